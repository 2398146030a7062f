import type { ShippedLanguage } from '../../contract/languages.ts';
import type { Resource } from '../../contract/system.ts';

/** A link the site may put in front of a reader: http(s) only, never `javascript:` or `data:`. */
export const webUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The address of a status resource (`info.resources`, keyed by `resourceType`), if it is a web link. */
export const resourceUrl = (resources: readonly Resource[], type: string): string | null =>
  webUrl(resources.find((r) => r.resourceType.toUpperCase() === type.toUpperCase())?.url);

/** A resource's label in the reader's language. */
export const resourceLabel = (resource: Resource, lang: ShippedLanguage) => (lang === 'ES' ? resource.labelNameEs : resource.labelNameEn);

/**
 * The iOS app link of the QR code (CONTRACT.md 1.3): the operator's iOS download address with the
 * language and, for a logged-in member, a single-use hand-off code the app redeems for a session
 * of its own. The session token itself never goes into a link (ARCHITECTURE.md).
 */
export const iosAppLink = (base: string, lang: ShippedLanguage, code?: string): string => {
  const url = new URL(base);
  url.searchParams.set('language', lang);
  if (code) url.searchParams.set('code', code);
  return url.href;
};

/** Messaging channels the floating bar links to when the operator configured them (SPEC section 2). */
export const MESSAGING_RESOURCES = ['WHATSAPP', 'TELEGRAM', 'FACEBOOK'] as const;
