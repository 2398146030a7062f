/**
 * Whether a request's `Origin` header names this site. The comparison is with the origin the
 * server sees the request on, as Astro's own form check does.
 */
export const isSameOrigin = (origin: string | null, requestUrl: string): boolean => {
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
};

/**
 * A local path to send a visitor back to, or `/` when the value could lead off-site
 * (`//host`, `/\host`, absolute URLs, control characters).
 */
export const safeLocalPath = (value: unknown): string => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and whitespace never appear in a path the site builds.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f) return '/';
  }
  const base = 'http://local.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}` : '/';
};
