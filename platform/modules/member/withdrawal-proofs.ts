import type { Platform } from '../../context.ts';
import { consume, type RateRule } from '../../core/rate-limit.ts';
import { readImages, reencodeImages, type CheckedImage, type UploadCodes, type UploadedImage } from '../../core/uploaded-images.ts';

/*
 * The images a member sends to show a payout did not arrive: checked and written again by
 * core/uploaded-images.ts, with the withdrawal's own error codes.
 */

const PROOF_CODES: UploadCodes = { count: 'withdrawal.proof.count', size: 'withdrawal.proof.size', invalid: 'withdrawal.proof.invalid' };

/** Decoding costs the server far more than the upload costs the member: ten answers with proofs an hour each. */
export const PROOF_UPLOAD_LIMIT = { name: 'withdrawal-proofs', limit: 10, windowMs: 3_600_000 } as const satisfies RateRule;

/** The proofs as bytes with the format they start as; `withdrawal.proof.count`, `.size` or `.invalid` for the first that fails. */
export const readProofs = (encoded: readonly string[]): CheckedImage[] => readImages(encoded, PROOF_CODES);

/** Decodes and writes again a member's checked proofs, within the member's hourly allowance. */
export const reencodeProofs = async (p: Platform, memberId: number, proofs: readonly CheckedImage[]): Promise<UploadedImage[]> => {
  await consume(p, PROOF_UPLOAD_LIMIT, String(memberId));
  return reencodeImages(proofs, PROOF_CODES);
};
