import type { Platform } from '../../context.ts';
import { gameArtSvg, gameArtVersion, vendorLogoSvg, vendorLogoVersion } from './art.ts';
import { findGameById } from './games.ts';
import { catalogueSnapshot, vendorDisplayName } from './snapshot.ts';

/**
 * Art is drawn from the catalogue alone. An address with the picture's current version always
 * shows the same picture, so browsers keep it for a year without asking again; any other address
 * (no version, or an older one) is kept for an hour, so a renamed game shows its new tile soon.
 */
const svgHeaders = (current: boolean) => ({
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an SVG is a document: it may draw, never run or fetch anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
});

export const notFoundArt = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=60' } });

/**
 * Answers `/cdn/games/<gameId>.svg` (a game's tile) and `/cdn/games/vendor/<code>.svg` (a vendor's
 * logo, including the in-house group's), given the path after `/cdn/games/` and the address's
 * `v`. Anything else is 404.
 */
export const gameArtResponse = async (p: Platform, path: string, version: string | undefined): Promise<Response> => {
  const game = /^([1-9]\d{0,8})\.svg$/.exec(path);
  if (game) {
    const row = await findGameById(p, Number(game[1]));
    if (!row) return notFoundArt();
    const art = { id: row.id, title: row.nameEn, vendor: row.vendor, theme: row.theme };
    return new Response(gameArtSvg(art), { headers: svgHeaders(version === gameArtVersion(art)) });
  }
  const vendor = /^vendor\/([A-Z0-9_]{1,32})\.svg$/.exec(path);
  if (vendor) {
    const code = vendor[1]!;
    const name = vendorDisplayName(await catalogueSnapshot(p), code);
    if (!name) return notFoundArt();
    return new Response(vendorLogoSvg(code, name), { headers: svgHeaders(version === vendorLogoVersion(code, name)) });
  }
  return notFoundArt();
};
