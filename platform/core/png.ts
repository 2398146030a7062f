import { crc32, deflateSync } from 'node:zlib';

/** A minimal PNG encoder: 8-bit RGB, no interlacing, no filtering; enough for generated images. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer): Buffer => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  // The CRC covers the chunk type and its data, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** `rgb` holds the pixels row by row, three bytes each. */
export const encodePng = (width: number, height: number, rgb: Uint8Array): Buffer => {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Bad PNG size ${width}x${height}`);
  }
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new RangeError(`Expected ${stride * height} bytes of RGB, got ${rgb.length}`);
  // Each scanline starts with its filter type; 0 (none) is fine for noisy images.
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) scanlines.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  // compression, filter method and interlace stay 0, the only standard values.
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
};
