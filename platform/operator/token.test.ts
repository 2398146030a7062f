import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureOperatorToken, operatorTokenPath, readOperatorToken, tokensMatch } from './token.ts';

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'operator-token-')), 'data');

describe('operator token', () => {
  it('is made once, stored readable by its owner only, and read back by the CLI', () => {
    const env = { DATA_DIR: dataDir(), OPERATOR_TOKEN: undefined };
    expect(readOperatorToken(env)).toBeNull();
    const token = ensureOperatorToken(env);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(operatorTokenPath(env)).mode & 0o777).toBe(0o600);
    expect(ensureOperatorToken(env)).toBe(token);
    expect(readOperatorToken(env)).toBe(token);
  });

  it('comes from OPERATOR_TOKEN when set, and then no file is written', () => {
    const env = { DATA_DIR: dataDir(), OPERATOR_TOKEN: 'from-the-environment-0123456789abcdef' };
    expect(ensureOperatorToken(env)).toBe(env.OPERATOR_TOKEN);
    expect(readOperatorToken(env)).toBe(env.OPERATOR_TOKEN);
    expect(() => readFileSync(operatorTokenPath(env))).toThrow();
  });

  it('refuses a token file that holds no real token', () => {
    const env = { DATA_DIR: dataDir(), OPERATOR_TOKEN: undefined };
    ensureOperatorToken(env);
    writeFileSync(operatorTokenPath(env), 'short\n');
    expect(() => readOperatorToken(env)).toThrow(/does not hold a token/);
  });

  it('matches only the exact token', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abd', 'abc')).toBe(false);
    expect(tokensMatch('abcd', 'abc')).toBe(false);
    expect(tokensMatch(undefined, 'abc')).toBe(false);
  });
});
