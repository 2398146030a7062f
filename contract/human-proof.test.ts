import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { humanProofSchema, leadingZeroBits, proofInput, type HumanChallenge } from './accounts.ts';
import { solveHumanChallenge, SOLVE_BATCH, type Sha256 } from './human-proof.ts';

const challengeOf = (difficulty: number): HumanChallenge => ({
  challenge: `test-challenge-${difficulty}-${Math.random().toString(36).slice(2)}`,
  difficulty,
  expiresAt: Date.now() + 300_000,
});

const bitsOf = (challenge: string, nonce: string) => leadingZeroBits(createHash('sha256').update(proofInput(challenge, nonce)).digest());

describe('solveHumanChallenge', () => {
  it('finds a nonce with the leading zero bits asked for, with WebCrypto', async () => {
    const challenge = challengeOf(8);
    const proof = await solveHumanChallenge(challenge);
    expect(humanProofSchema.parse(proof)).toEqual(proof);
    expect(proof.challenge).toBe(challenge.challenge);
    expect(bitsOf(proof.challenge, proof.nonce)).toBeGreaterThanOrEqual(8);
  });

  it('solves the default 16-bit challenge in reasonable time', async () => {
    const started = performance.now();
    const proof = await solveHumanChallenge(challengeOf(16));
    expect(bitsOf(proof.challenge, proof.nonce)).toBeGreaterThanOrEqual(16);
    // 65,536 hashes on average; a slow CI machine still stays far below this.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('returns the first nonce of the batch that satisfies the challenge', async () => {
    const challenge = challengeOf(4);
    const proof = await solveHumanChallenge(challenge);
    for (let n = 0; n < Number(proof.nonce); n++) expect(bitsOf(challenge.challenge, String(n))).toBeLessThan(4);
  });

  it('accepts another SHA-256, synchronous or not', async () => {
    const calls: number[] = [];
    const sync: Sha256 = (data) => {
      calls.push(1);
      return createHash('sha256').update(data).digest();
    };
    const proof = await solveHumanChallenge(challengeOf(10), sync);
    expect(bitsOf(proof.challenge, proof.nonce)).toBeGreaterThanOrEqual(10);
    expect(calls.length).toBeGreaterThan(Number(proof.nonce));
  });

  it('yields to the event loop between batches', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    // No digest ever has 32 zero bits here, so the solver runs until aborted.
    const never: Sha256 = () => new Uint8Array(32).fill(255);
    const controller = new AbortController();
    const solving = solveHumanChallenge(challengeOf(32), never, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort(new Error('closed'));
    await expect(solving).rejects.toThrow('closed');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(1);
    expect(SOLVE_BATCH).toBe(2_000);
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(solveHumanChallenge(challengeOf(16), undefined, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
