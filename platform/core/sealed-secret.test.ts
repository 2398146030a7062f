import { describe, expect, it } from 'vitest';
import { isSealed, openOrLegacy, seal, SealedSecretError, unseal } from './sealed-secret.ts';

const env = { DATA_DIR: '/nonexistent', TOTP_SECRET_KEY: 'k'.repeat(40) };
const otherKey = { ...env, TOTP_SECRET_KEY: 'o'.repeat(40) };
const SECRET = 'client-secret-0123456789';

describe('sealed secrets', () => {
  it('keeps no trace of the value, and opens only under its binding and key', () => {
    const sealed = seal(env, 'social-client-secret:standin', SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(SECRET);
    // A fresh IV each time: the same value seals differently.
    expect(seal(env, 'social-client-secret:standin', SECRET)).not.toBe(sealed);
    expect(unseal(env, 'social-client-secret:standin', sealed)).toBe(SECRET);
    expect(unseal(env, 'social-client-secret:other', sealed)).toBeNull();
    expect(unseal(otherKey, 'social-client-secret:standin', sealed)).toBeNull();
  });

  it('refuses a tampered or truncated value', () => {
    const sealed = seal(env, '42', SECRET);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[14] = raw[14]! ^ 1;
    expect(unseal(env, '42', `v1.${raw.toString('base64url')}`)).toBeNull();
    expect(unseal(env, '42', 'v1.AAAA')).toBeNull();
    expect(unseal(env, '42', SECRET)).toBeNull();
  });

  it('takes a plain value of an earlier version as legacy, and names the row, never the value, when one does not open', () => {
    expect(openOrLegacy(env, 'b', SECRET, 'the row')).toEqual({ value: SECRET, legacy: true });
    expect(openOrLegacy(env, 'b', seal(env, 'b', SECRET), 'the row')).toEqual({ value: SECRET, legacy: false });
    const moved = () => openOrLegacy(env, 'b', seal(env, 'a', SECRET), 'the client secret of social provider standin');
    expect(moved).toThrow(SealedSecretError);
    expect(moved).toThrow(/social provider standin does not open with the key of TOTP_SECRET_KEY/);
    try {
      openOrLegacy(otherKey, 'a', seal(env, 'a', SECRET), 'the row');
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(SECRET);
    }
  });
});
