import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { LOGIN_LIMITS } from './login-guard.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, loginAttempt, randomIp, uniqueName } from '../../testing/session-fixtures.ts';

/*
 * 200 wrong passwords against one account: from one address, from many, with and without solved
 * captchas (a captcha farm). The attacker is refused; the owner is never locked out beyond the
 * five-minute window. Attempts past a limit are refused before the argon2 check, which keeps
 * this test to a few seconds.
 */
describe.each(TEST_DATABASES)('password brute force on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  const password = 'Owner2026ok';
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  const attempt = (username: string, secret: string, ip: string, solve: boolean) => loginAttempt(t, username, secret, ip, solve);
  const nextWindow = () => {
    clock = (Math.floor(clock / LOGIN_LIMITS.account.windowMs) + 1) * LOGIN_LIMITS.account.windowMs + 1_000;
  };
  const tally = (codes: string[]) => codes.reduce<Record<string, number>>((out, code) => ({ ...out, [code]: (out[code] ?? 0) + 1 }), {});

  it('refuses 200 guesses and still lets the owner in after the window', async () => {
    const victim = await createMember(t, { account: uniqueName('victim'), password });
    const started = Date.now();
    const codes: string[] = [];

    // One address, no captcha: the first guess is checked, then the captcha, then the address is cut off.
    const fixed = randomIp();
    for (let n = 0; n < 60; n++) codes.push((await attempt(victim.account, `guess-${n}`, fixed, false)).code);
    expect(codes[0]).toBe('login.password.invalid');
    expect(new Set(codes.slice(1, LOGIN_LIMITS.ip.limit))).toEqual(new Set(['captcha.required']));
    expect(new Set(codes.slice(LOGIN_LIMITS.ip.limit))).toEqual(new Set(['TOO_MANY_REQUESTS']));
    // Even the right password is refused from there during the window.
    expect((await attempt(victim.account, password, fixed, true)).code).toBe('TOO_MANY_REQUESTS');

    // Many addresses, most without a captcha, every fourth with one solved.
    for (let n = 60; n < 200; n++) codes.push((await attempt(victim.account, `guess-${n}`, randomIp(), n % 4 === 0)).code);
    const counts = tally(codes);
    expect(Object.keys(counts).sort()).toEqual(['TOO_MANY_REQUESTS', 'captcha.required', 'login.password.invalid']);
    // Only guesses within the account's limit ever reached the password check.
    expect(counts['login.password.invalid']).toBeLessThanOrEqual(LOGIN_LIMITS.account.limit);
    expect(codes).toHaveLength(200);

    // During the window the owner is held back too, with the same answer as the attacker.
    expect((await attempt(victim.account, password, randomIp(), true)).code).toBe('TOO_MANY_REQUESTS');

    // The window passes: the attacker, without a captcha, cannot count against the account any more...
    nextWindow();
    for (let n = 0; n < 20; n++)
      expect((await attempt(victim.account, `later-${n}`, randomIp(), false)).code).toMatch(/^(captcha\.required|login\.password\.invalid)$/);
    // ...and the owner logs in, solving the captcha the guard asks for.
    const owner = await attempt(victim.account, password, randomIp(), true);
    expect(owner).toEqual({ status: 200, code: 'ok' });
    const [row] = await t.platform.db.select().from(members).where(eq(members.id, victim.id));
    expect(row!.status).toBe('active');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('lets the owner in after the window without a captcha when the attacker has stopped', async () => {
    const victim = await createMember(t, { account: uniqueName('quiet'), password });
    for (let n = 0; n < 200; n++) await attempt(victim.account, `guess-${n}`, randomIp(), n % 2 === 0);
    expect((await attempt(victim.account, password, randomIp(), true)).code).toBe('TOO_MANY_REQUESTS');
    nextWindow();
    expect(await attempt(victim.account, password, randomIp(), false)).toEqual({ status: 200, code: 'ok' });
  });
});
