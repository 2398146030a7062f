import { IN_HOUSE_GROUP, IN_HOUSE_VENDOR } from '../../../contract/games.ts';
import type { Platform } from '../../context.ts';
import { gameArtSvg, vendorLogoSvg } from './art.ts';
import { findGameById } from './games.ts';
import { catalogueSnapshot } from './snapshot.ts';

// Art is computed from the catalogue alone, so a URL always shows the same picture.
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an SVG is a document: it may draw, never run or fetch anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const GROUP_NAMES: Record<string, string> = { [IN_HOUSE_GROUP]: 'BetPlay', [IN_HOUSE_VENDOR]: 'BetPlay' };

export const notFoundArt = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=60' } });

/**
 * Answers `/cdn/games/<gameId>.svg` (a game's tile) and `/cdn/games/vendor/<code>.svg` (a vendor's
 * logo, including the in-house group's), given the path after `/cdn/games/`. Anything else is 404.
 */
export const gameArtResponse = async (p: Platform, path: string): Promise<Response> => {
  const game = /^([1-9]\d{0,8})\.svg$/.exec(path);
  if (game) {
    const row = await findGameById(p, Number(game[1]));
    if (!row) return notFoundArt();
    return new Response(gameArtSvg({ id: row.id, title: row.nameEn, vendor: row.vendor, theme: row.theme }), { headers: SVG_HEADERS });
  }
  const vendor = /^vendor\/([A-Z0-9_]{1,32})\.svg$/.exec(path);
  if (vendor) {
    const code = vendor[1]!;
    const name = (await catalogueSnapshot(p)).vendors.get(code)?.displayName ?? GROUP_NAMES[code];
    if (!name) return notFoundArt();
    return new Response(vendorLogoSvg(code, name), { headers: SVG_HEADERS });
  }
  return notFoundArt();
};
