import { escapeUTF8 as escapeXml } from 'entities';
import { DEFAULT_LANGUAGE, isShippedLanguage, toShippedLanguage } from '../../../contract/languages.ts';
import { ART, ART_SIZES, type Art, type Motif } from './art-catalogue.ts';

/*
 * Artwork for the seeded banners and promotions, drawn as SVG from the catalogue, so a fresh
 * install has real images and no binary files. Deterministic: the same name always gives the same
 * bytes. Text is escaped and the picture is labelled for screen readers (role="img", <title>).
 */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Decorative sparkles at fixed places derived from the name, so each picture differs but never changes. */
const sparkles = (name: string, w: number, h: number, colour: string) => {
  let seed = [...name].reduce((s, ch) => (s * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: 14 }, () => {
    const r = (1 + next() * 3).toFixed(1);
    return `<circle cx="${Math.round(next() * w)}" cy="${Math.round(next() * h)}" r="${r}" fill="${colour}" opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
};

const MOTIFS: Record<Motif, (accent: string) => string> = {
  gift: (a) =>
    `<rect x="-70" y="-30" width="140" height="110" rx="10" fill="${a}"/><rect x="-80" y="-55" width="160" height="35" rx="8" fill="${a}" opacity=".85"/>` +
    `<rect x="-12" y="-55" width="24" height="135" fill="#fff" opacity=".8"/><path d="M0-55c-30-50-70-20-40 0M0-55c30-50 70-20 40 0" stroke="#fff" stroke-width="10" fill="none"/>`,
  cards: (a) =>
    `<g transform="rotate(-12)"><rect x="-95" y="-70" width="100" height="140" rx="10" fill="#fff"/><text x="-45" y="20" font-size="64" text-anchor="middle" fill="#c0392b">♥</text></g>` +
    `<g transform="rotate(10)"><rect x="-10" y="-75" width="100" height="140" rx="10" fill="#fff"/><text x="40" y="15" font-size="64" text-anchor="middle" fill="#111">♠</text></g>` +
    `<circle cx="0" cy="95" r="22" fill="${a}"/>`,
  ball: (a) =>
    `<circle r="80" fill="#fff"/><path d="M0-28 27-9 17 23H-17L-27-9Z" fill="#111"/>` +
    `<path d="M0-28V-80M27-9 76-25M17 23 47 65M-17 23-47 65M-27-9-76-25" stroke="#111" stroke-width="6"/><circle r="80" fill="none" stroke="${a}" stroke-width="8"/>`,
  coins: (a) =>
    [
      [-50, 40],
      [0, 10],
      [50, 40],
      [-25, -30],
      [25, -30],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="42" fill="${a}" stroke="#fff" stroke-width="5"/><text x="${x}" y="${y! + 16}" font-size="44" font-weight="800" text-anchor="middle" fill="#fff">$</text>`,
      )
      .join(''),
  shield: (a) =>
    `<path d="M0-90 75-60V5C75 55 40 85 0 100-40 85-75 55-75 5V-60Z" fill="${a}"/><rect x="-28" y="-5" width="56" height="45" rx="6" fill="#fff"/>` +
    `<path d="M-18-5v-18a18 18 0 0 1 36 0v18" stroke="#fff" stroke-width="8" fill="none"/>`,
  star: (a) => `<path d="M0-85 24-28 86-26 38 13 55 73 0 38-55 73-38 13-86-26-24-28Z" fill="${a}" stroke="#fff" stroke-width="5"/>`,
  crown: (a) =>
    `<path d="M-90 50-100-60-45-10 0-80 45-10 100-60 90 50Z" fill="${a}" stroke="#fff" stroke-width="5"/><rect x="-90" y="55" width="180" height="22" rx="6" fill="${a}"/>` +
    `<circle cx="0" cy="10" r="14" fill="#fff"/>`,
  chips: (a) =>
    [
      [-40, 20, a],
      [40, -10, '#fff'],
      [0, 60, a],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="55" fill="${c}"/><circle cx="${x}" cy="${y}" r="38" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="10" stroke-dasharray="14 10"/>`,
      )
      .join(''),
};

/** Largest size up to `base` at which `text` fits `width`; `em` is the average glyph width of the font. */
const fit = (text: string, base: number, width: number, em: number) => Math.min(base, Math.floor(width / (text.length * em)));

/** Splits `text` into lines of at most `chars` characters, at spaces. */
const wrap = (text: string, chars: number) =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

const LAYOUT = {
  banner: {
    head: 60,
    sub: 28,
    pad: 56,
    textWidth: 0.6,
    top: 0.36,
    motif: (w: number, h: number) => `translate(${w * 0.8} ${h / 2}) scale(${h / 300})`,
  },
  promotion: {
    head: 44,
    sub: 22,
    pad: 40,
    textWidth: 0.58,
    top: 0.36,
    motif: (w: number, h: number) => `translate(${w * 0.8} ${h / 2}) scale(${h / 330})`,
  },
  panel: {
    head: 46,
    sub: 22,
    pad: 40,
    textWidth: 0.84,
    top: 0.56,
    motif: (w: number, h: number) => `translate(${w / 2} ${h * 0.27}) scale(1.1)`,
  },
  strip: {
    head: 22,
    sub: 14,
    pad: 18,
    textWidth: 0.66,
    top: 0.42,
    motif: (w: number, h: number) => `translate(${w - 48} ${h / 2}) scale(0.36)`,
  },
} as const;

const svgOf = (name: string, art: Art, lang: 'ES' | 'EN'): string => {
  const [w, h] = ART_SIZES[art.format];
  const [from, to, accent] = art.colours;
  const { headline, sub, cta } = art.words[lang];
  const layout = LAYOUT[art.format];
  const width = w * layout.textWidth;
  const head = Math.min(...headline.map((line) => fit(line, layout.head, width, 0.6)));
  const subSize = Math.max(14, Math.min(layout.sub, Math.round(head * 0.5)));
  const subLines = wrap(sub, Math.floor(width / (subSize * 0.52)));
  const top = h * layout.top;
  const lines = headline.map((line, i) => `<tspan x="${layout.pad}" dy="${i ? Math.round(head * 1.1) : 0}">${escapeXml(line)}</tspan>`).join('');
  const subY = top + head * 1.1 * (headline.length - 1) + subSize * 1.8;
  const subText = subLines.map((line, i) => `<tspan x="${layout.pad}" dy="${i ? Math.round(subSize * 1.3) : 0}">${escapeXml(line)}</tspan>`).join('');
  const buttonY = subY + subSize * 1.3 * (subLines.length - 1) + subSize;
  const button =
    art.format === 'strip'
      ? ''
      : `<rect x="${layout.pad}" y="${Math.round(buttonY)}" width="${Math.round(cta.length * subSize * 0.62 + 56)}" height="${Math.round(subSize * 2.2)}" rx="${Math.round(subSize * 1.1)}" fill="${accent}"/>` +
        `<text x="${layout.pad + 28}" y="${Math.round(buttonY + subSize * 1.45)}" font-size="${subSize}" font-weight="700" fill="${from}">${escapeXml(cta)}</text>`;
  const label = `${headline.join(' ')}. ${sub}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(label)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles(name, w, h, accent)}` +
    `<g transform="${layout.motif(w, h)}" font-family="${escapeXml(FONT)}">${MOTIFS[art.motif](accent)}</g>` +
    `<g font-family="${escapeXml(FONT)}"><text y="${Math.round(top)}" font-size="${head}" font-weight="800" fill="#fff">${lines}</text>` +
    `<text y="${Math.round(subY)}" font-size="${subSize}" fill="#fff" opacity=".9">${subText}</text>${button}</g></svg>`
  );
};

/** The SVG for `<name>.svg` (the site's default language) or `<name>.<lang>.svg`; null for anything else. */
export const renderContentArt = (file: string): string | null => {
  const match = /^([a-z0-9-]+)(?:\.([a-z]{2}))?\.svg$/.exec(file);
  if (!match || !Object.hasOwn(ART, match[1]!)) return null;
  const lang = match[2] ? match[2].toUpperCase() : DEFAULT_LANGUAGE;
  if (!isShippedLanguage(lang)) return null;
  return svgOf(match[1]!, ART[match[1]!]!, toShippedLanguage(lang));
};

/** The HTTP answer of `/cdn/content/<file>`: the picture, cached for a week, or 404. */
export const contentArtResponse = (file: string): Response => {
  const svg = renderContentArt(file);
  if (svg === null)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return new Response(svg, {
    status: 200,
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the picture may not run or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
};
