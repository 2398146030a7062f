import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Env } from '../env.ts';
import { totpSecretKey } from './payment-secret.ts';

/*
 * Secrets the platform must read back, kept in the database sealed (AES-256-GCM, node:crypto)
 * under the key of TOTP_SECRET_KEY, which lives outside the database: the authenticator apps'
 * secrets, the social providers' client secrets and the OpenID Connect stand-in's private key. Each
 * value is bound, as associated data, to what it belongs to (a member, a provider, a key id), so a
 * sealed value copied into another row does not open, and a copy of the database alone gives none
 * of them away.
 */

type KeyEnv = Pick<Env, 'DATA_DIR' | 'TOTP_SECRET_KEY'>;

/** What every sealed value starts with; a value without it was stored in plain text by an earlier version. */
const MARK = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (env: KeyEnv) => createHash('sha256').update(totpSecretKey(env)).digest();

export const isSealed = (stored: string) => stored.startsWith(MARK);

export const seal = (env: KeyEnv, binding: string, value: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv).setAAD(Buffer.from(binding));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${MARK}${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
};

/** The value of a sealed one, or null when it does not open: another key, tampered, or bound to something else. */
export const unseal = (env: KeyEnv, binding: string, stored: string): string | null => {
  if (!isSealed(stored)) return null;
  const raw = Buffer.from(stored.slice(MARK.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(env), raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(binding));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};

/** A sealed value that does not open where it must: the message names the row, never the value. */
export class SealedSecretError extends Error {
  constructor(what: string) {
    super(`${what} does not open with the key of TOTP_SECRET_KEY: the key changed, or the value was altered or moved from another row`);
    this.name = 'SealedSecretError';
  }
}

export type Opened = { value: string; legacy: boolean };

/**
 * A column earlier versions kept in plain text: a sealed value is opened, a plain one is taken as
 * it is and flagged `legacy`, for the caller to seal in place. A sealed one that does not open
 * throws, naming `what`.
 */
export const openOrLegacy = (env: KeyEnv, binding: string, stored: string, what: string): Opened => {
  if (!isSealed(stored)) return { value: stored, legacy: true };
  const value = unseal(env, binding, stored);
  if (value === null) throw new SealedSecretError(what);
  return { value, legacy: false };
};
