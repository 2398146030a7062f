import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../env.ts';

/*
 * The operator API's bearer token: OPERATOR_TOKEN when set (several servers then share one),
 * otherwise a random token the first server writes to DATA_DIR/operator-token, readable only by
 * its owner, which the CLI on the same machine reads back.
 */
const MIN_LENGTH = 32;

export const operatorTokenPath = (env: Pick<Env, 'DATA_DIR'>) => resolve(env.DATA_DIR, 'operator-token');

const readTokenFile = (path: string): string | null => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (text.length < MIN_LENGTH) throw new Error(`${path} does not hold a token; delete it and restart the server`);
  return text;
};

/** The token the CLI sends, or null when neither the environment nor the data folder has one. */
export const readOperatorToken = (env: Pick<Env, 'DATA_DIR' | 'OPERATOR_TOKEN'>): string | null => env.OPERATOR_TOKEN ?? readTokenFile(operatorTokenPath(env));

/** The token the server accepts, made and stored on first use. */
export const ensureOperatorToken = (env: Pick<Env, 'DATA_DIR' | 'OPERATOR_TOKEN'>): string => {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const path = operatorTokenPath(env);
  const existing = readTokenFile(path);
  if (existing) {
    chmodSync(path, 0o600);
    return existing;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two servers start together, the first writer wins and the other reads its token.
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readTokenFile(path) ?? token;
  }
};

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison; hashing first makes the lengths equal without revealing the real one. */
export const tokensMatch = (given: string | undefined, expected: string): boolean => given !== undefined && timingSafeEqual(digest(given), digest(expected));
