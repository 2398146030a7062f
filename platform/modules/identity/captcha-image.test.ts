import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from './captcha-image.ts';

/** The decoded scanlines of a PNG made by encodePng (its chunk format is tested in lib/png.test.ts). */
const pixelsOf = (png: Buffer) => {
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  }
  const header = chunks.get('IHDR')!;
  expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
  const raw = inflateSync(chunks.get('IDAT')!);
  expect(raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
  return raw;
};

/** Dark pixels: the glyphs (and some noise). */
const inkOf = (raw: Buffer) => {
  let ink = 0;
  for (let i = 0; i + 2 < raw.length; i += 3) if (raw[i]! + raw[i + 1]! + raw[i + 2]! < 3 * 125) ink++;
  return ink;
};

describe('renderCaptcha', () => {
  it('has an unambiguous alphabet', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B]/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('draws every character of the alphabet as a valid PNG', () => {
    for (let at = 0; at < CAPTCHA_ALPHABET.length; at += 5) {
      const raw = pixelsOf(renderCaptcha(CAPTCHA_ALPHABET.slice(at, at + 5)));
      // Glyph strokes cover far more than the noise dots alone could.
      expect(inkOf(raw)).toBeGreaterThan(400);
    }
  });

  it('never draws the same code the same way twice', () => {
    expect(renderCaptcha('HK3W').equals(renderCaptcha('HK3W'))).toBe(false);
  });

  it('refuses a character it has no glyph for', () => {
    expect(() => renderCaptcha('AB0')).toThrow(RangeError);
  });
});
