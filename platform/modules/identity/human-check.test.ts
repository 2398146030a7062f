import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanChallengeSchema, leadingZeroBits, proofInput, type HumanChallenge } from '../../../contract/accounts.ts';
import { solveHumanChallenge, type Sha256 } from '../../../contract/human-proof.ts';
import { settings } from '../../db/schema/index.ts';
import { randomIp, setSetting } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import {
  DEFAULT_HUMAN_DIFFICULTY,
  DIFFICULTY_SETTING,
  HUMAN_CHALLENGE_IP_LIMIT,
  HUMAN_CHALLENGE_TTL_MS,
  issueHumanChallenge,
  verifyHumanProof,
} from './human-check.ts';

const nodeSha256: Sha256 = (data) => createHash('sha256').update(data).digest();
const solve = (challenge: HumanChallenge) => solveHumanChallenge(challenge, nodeSha256);
const bitsOf = (challenge: string, nonce: string) => leadingZeroBits(createHash('sha256').update(proofInput(challenge, nonce)).digest());

/** A nonce that does not meet the difficulty. */
const wrongNonce = (challenge: HumanChallenge) => {
  for (let n = 0; ; n++) if (bitsOf(challenge.challenge, String(n)) < challenge.difficulty) return String(n);
};

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

describe.each(TEST_DATABASES)('human check on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  it('hands out a signed 16-bit challenge for five minutes through GET /wps/captcha/human', async () => {
    const res = await t.request('/wps/captcha/human', { ip: randomIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = humanChallengeSchema.parse((await res.json()).value);
    expect(challenge.difficulty).toBe(DEFAULT_HUMAN_DIFFICULTY);
    expect(challenge.expiresAt).toBe(clock + HUMAN_CHALLENGE_TTL_MS);
    expect(await codeOf(verifyHumanProof(t.platform, await solveHumanChallenge(challenge)))).toBe('ok');
  });

  it('keeps its secret in the settings table, never in the challenge', async () => {
    const challenge = await issueHumanChallenge(t.platform, randomIp());
    const [row] = await t.platform.db.select().from(settings).where(eq(settings.key, 'humanCheckSecret'));
    expect(typeof row?.value).toBe('string');
    expect(challenge.challenge).not.toContain(row!.value as string);
  });

  it('accepts a proof once', async () => {
    const proof = await solve(await issueHumanChallenge(t.platform, randomIp()));
    expect(await codeOf(verifyHumanProof(t.platform, proof))).toBe('ok');
    expect(await codeOf(verifyHumanProof(t.platform, proof))).toBe('human.verification.failed');
  });

  it('refuses a nonce short of the difficulty, and does not spend the challenge on it', async () => {
    const challenge = await issueHumanChallenge(t.platform, randomIp());
    expect(await codeOf(verifyHumanProof(t.platform, { challenge: challenge.challenge, nonce: wrongNonce(challenge) }))).toBe('human.verification.failed');
    expect(await codeOf(verifyHumanProof(t.platform, await solve(challenge)))).toBe('ok');
  });

  it('refuses challenges it did not sign, or signed with another difficulty', async () => {
    const challenge = await issueHumanChallenge(t.platform, randomIp());
    const [id, expiry, bits, signature] = challenge.challenge.split('.') as [string, string, string, string];
    const forged = [
      `${id}.${expiry}.1.${signature}`,
      `${id}.${Number(expiry) + 60_000}.${bits}.${signature}`,
      `${'A'.repeat(22)}.${expiry}.${bits}.${signature}`,
      `${id}.${expiry}.${bits}.${'A'.repeat(43)}`,
    ];
    for (const text of forged) {
      const proof = await solve({ ...challenge, challenge: text, difficulty: Number(text.split('.')[2]) });
      expect(await codeOf(verifyHumanProof(t.platform, proof)), text).toBe('human.verification.failed');
    }
  });

  it('refuses a missing or malformed proof', async () => {
    const challenge = await issueHumanChallenge(t.platform, randomIp());
    for (const proof of [
      undefined,
      null,
      {},
      { challenge: challenge.challenge },
      { challenge: challenge.challenge, nonce: 'abc' },
      { challenge: 'x'.repeat(40), nonce: '1' },
    ]) {
      expect(await codeOf(verifyHumanProof(t.platform, proof)), JSON.stringify(proof)).toBe('human.verification.failed');
    }
  });

  it('refuses an expired challenge', async () => {
    const proof = await solve(await issueHumanChallenge(t.platform, randomIp()));
    clock += HUMAN_CHALLENGE_TTL_MS + 1;
    expect(await codeOf(verifyHumanProof(t.platform, proof))).toBe('human.verification.failed');
  });

  it('follows the difficulty setting, and falls back to the default when it is out of range', async () => {
    await setSetting(t, DIFFICULTY_SETTING, 6);
    const easy = await issueHumanChallenge(t.platform, randomIp());
    expect(easy.difficulty).toBe(6);
    await setSetting(t, DIFFICULTY_SETTING, 99);
    expect((await issueHumanChallenge(t.platform, randomIp())).difficulty).toBe(DEFAULT_HUMAN_DIFFICULTY);
    // A challenge keeps the difficulty it was signed with.
    expect(await codeOf(verifyHumanProof(t.platform, await solve(easy)))).toBe('ok');
    await t.platform.db.delete(settings).where(eq(settings.key, DIFFICULTY_SETTING));
  });

  it(`limits an address to ${HUMAN_CHALLENGE_IP_LIMIT.limit} challenges a minute`, async () => {
    const ip = randomIp();
    for (let n = 0; n < HUMAN_CHALLENGE_IP_LIMIT.limit; n++) await issueHumanChallenge(t.platform, ip);
    const res = await t.request('/wps/captcha/human', { ip });
    expect(res.status).toBe(429);
    expect((await res.json()).errorCode).toBe('TOO_MANY_REQUESTS');
    clock += HUMAN_CHALLENGE_IP_LIMIT.windowMs;
    expect((await t.request('/wps/captcha/human', { ip })).status).toBe(200);
  });
});
