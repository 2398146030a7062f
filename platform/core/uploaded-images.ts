import { UPLOAD_MAX_BYTES, UPLOAD_MAX_COUNT, type UploadType } from '../../contract/uploads.ts';
import type { ErrorCode } from '../../contract/error-codes.ts';
import { PlatformError } from './errors.ts';

/*
 * Images a member sends with a request (a withdrawal's proofs, a promotion application's
 * screenshots). Everything cheap is checked first, for all of them: how many, how large, and
 * whether each starts as a PNG or a JPEG, whatever it claims. Only then does sharp (libvips)
 * decode each, turn it upright and write it again in its own format, so nothing the member sent is
 * kept as sent: no metadata (a phone's location), no trailing payload, no second format hiding in
 * the file. The operator downloads what is written.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** A decoding bomb (a tiny file of a huge image) stops here: 40 megapixels is more than any phone screenshot or photo. */
const MAX_INPUT_PIXELS = 40_000_000;
/** A statement stays readable at this size, and an image costs the database a bounded amount. */
const MAX_SIDE = 2560;
const JPEG_QUALITY = 85;

export interface UploadedImage {
  contentType: UploadType;
  image: Buffer;
}

export interface CheckedImage {
  format: 'png' | 'jpeg';
  bytes: Buffer;
}

/** The error codes a kind of upload answers with: too many or none, one too large, one not a PNG or JPEG. */
export interface UploadCodes {
  count: ErrorCode;
  size: ErrorCode;
  invalid: ErrorCode;
}

const formatOf = (bytes: Buffer): CheckedImage['format'] | null => {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
};

/** The images as bytes with the format they start as, or the first failure's code: from 1 to 3, 5 MB each, PNG or JPEG. */
export const readImages = (encoded: readonly string[], codes: UploadCodes): CheckedImage[] => {
  if (encoded.length === 0 || encoded.length > UPLOAD_MAX_COUNT) throw new PlatformError(codes.count, { max: UPLOAD_MAX_COUNT });
  return encoded.map((text) => {
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length > UPLOAD_MAX_BYTES) throw new PlatformError(codes.size, { maxBytes: UPLOAD_MAX_BYTES });
    const format = formatOf(bytes);
    if (!format) throw new PlatformError(codes.invalid);
    return { format, bytes };
  });
};

const reencode = async ({ format, bytes }: CheckedImage, invalid: ErrorCode): Promise<UploadedImage> => {
  try {
    // Loaded on the first image: its native library costs every process that never decodes one.
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false });
    if ((await image.metadata()).format !== format) throw new PlatformError(invalid);
    const upright = image.autoOrient().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    return format === 'png'
      ? { contentType: 'image/png', image: await upright.png({ compressionLevel: 9 }).toBuffer() }
      : { contentType: 'image/jpeg', image: await upright.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer() };
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError(invalid);
  }
};

/** Decodes and writes again checked images, one after another: one request holds at most one core. */
export const reencodeImages = async (images: readonly CheckedImage[], codes: UploadCodes): Promise<UploadedImage[]> => {
  const written: UploadedImage[] = [];
  for (const image of images) written.push(await reencode(image, codes.invalid));
  return written;
};
