import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, loginAttempt, randomIp, uniqueName } from '../../testing/session-fixtures.ts';
import { LOGIN_LIMITS } from './login-guard.ts';

/*
 * Issue 11: correct logins racing each other from one address must not look like failures. Only
 * settled failures count toward the captcha and the limits; a burst of parallel guesses is still
 * refused before most of it reaches the password check.
 */
describe.each(TEST_DATABASES)('concurrent logins on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  const password = 'Racing2026ok';
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  const attempt = (username: string, secret: string, ip: string, solve = false) => loginAttempt(t, username, secret, ip, solve);
  const nextWindow = () => {
    clock = (Math.floor(clock / LOGIN_LIMITS.ip.windowMs) + 1) * LOGIN_LIMITS.ip.windowMs + 1_000;
  };

  it('lets six concurrent correct logins to one account from one address all in, and again', async () => {
    const player = await createMember(t, { account: uniqueName('racer'), password });
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(Array.from({ length: 6 }, () => attempt(player.account, password, ip)));
      expect(results.map((r) => r.code)).toEqual(Array(6).fill('ok'));
    }
  });

  it('lets six concurrent correct logins to six accounts from one address all in, and again', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createMember(t, { account: uniqueName('house'), password })));
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(players.map((player) => attempt(player.account, password, ip)));
      expect(results.map((r) => r.code)).toEqual(Array(6).fill('ok'));
    }
  });

  it('still asks an account for a captcha after one wrong password', async () => {
    const player = await createMember(t, { account: uniqueName('once'), password });
    expect((await attempt(player.account, 'wrong-1', randomIp())).code).toBe('login.password.invalid');
    expect((await attempt(player.account, password, randomIp())).code).toBe('captcha.required');
    expect((await attempt(player.account, password, randomIp(), true)).code).toBe('ok');
  });

  it('still asks an address for a captcha after three wrong passwords', async () => {
    const ip = randomIp();
    const player = await createMember(t, { account: uniqueName('shared'), password });
    for (let n = 0; n < 3; n++) {
      const other = await createMember(t, { account: uniqueName('typo'), password });
      expect((await attempt(other.account, `wrong-${n}`, ip)).code).toBe('login.password.invalid');
    }
    expect((await attempt(player.account, password, ip)).code).toBe('captcha.required');
    expect((await attempt(player.account, password, ip, true)).code).toBe('ok');
  });

  it('still refuses an address after fifteen failures', async () => {
    nextWindow();
    const ip = randomIp();
    for (let n = 0; n < LOGIN_LIMITS.ip.limit; n++) {
      expect((await attempt(uniqueName('nobody'), password, ip, n >= 3)).code).toBe('USER_NOT_EXIST');
    }
    const player = await createMember(t, { account: uniqueName('behind'), password });
    expect(await attempt(player.account, password, ip, true)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('refuses most of a parallel burst of twenty wrong guesses on one account from one address', async () => {
    const player = await createMember(t, { account: uniqueName('burst'), password });
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => attempt(player.account, `burst-${n}`, ip)));
    const codes = results.map((r) => r.code);
    const checked = codes.filter((c) => c === 'login.password.invalid').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThan(10);
    expect(codes.every((c) => ['login.password.invalid', 'captcha.required', 'TOO_MANY_REQUESTS'].includes(c))).toBe(true);
    // The burst failed: the account and the address now ask for a captcha.
    expect((await attempt(player.account, password, randomIp())).code).toBe('captcha.required');
    expect((await attempt(player.account, password, ip, true)).code).toMatch(/^(ok|TOO_MANY_REQUESTS)$/);
  });
});
