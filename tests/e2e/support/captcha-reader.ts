import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/*
 * Reads the embedded platform's captcha (platform/modules/identity/captcha-image.ts) the way a person
 * does, so an end-to-end test can log in through a real captcha with no back door: each
 * character is drawn in one colour of its own, so the characters separate by colour, then each
 * is matched against the platform's own glyphs drawn at every angle, size and bend the image
 * allows. Tests retry with a new image on the rare misreading.
 */

type Rows = readonly string[];

// The glyphs are read from the platform's source, so the reader follows any change to them.
const source = readFileSync(new URL('../../../platform/modules/identity/captcha-image.ts', import.meta.url), 'utf8');
const GLYPHS = new Map([...source.matchAll(/^\s+'?([A-Z0-9])'?: '([.#/]+)',$/gm)].map(([, ch, rows]) => [ch!, rows!.split('/') as Rows]));

interface Image {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** The platform's PNGs: 8-bit RGB, unfiltered scanlines. */
const decodePng = (png: Buffer): Image => {
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const lines = inflateSync(Buffer.concat(data));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) rgb.set(lines.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1)), y * width * 3);
  return { width, height, rgb };
};

const isSet = (rows: Rows, col: number, row: number) => rows[row]?.[col] === '#';
/** As the platform draws: a round dot of radius 0.75 cells around every set cell. */
const inked = (rows: Rows, u: number, v: number) => {
  if (u < -0.75 || u > 5.75 || v < -0.75 || v > 7.75) return false;
  const col = Math.floor(u);
  const row = Math.floor(v);
  for (let r = row - 1; r <= row + 1; r++) {
    for (let c = col - 1; c <= col + 1; c++) {
      const du = u - c - 0.5;
      const dv = v - r - 0.5;
      if (du * du + dv * dv < 0.5625 && isSet(rows, c, r)) return true;
    }
  }
  return false;
};

/** Pixels are compared on a grid around the centroid; a character fits well inside it. */
const GRID = 64;
const cell = (x: number, y: number) => x + GRID / 2 + (y + GRID / 2) * GRID;

/** A drawn glyph as grid cells around its centroid. */
interface Shape {
  ch: string;
  cells: Int32Array;
}

const RANGE = (from: number, to: number, steps: number) => Array.from({ length: steps }, (_, i) => from + ((to - from) * i) / (steps - 1));

const centred = (ch: string, points: [number, number][]): Shape => {
  const mx = points.reduce((s, [x]) => s + x, 0) / points.length;
  const my = points.reduce((s, [, y]) => s + y, 0) / points.length;
  return { ch, cells: Int32Array.from(points, ([x, y]) => cell(Math.round(x - mx), Math.round(y - my))) };
};

let templates: Shape[] | undefined;
/** Every glyph at every rotation and size the image uses, bent by a local slope and curve of its wave. */
const allTemplates = (): Shape[] => {
  if (templates) return templates;
  templates = [];
  for (const [ch, rows] of GLYPHS) {
    for (const angle of RANGE(-0.35, 0.35, 9)) {
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      for (const scale of RANGE(3, 3.6, 3)) {
        for (const slope of RANGE(-0.6, 0.6, 5)) {
          for (const curve of RANGE(-0.04, 0.04, 3)) {
            const points: [number, number][] = [];
            for (let dy = -18; dy <= 18; dy++) {
              for (let dx = -14; dx <= 14; dx++) {
                const y = dy - slope * dx - curve * dx * dx;
                if (inked(rows, (cos * dx + sin * y) / scale + 2.5, (-sin * dx + cos * y) / scale + 3.5)) points.push([dx, dy]);
              }
            }
            templates.push(centred(ch, points));
          }
        }
      }
    }
  }
  return templates;
};

/** The characters' pixels: one colour each, in a box no wider than a character (noise lines are long). */
const characters = ({ width, height, rgb }: Image): [number, number][][] => {
  const byColour = new Map<number, [number, number][]>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (rgb[i]! > 125 || rgb[i + 1]! > 125 || rgb[i + 2]! > 125) continue;
      const key = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
      let list = byColour.get(key);
      if (!list) byColour.set(key, (list = []));
      list.push([x, y]);
    }
  }
  const glyphs = [...byColour.values()].filter((points) => {
    if (points.length < 30) return false;
    const xs = points.map(([x]) => x);
    return Math.max(...xs) - Math.min(...xs) <= 36;
  });
  const meanX = (points: [number, number][]) => points.reduce((s, [x]) => s + x, 0) / points.length;
  return glyphs.sort((a, b) => meanX(a) - meanX(b));
};

const overlap = (template: Shape, seen: Uint8Array, size: number, shift: number) => {
  let both = 0;
  for (const at of template.cells) both += seen[at + shift] ?? 0;
  return both / (template.cells.length + size - both);
};

/** The best glyph: all shapes on the centroids first, then the closest few nudged by a pixel each way. */
const readCharacter = (pixels: [number, number][]): string => {
  const { cells } = centred('', pixels);
  const seen = new Uint8Array(GRID * GRID);
  for (const at of cells) seen[at] = 1;
  const ranked = allTemplates()
    .map((template) => ({ template, score: overlap(template, seen, cells.length, 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 60);
  let best = { ch: '?', score: -1 };
  for (const { template } of ranked) {
    for (let sy = -1; sy <= 1; sy++) {
      for (let sx = -1; sx <= 1; sx++) {
        const score = overlap(template, seen, cells.length, sx + sy * GRID);
        if (score > best.score) best = { ch: template.ch, score };
      }
    }
  }
  return best.ch;
};

/** The text of a captcha image (base64 PNG, as `GET /wps/captcha` answers). */
export const readCaptcha = (base64: string): string =>
  characters(decodePng(Buffer.from(base64, 'base64')))
    .map(readCharacter)
    .join('');
