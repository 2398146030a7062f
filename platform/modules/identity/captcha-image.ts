import { randomInt } from 'node:crypto';
import { encodePng } from '../../core/png.ts';

/**
 * Draws a captcha code as a distorted PNG: 5x7 bitmap glyphs, each scaled, rotated and moved a
 * little, the whole text bent by a wave, over noise lines and dots.
 *
 * The alphabet leaves out characters that are easy to confuse: 0/O, 1/I/L, 2/Z, 5/S and 8/B.
 */
const GLYPHS: Record<string, string> = {
  A: '.###./#...#/#...#/#####/#...#/#...#/#...#',
  C: '.###./#...#/#..../#..../#..../#...#/.###.',
  D: '####./#...#/#...#/#...#/#...#/#...#/####.',
  E: '#####/#..../#..../####./#..../#..../#####',
  F: '#####/#..../#..../####./#..../#..../#....',
  G: '.###./#...#/#..../#.###/#...#/#...#/.###.',
  H: '#...#/#...#/#...#/#####/#...#/#...#/#...#',
  J: '..###/...#./...#./...#./...#./#..#./.##..',
  K: '#...#/#..#./#.#../##.../#.#../#..#./#...#',
  M: '#...#/##.##/#.#.#/#.#.#/#...#/#...#/#...#',
  N: '#...#/#...#/##..#/#.#.#/#..##/#...#/#...#',
  P: '####./#...#/#...#/####./#..../#..../#....',
  R: '####./#...#/#...#/####./#.#../#..#./#...#',
  T: '#####/..#../..#../..#../..#../..#../..#..',
  U: '#...#/#...#/#...#/#...#/#...#/#...#/.###.',
  V: '#...#/#...#/#...#/#...#/#...#/.#.#./..#..',
  W: '#...#/#...#/#...#/#.#.#/#.#.#/#.#.#/.#.#.',
  X: '#...#/#...#/.#.#./..#../.#.#./#...#/#...#',
  Y: '#...#/#...#/.#.#./..#../..#../..#../..#..',
  '3': '####./....#/....#/.###./....#/....#/####.',
  '4': '...#./..##./.#.#./#..#./#####/...#./...#.',
  '6': '.###./#..../#..../####./#...#/#...#/.###.',
  '7': '#####/....#/...#./..#../.#.../.#.../.#...',
  '9': '.###./#...#/#...#/.####/....#/....#/.###.',
};
const GLYPH_W = 5;
const GLYPH_H = 7;
const bitmaps = new Map(Object.entries(GLYPHS).map(([ch, rows]) => [ch, rows.split('/')]));

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_WIDTH = 140;
export const CAPTCHA_HEIGHT = 46;

/** A uniform float in [min, max); layout jitter, not a secret, but no reason for a weaker source. */
const between = (min: number, max: number) => min + (randomInt(0, 1 << 24) / (1 << 24)) * (max - min);

type Rgb = readonly [number, number, number];
const shade = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

const isSet = (rows: string[], col: number, row: number) => rows[row]?.[col] === '#';

/*
 * Each set cell of the bitmap is drawn as a round dot a little wider than the cell, so diagonal
 * strokes join up instead of breaking into loose squares when scaled.
 */
const STROKE_RADIUS = 0.75;
const inked = (rows: string[], u: number, v: number) => {
  const [col, row] = [Math.floor(u), Math.floor(v)];
  for (let r = row - 1; r <= row + 1; r++) {
    for (let c = col - 1; c <= col + 1; c++) {
      if (isSet(rows, c, r) && Math.hypot(u - (c + 0.5), v - (r + 0.5)) < STROKE_RADIUS) return true;
    }
  }
  return false;
};

export const renderCaptcha = (code: string): Buffer => {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const px = new Uint8Array(w * h * 3);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (Math.floor(y) * w + Math.floor(x)) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };

  const bg = shade(225, 250);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) paint(x, y, [bg[0] - (x % 7), bg[1] - (y % 5), bg[2]]);

  // Noise lines under the text, so they cut through it without hiding it.
  for (let n = 0; n < 5; n++) {
    const colour = shade(90, 200);
    const [x0, y0, x1, y1] = [between(0, w / 3), between(0, h), between((2 * w) / 3, w), between(0, h)];
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    for (let s = 0; s <= steps; s++) paint(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, colour);
  }

  const amplitude = between(1.5, 3.5);
  const period = between(30, 60);
  const phase = between(0, 2 * Math.PI);
  const slot = (w - 16) / code.length;
  [...code].forEach((ch, index) => {
    const rows = bitmaps.get(ch);
    if (!rows) throw new RangeError(`No captcha glyph for '${ch}'`);
    const scale = between(3, 3.6);
    const angle = between(-0.35, 0.35);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const cx = 8 + slot * (index + 0.5) + between(-3, 3);
    const cy = h / 2 + between(-3, 3);
    const colour = shade(20, 120);
    const reach = Math.ceil(scale * 5.5);
    for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
      for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
        // Sample the glyph backwards through the wave, the rotation and the scale.
        const dx = x - cx;
        const dy = y - cy - amplitude * Math.sin((2 * Math.PI * x) / period + phase);
        const u = (cos * dx + sin * dy) / scale + GLYPH_W / 2;
        const v = (-sin * dx + cos * dy) / scale + GLYPH_H / 2;
        if (inked(rows, u, v)) paint(x, y, colour);
      }
    }
  });

  for (let n = 0; n < 160; n++) paint(randomInt(0, w), randomInt(0, h), shade(40, 220));
  return encodePng(w, h, px);
};
