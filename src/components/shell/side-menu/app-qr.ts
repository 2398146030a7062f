import { isShippedLanguage, type ShippedLanguage } from '../../../../contract/languages.ts';
import type { Resource } from '../../../../contract/system.ts';
import { qrSvg } from '../../../islands/ui/qr.ts';
import { iosAppLink, resourceUrl } from '../../../lib/web-url.ts';

/*
 * The app download's QR codes for a visitor (SPEC section 2), as images of their own: a page shows
 * them only when its app panel opens, so they are not written into every page, and the browser
 * keeps them for a while. A member's iOS code is a single-use hand-off, drawn in the browser.
 */

export type AppPlatform = 'ios' | 'android';

/** How long a browser keeps a code: an operator's new download address shows within minutes. */
const MAX_AGE_SECONDS = 300;

/** The address a platform's code carries: Android's status resource; iOS's, with the language. */
export const appLink = (resources: readonly Resource[], platform: AppPlatform, lang: ShippedLanguage): string | null => {
  if (platform === 'android') return resourceUrl(resources, 'Android');
  const base = resourceUrl(resources, 'IOS');
  return base && iosAppLink(base, lang);
};

/** Where a page finds the image of a platform's code in a language. */
export const appQrPath = (platform: AppPlatform, lang: ShippedLanguage) => `/app-qr/${lang.toLowerCase()}/${platform}.svg`;

const platformOf = (value: string | undefined): AppPlatform | null => (value === 'ios' || value === 'android' ? value : null);

/** The image at `/app-qr/<lang>/<platform>.svg`; not found for a platform the site has no app for. */
export const appQrResponse = async (lang: string | undefined, platform: string | undefined, resources: readonly Resource[]): Promise<Response> => {
  const app = platformOf(platform);
  const link = app && isShippedLanguage(lang) ? appLink(resources, app, lang.toUpperCase() as ShippedLanguage) : null;
  if (!link) return new Response(null, { status: 404 });
  return new Response(await qrSvg(link), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}` },
  });
};
