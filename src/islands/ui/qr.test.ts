import { describe, expect, it } from 'vitest';
import { qrDataUrl } from './qr.ts';

describe('QR codes', () => {
  it('draws an SVG image of the text, the same each time', async () => {
    const url = await qrDataUrl('https://apps.betplay.example/ios?language=ES');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(await qrDataUrl('https://apps.betplay.example/ios?language=ES')).toBe(url);
  });

  it('draws a different code for a different text', async () => {
    expect(await qrDataUrl('https://apps.betplay.example/ios?language=EN')).not.toBe(await qrDataUrl('https://apps.betplay.example/ios?language=ES'));
  });
});
