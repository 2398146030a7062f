import { RECEIPT_MAX_BYTES, type ReceiptType } from '../../../contract/deposits.ts';
import { PlatformError } from '../../core/errors.ts';

/*
 * A receipt's type is read from its first bytes, never from a name or a declared type: a PNG
 * starts with its 8-byte signature, a JPEG with the start-of-image marker and a segment marker.
 */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export const sniffImage = (bytes: Buffer): ReceiptType | null =>
  bytes.subarray(0, PNG.length).equals(PNG) ? 'image/png' : bytes.subarray(0, JPEG.length).equals(JPEG) ? 'image/jpeg' : null;

/** Decodes a receipt sent as base64: a PNG or JPEG of 5 MB at most, else `deposit.receipt.invalid`. */
export const readReceipt = (base64: string): { contentType: ReceiptType; image: Buffer } => {
  const image = Buffer.from(base64, 'base64');
  const contentType = sniffImage(image);
  if (!contentType || image.byteLength > RECEIPT_MAX_BYTES) throw new PlatformError('deposit.receipt.invalid');
  return { contentType, image };
};
