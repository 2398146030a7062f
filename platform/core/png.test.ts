import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.ts';

/** Splits a PNG into its chunks, checking each CRC as a decoder would. */
const readChunks = (png: Buffer) => {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
};

describe('encodePng', () => {
  it('writes the header, the pixels row by row and the end chunk', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const chunks = readChunks(encodePng(3, 2, rgb));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9], header[12]]).toEqual([3, 2, 8, 2, 0]);
    const raw = inflateSync(chunks[1]!.data);
    expect([...raw]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)]);
    expect(chunks[2]!.data.length).toBe(0);
  });

  it('refuses pixel data that does not fit the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
  });
});
