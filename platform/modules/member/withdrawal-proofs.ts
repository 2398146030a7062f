import { PROOF_MAX_BYTES, PROOF_MAX_COUNT, type ProofType } from '../../../contract/withdrawal-confirmation.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, type RateRule } from '../../core/rate-limit.ts';

/*
 * The images a member sends to show a payout did not arrive. Everything cheap is checked first,
 * for all of them: how many, how large, and whether each starts as a PNG or a JPEG, whatever it
 * claims. Only then does sharp (libvips) decode each, turn it upright and write it again in its
 * own format, so nothing the member sent is kept as sent: no metadata (a phone's location), no
 * trailing payload, no second format hiding in the file. The operator downloads what is written.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** A decoding bomb (a tiny file of a huge image) stops here: 40 megapixels is more than any phone screenshot or photo. */
const MAX_INPUT_PIXELS = 40_000_000;
/** A statement stays readable at this size, and a proof costs the database a bounded amount. */
const MAX_SIDE = 2560;
const JPEG_QUALITY = 85;

/** Decoding costs the server far more than the upload costs the member: ten answers with proofs an hour each. */
export const PROOF_UPLOAD_LIMIT = { name: 'withdrawal-proofs', limit: 10, windowMs: 3_600_000 } as const satisfies RateRule;

export interface Proof {
  contentType: ProofType;
  image: Buffer;
}

interface Claimed {
  format: 'png' | 'jpeg';
  bytes: Buffer;
}

const formatOf = (bytes: Buffer): Claimed['format'] | null => {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
};

/** The proofs as bytes with the format they start as; `withdrawal.proof.count`, `.size` or `.invalid` for the first that fails. */
export const readProofs = (encoded: readonly string[]): Claimed[] => {
  if (encoded.length === 0 || encoded.length > PROOF_MAX_COUNT) throw new PlatformError('withdrawal.proof.count', { max: PROOF_MAX_COUNT });
  return encoded.map((text) => {
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length > PROOF_MAX_BYTES) throw new PlatformError('withdrawal.proof.size', { maxBytes: PROOF_MAX_BYTES });
    const format = formatOf(bytes);
    if (!format) throw new PlatformError('withdrawal.proof.invalid');
    return { format, bytes };
  });
};

const reencode = async ({ format, bytes }: Claimed): Promise<Proof> => {
  try {
    // Loaded on the first proof: its native library costs every process that never decodes one.
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false });
    if ((await image.metadata()).format !== format) throw new PlatformError('withdrawal.proof.invalid');
    const upright = image.autoOrient().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    return format === 'png'
      ? { contentType: 'image/png', image: await upright.png({ compressionLevel: 9 }).toBuffer() }
      : { contentType: 'image/jpeg', image: await upright.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer() };
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError('withdrawal.proof.invalid');
  }
};

/** Decodes and writes again a member's checked proofs, one after another: one answer holds at most one core. */
export const reencodeProofs = async (p: Platform, memberId: number, proofs: readonly Claimed[]): Promise<Proof[]> => {
  await consume(p, PROOF_UPLOAD_LIMIT, String(memberId));
  const written: Proof[] = [];
  for (const proof of proofs) written.push(await reencode(proof));
  return written;
};
