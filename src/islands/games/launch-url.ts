/** The member centre's deposit page, as the header's Deposit button opens it (CONTRACT.md 2.3 step 4). */
export const DEPOSIT_PATH = '/member#deposit';

/**
 * The address a launch may open (SPEC section 8 "Invalid URL"): an http(s) URL, or a path of this
 * site. Anything else (`javascript:`, `data:`, `//host`, a bare word) is refused, so an answer
 * that is wrong or tampered with never runs in the page's name. Returns the absolute URL or null.
 */
export const playableUrl = (raw: string | null | undefined, origin: string): string | null => {
  const value = raw?.trim();
  if (!value) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
