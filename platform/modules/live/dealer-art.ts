import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { escapeXml } from '../catalogue/index.ts';
import { liveTableRow } from './tables.ts';

/** Changed whenever the drawing changes, so that every versioned address changes with it. */
const ART_REVISION = 1;
const SKIN = ['#f1c7a5', '#d9a178', '#a86d48', '#7b4a2c'] as const;
const HAIR = ['#2b1a12', '#5a3420', '#a0522d', '#1c1c1c', '#c89b3c'] as const;

interface DealerArt {
  id: number;
  dealerName: string;
}

/** The version a dealer picture's address carries (`?v=`): what the picture is drawn from. */
export const dealerArtVersion = ({ id, dealerName }: DealerArt) =>
  createHash('sha256')
    .update(JSON.stringify([ART_REVISION, id, dealerName]))
    .digest('base64url')
    .slice(0, 12);

/**
 * A dealer's picture: a portrait in the table's colours (skin, hair and backdrop chosen by the
 * table's id), at the felt, with the dealer's name as its accessible title.
 */
export const dealerArtSvg = ({ id, dealerName }: DealerArt): string => {
  const hue = (id * 47) % 360;
  const skin = SKIN[id % SKIN.length]!;
  const hair = HAIR[(id * 3) % HAIR.length]!;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-labelledby="t">',
    `<title id="t">${escapeXml(dealerName)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 22%)"/><stop offset="1" stop-color="hsl(${hue} 55% 10%)"/></linearGradient></defs>`,
    '<rect width="320" height="240" fill="url(#g)"/>',
    `<circle cx="60" cy="50" r="70" fill="hsl(${(hue + 40) % 360} 70% 60%)" opacity=".12"/>`,
    `<path d="M92 240c0-58 30-84 68-84s68 26 68 84z" fill="#111"/>`,
    '<path d="M146 158l14 22 14-22z" fill="#fff"/>',
    `<path d="M150 170l10 8 10-8-10 22z" fill="hsl(${hue} 70% 45%)"/>`,
    `<rect x="148" y="128" width="24" height="30" rx="8" fill="${skin}"/>`,
    `<ellipse cx="160" cy="100" rx="36" ry="42" fill="${skin}"/>`,
    `<path d="M122 104c-6-44 18-66 38-66s46 18 38 66c-4-22-14-36-38-38-24 2-34 16-38 38z" fill="${hair}"/>`,
    '<circle cx="147" cy="102" r="4" fill="#222"/><circle cx="173" cy="102" r="4" fill="#222"/>',
    '<path d="M150 122q10 8 20 0" stroke="#7a2e2e" stroke-width="3" fill="none" stroke-linecap="round"/>',
    '<rect y="214" width="320" height="26" fill="#0b5d3b"/>',
    '</svg>',
  ].join('');
};

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=60' } });

/** `/cdn/live/dealers/<tableId>.svg`: a table's dealer, kept for a year at its current version. */
export const dealerArtRoutes = () =>
  new Hono<AppEnv>().get('/dealers/:file', async (c) => {
    const match = /^([1-9]\d{0,8})\.svg$/.exec(c.req.param('file'));
    const table = match ? await liveTableRow(c.var.platform, Number(match[1])) : null;
    if (!table) return notFound();
    const current = c.req.query('v') === dealerArtVersion(table);
    return new Response(dealerArtSvg(table), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  });
