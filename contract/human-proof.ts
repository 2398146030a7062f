import { leadingZeroBits, proofInput, type HumanChallenge, type HumanProof } from './accounts.ts';

/**
 * The browser's half of the human verification (contract/accounts.ts): finds a nonce whose
 * SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits. The expected work is
 * 2^difficulty hashes (about 65,000 at the default 16 bits).
 */

/** SHA-256 of some bytes; WebCrypto's by default, replaceable (e.g. by a synchronous hash in tests). */
export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer | Uint8Array> | ArrayBuffer | Uint8Array;

export const webCryptoSha256: Sha256 = (data) => crypto.subtle.digest('SHA-256', data);

/** Nonces hashed between two yields to the event loop, so the page stays responsive while solving. */
export const SOLVE_BATCH = 2_000;

/** The proof schema accepts at most 12 digits. */
const MAX_NONCE = 999_999_999_999;

/** Lets rendering and input run; `scheduler.yield` where the browser has it, a macrotask otherwise. */
const yieldToEventLoop = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

const meets = (digest: ArrayBuffer | Uint8Array, difficulty: number) =>
  leadingZeroBits(digest instanceof Uint8Array ? digest : new Uint8Array(digest)) >= difficulty;

/**
 * Solves a challenge from `GET /wps/captcha/human`. Each batch of nonces is hashed side by side
 * (WebCrypto works off the main thread), then the solver yields. Rejects with the signal's reason
 * when `signal` aborts, e.g. when the form closes.
 */
export const solveHumanChallenge = async (challenge: HumanChallenge, digest: Sha256 = webCryptoSha256, signal?: AbortSignal): Promise<HumanProof> => {
  const encoder = new TextEncoder();
  for (let start = 0; start <= MAX_NONCE; start += SOLVE_BATCH) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: Math.min(SOLVE_BATCH, MAX_NONCE - start + 1) }, (_, i) => String(start + i));
    const digests = await Promise.all(nonces.map((nonce) => digest(encoder.encode(proofInput(challenge.challenge, nonce)))));
    const found = digests.findIndex((d) => meets(d, challenge.difficulty));
    if (found >= 0) return { challenge: challenge.challenge, nonce: nonces[found]! };
    await yieldToEventLoop();
  }
  throw new Error('No nonce satisfies the challenge');
};
