import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../env.ts';

/*
 * Secrets the platform keeps beside its database: the one the payment provider signs its
 * notifications with (PAYMENT_PROVIDER_SECRET), and the key the authenticator apps' secrets are
 * encrypted with (TOTP_SECRET_KEY). Each comes from its variable when set (one shared by several
 * servers), otherwise from a random one the first server writes to DATA_DIR, readable only by its
 * owner, as it does the operator token.
 */
const MIN_LENGTH = 32;

export const paymentSecretPath = (env: Pick<Env, 'DATA_DIR'>) => resolve(env.DATA_DIR, 'payment-provider-secret');
const totpKeyPath = (env: Pick<Env, 'DATA_DIR'>) => resolve(env.DATA_DIR, 'totp-secret-key');

const readSecretFile = (path: string): string | null => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (text.length < MIN_LENGTH) throw new Error(`${path} does not hold a secret; delete it and restart the server`);
  return text;
};

const made = new Map<string, string>();

/** The secret in the file at `path`, made and stored on first use; read once per process. */
const fileSecret = (dataDir: string, path: string): string => {
  const known = made.get(path);
  if (known) return known;
  let secret = readSecretFile(path);
  if (secret) chmodSync(path, 0o600);
  else {
    mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(32).toString('base64url');
    try {
      // 'wx': when two servers start together, the first writer wins and the other reads its secret.
      writeFileSync(path, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
      secret = fresh;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      secret = readSecretFile(path) ?? fresh;
    }
  }
  made.set(path, secret);
  return secret;
};

/** The shared secret, made and stored on first use; read once per process. */
export const paymentSecret = (env: Pick<Env, 'DATA_DIR' | 'PAYMENT_PROVIDER_SECRET'>): string =>
  env.PAYMENT_PROVIDER_SECRET ?? fileSecret(env.DATA_DIR, paymentSecretPath(env));

/** The key material of the authenticator apps' secrets. Losing it turns every member's app off in effect. */
export const totpSecretKey = (env: Pick<Env, 'DATA_DIR' | 'TOTP_SECRET_KEY'>): string => env.TOTP_SECRET_KEY ?? fileSecret(env.DATA_DIR, totpKeyPath(env));
