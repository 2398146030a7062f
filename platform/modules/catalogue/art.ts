import { createHash } from 'node:crypto';
import { GAME_THEME_COUNT } from '../../../contract/games.ts';

/** Text for SVG: the five characters with a meaning in XML are written as references. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The six tile themes (SPEC section 9), dark to light; white text reads on every one of them. */
export const THEME_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#7f1d1d', '#ea580c'],
  ['#064e3b', '#0d9488'],
  ['#1e3a8a', '#2563eb'],
  ['#4c1d95', '#a21caf'],
  ['#713f12', '#b45309'],
  ['#0f172a', '#0e7490'],
];

// Decorative shapes drawn behind the title, in a 100 x 100 box; chosen independently of the theme.
const MOTIFS = [
  '<circle cx="50" cy="50" r="40" fill="none" stroke-width="8"/><circle cx="50" cy="50" r="20" fill="none" stroke-width="6"/>',
  '<path d="M50 4l13 30 33 3-25 22 8 33-29-17-29 17 8-33L4 37l33-3z"/>',
  '<path d="M50 2l40 48-40 48-40-48z"/>',
  '<path d="M8 78l8-50 20 22 14-36 14 36 20-22 8 50z"/>',
  '<path d="M50 4l40 23v46L50 96 10 73V27z"/>',
  '<path d="M4 40l23-20 23 20 23-20 23 20M4 70l23-20 23 20 23-20 23 20" fill="none" stroke-width="8"/>',
];

const WIDTH = 320;
const HEIGHT = 240;

/** Splits a title into at most three lines of about 16 characters; a longer title ends in an ellipsis. */
export const titleLines = (title: string, maxChars = 16, maxLines = 3): string[] => {
  const clip = (text: string) => (text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text);
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean).map(clip)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length < maxChars ? last : last.slice(0, maxChars - 1).trimEnd()}…`;
  return kept;
};

export interface ArtGame {
  id: number;
  title: string;
  vendor: string;
  theme: number;
}

/** The tile image of a game: its theme's gradient, a motif, the title and the vendor's badge. */
export const gameArtSvg = ({ id, title, vendor, theme }: ArtGame): string => {
  const [from, to] = THEME_GRADIENTS[((theme % GAME_THEME_COUNT) + GAME_THEME_COUNT) % GAME_THEME_COUNT]!;
  const motif = MOTIFS[Math.floor(id / GAME_THEME_COUNT) % MOTIFS.length]!;
  const lines = titleLines(title);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = longest <= 10 ? 34 : longest <= 13 ? 28 : 24;
  const top = 112 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines.map((line, i) => `<text x="160" y="${Math.round(top + i * size * 1.15)}">${escapeXml(line)}</text>`).join('');
  const badge = escapeXml(vendor);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(`${title} (${vendor})`)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    `<g transform="translate(196 -28) scale(1.7)" fill="#fff" stroke="#fff" opacity=".14">${motif}</g>`,
    `<g transform="translate(14 150) scale(.7)" fill="#fff" stroke="#fff" opacity=".1">${motif}</g>`,
    `<g font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</g>`,
    `<rect x="${WIDTH / 2 - 56}" y="194" width="112" height="30" rx="15" fill="#000" fill-opacity=".45"/>`,
    `<text x="160" y="210" font-family="system-ui,Arial,sans-serif" font-size="15" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="middle"${vendor.length > 9 ? ' textLength="100" lengthAdjust="spacingAndGlyphs"' : ''}>${badge}</text>`,
    '</svg>',
  ].join('');
};

// A vendor's badge colour comes from its code, so a logo looks the same wherever it appears.
const hueOf = (code: string) => [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/** A vendor's logo: its code in a badge, its name as the accessible title. */
export const vendorLogoSvg = (code: string, displayName: string): string => {
  const hue = hueOf(code);
  const fit = code.length > 6 ? ' textLength="168" lengthAdjust="spacingAndGlyphs"' : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-labelledby="t">',
    `<title id="t">${escapeXml(displayName)}</title>`,
    `<rect x="2" y="2" width="196" height="76" rx="18" fill="hsl(${hue} 60% 28%)" stroke="hsl(${hue} 70% 60%)" stroke-width="4"/>`,
    `<text x="100" y="42" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="32" font-weight="800" fill="#fff" text-anchor="middle" dominant-baseline="middle"${fit}>${escapeXml(code)}</text>`,
    '</svg>',
  ].join('');
};

/** Changed whenever the drawings above change, so that every versioned address changes with them. */
const ART_REVISION = 1;

const fingerprint = (parts: readonly (string | number)[]) =>
  createHash('sha256')
    .update(JSON.stringify([ART_REVISION, ...parts]))
    .digest('base64url')
    .slice(0, 12);

/**
 * The version a tile's address carries (`?v=`): a fingerprint of everything the picture is drawn
 * from. A renamed game gets a new address, so the picture under one address never changes and
 * browsers may keep it for good.
 */
export const gameArtVersion = ({ id, title, vendor, theme }: ArtGame) => fingerprint([id, title, vendor, theme]);

/** The version a vendor logo's address carries: its code and its name. */
export const vendorLogoVersion = (code: string, displayName: string) => fingerprint([code, displayName]);
