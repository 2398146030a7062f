import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { humanProofSchema, leadingZeroBits, proofInput, type HumanChallenge } from '../../../contract/accounts.ts';
import type { Platform } from '../../context.ts';
import { settings } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';

/**
 * Human verification without an outside service (contract/accounts.ts): a proof of work over a
 * challenge the platform signed. Nothing is stored when a challenge is handed out; the signature
 * proves it is ours, its expiry is inside it, and the shared store remembers a challenge only once
 * it has been used, until it would have expired anyway.
 *
 * Challenge text: `<id>.<expiresAt ms>.<difficulty>.<signature>`, where id is 16 random bytes and
 * the signature an HMAC-SHA256 of the rest, all base64url. The difficulty is signed too, so a
 * change of the setting never makes an outstanding challenge easier or harder.
 */
type HumanPlatform = Pick<Platform, 'db' | 'kv' | 'now'>;

export const HUMAN_CHALLENGE_TTL_MS = 5 * 60_000;
export const DEFAULT_HUMAN_DIFFICULTY = 16;
export const HUMAN_CHALLENGE_IP_LIMIT = { name: 'human-ip', limit: 30, windowMs: 60_000 };

const SECRET_SETTING = 'humanCheckSecret';
/** Settings row for the number of leading zero bits a proof needs (1..32). */
export const DIFFICULTY_SETTING = 'humanCheckDifficulty';

const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const difficultySchema = z.number().int().min(1).max(32);
const CHALLENGE_SHAPE = /^([A-Za-z0-9_-]{22})\.([0-9]{1,15})\.([0-9]{1,2})\.([A-Za-z0-9_-]{43})$/;

const readSecret = async (p: HumanPlatform) => {
  const [row] = await p.db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_SETTING));
  const parsed = secretSchema.safeParse(row?.value);
  return parsed.success ? Buffer.from(parsed.data, 'base64url') : null;
};

/*
 * Every process must accept the challenges any of them handed out, so the secret lives in the
 * settings table; insert-if-absent makes processes that start together settle on one secret
 * (as services/crypto.ts does for the RSA key).
 */
const loadOrCreateSecret = async (p: HumanPlatform): Promise<Buffer> => {
  const existing = await readSecret(p);
  if (existing) return existing;
  const value = randomBytes(32).toString('base64url');
  await p.db.insert(settings).values({ key: SECRET_SETTING, value, updatedAt: p.now() }).onConflictDoNothing();
  const stored = await readSecret(p);
  if (!stored) throw new Error(`The settings row '${SECRET_SETTING}' is not a valid secret`);
  return stored;
};

const secrets = new WeakMap<object, Promise<Buffer>>();
const secretOf = (p: HumanPlatform): Promise<Buffer> => {
  // Keyed by the database, which outlives the Platform objects built around it.
  let secret = secrets.get(p.db);
  if (!secret) {
    secret = loadOrCreateSecret(p);
    secret.catch(() => secrets.delete(p.db));
    secrets.set(p.db, secret);
  }
  return secret;
};

/** The site's difficulty, or the default when the setting is missing or out of range. */
export const humanDifficulty = async (p: HumanPlatform): Promise<number> => {
  const [row] = await p.db.select({ value: settings.value }).from(settings).where(eq(settings.key, DIFFICULTY_SETTING));
  const parsed = difficultySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_HUMAN_DIFFICULTY;
};

const sign = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest();

/** A new challenge for `GET /wps/captcha/human`; at most HUMAN_CHALLENGE_IP_LIMIT per address. */
export const issueHumanChallenge = async (p: HumanPlatform, ip: string): Promise<HumanChallenge> => {
  await consume(p, HUMAN_CHALLENGE_IP_LIMIT, ipSubject(ip));
  const [secret, difficulty] = await Promise.all([secretOf(p), humanDifficulty(p)]);
  const expiresAt = p.now().getTime() + HUMAN_CHALLENGE_TTL_MS;
  const body = `${randomBytes(16).toString('base64url')}.${expiresAt}.${difficulty}`;
  return { challenge: `${body}.${sign(secret, body).toString('base64url')}`, difficulty, expiresAt };
};

/**
 * Accepts a proof once: a challenge we signed, not expired, whose hash with the nonce has enough
 * leading zero bits, and not used before. Anything else is `human.verification.failed`. The
 * proof arrives unchecked, so a missing or malformed one fails the same way.
 */
export const verifyHumanProof = async (p: HumanPlatform, proof: unknown): Promise<void> => {
  const failed = () => new PlatformError('human.verification.failed');
  const parsed = humanProofSchema.safeParse(proof);
  if (!parsed.success) throw failed();
  const { challenge, nonce } = parsed.data;
  const parts = CHALLENGE_SHAPE.exec(challenge);
  if (!parts) throw failed();
  const [, id, expiry, bits, signature] = parts as unknown as [string, string, string, string, string];
  const expected = sign(await secretOf(p), `${id}.${expiry}.${bits}`);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) throw failed();
  const remaining = Number(expiry) - p.now().getTime();
  if (remaining <= 0) throw failed();
  const digest = createHash('sha256').update(proofInput(challenge, nonce)).digest();
  if (leadingZeroBits(digest) < Number(bits)) throw failed();
  if (!(await p.kv.setIfAbsent(`human:${id}`, '1', remaining))) throw failed();
};
