import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../env.ts';

/*
 * The secret the payment provider signs its notifications with, shared with the platform:
 * PAYMENT_PROVIDER_SECRET when set (a real provider's, or one shared by several servers),
 * otherwise a random one the first server writes to DATA_DIR/payment-provider-secret, readable
 * only by its owner, as it does the operator token. The embedded provider reads the same one.
 */
const MIN_LENGTH = 32;

export const paymentSecretPath = (env: Pick<Env, 'DATA_DIR'>) => resolve(env.DATA_DIR, 'payment-provider-secret');

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

/** The shared secret, made and stored on first use; read once per process. */
export const paymentSecret = (env: Pick<Env, 'DATA_DIR' | 'PAYMENT_PROVIDER_SECRET'>): string => {
  if (env.PAYMENT_PROVIDER_SECRET) return env.PAYMENT_PROVIDER_SECRET;
  const path = paymentSecretPath(env);
  const known = made.get(path);
  if (known) return known;
  let secret = readSecretFile(path);
  if (secret) chmodSync(path, 0o600);
  else {
    mkdirSync(env.DATA_DIR, { recursive: true });
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
