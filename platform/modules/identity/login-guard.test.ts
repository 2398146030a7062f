import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, postLogin, randomIp, uniqueName } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { storeCaptcha } from './captcha.ts';
import { LOGIN_BURST, LOGIN_LIMITS } from './login-guard.ts';

describe.each(TEST_DATABASES)('login brute-force guard on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  const password = 'Guarded2026';
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  /** A solved captcha: the cookie to send and its answer. */
  const solved = async () => {
    const id = await storeCaptcha(t.platform, 'HK3W');
    return { cookie: `captchaId=${id}`, captcha: 'hk3w' };
  };
  const attempt = async (payload: Record<string, unknown>, ip: string, withCaptcha = false) => {
    const extra = withCaptcha ? await solved() : undefined;
    const res = await postLogin(t, extra ? { ...payload, captcha: extra.captcha } : payload, {
      ip,
      ...(extra ? { cookie: extra.cookie } : {}),
    });
    return { status: res.status, body: await res.json() };
  };

  it('asks for a captcha after an account fails once, and checks it', async () => {
    const player = await createMember(t, { account: uniqueName('captcha'), password });
    const first = await attempt({ username: player.account, password: 'wrong-1' }, randomIp());
    expect(first.body).toMatchObject({ errorCode: 'login.password.invalid', value: { captcha: true } });

    const bare = await attempt({ username: player.account, password }, randomIp());
    expect(bare).toMatchObject({ status: 400, body: { errorCode: 'captcha.required', value: { captcha: true } } });

    const { cookie } = await solved();
    const wrong = await postLogin(t, { username: player.account, password, captcha: 'XXXX' }, { cookie });
    expect(await wrong.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // The captcha was used up by the wrong answer: its right answer no longer works either.
    const reused = await postLogin(t, { username: player.account, password, captcha: 'HK3W' }, { cookie });
    expect((await reused.json()).errorCode).toBe('captcha.invalid');

    expect((await attempt({ username: player.account, password }, randomIp(), true)).status).toBe(200);
    // Success clears the account's failures: no captcha needed any more.
    expect((await attempt({ username: player.account, password }, randomIp())).status).toBe(200);
  });

  it('asks for a captcha from an address after a few failures on any accounts', async () => {
    const ip = randomIp();
    for (let n = 0; n < 3; n++) {
      expect((await attempt({ username: uniqueName('spray'), password }, ip)).body.errorCode).toBe('USER_NOT_EXIST');
    }
    const player = await createMember(t, { account: uniqueName('sprayed'), password });
    expect((await attempt({ username: player.account, password }, ip)).body.errorCode).toBe('captcha.required');
    expect((await attempt({ username: player.account, password }, ip, true)).status).toBe(200);
  });

  it('locks an account after its limit of failures until the window has passed', async () => {
    const player = await createMember(t, { account: uniqueName('locked'), password });
    for (let n = 0; n < LOGIN_LIMITS.account.limit; n++) {
      const failed = await attempt({ username: player.account, password: `guess-${n}` }, randomIp(), n > 0);
      expect(failed.body.errorCode).toBe('login.password.invalid');
    }
    const owner = await attempt({ username: player.account, password }, randomIp(), true);
    expect(owner).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });

    clock += LOGIN_LIMITS.account.windowMs;
    expect((await attempt({ username: player.account, password }, randomIp())).status).toBe(200);
  });

  it('does not let attempts without a captcha lock the owner out', async () => {
    const player = await createMember(t, { account: uniqueName('victim'), password });
    await attempt({ username: player.account, password: 'wrong-1' }, randomIp());
    for (let n = 0; n < LOGIN_LIMITS.account.limit + 5; n++) {
      expect((await attempt({ username: player.account, password: `bot-${n}` }, randomIp())).body.errorCode).toBe('captcha.required');
    }
    expect((await attempt({ username: player.account, password }, randomIp(), true)).status).toBe(200);
  });

  it('limits failures per address whichever accounts they target', async () => {
    const ip = randomIp();
    for (let n = 0; n < LOGIN_LIMITS.ip.limit; n++) {
      expect((await attempt({ username: uniqueName('many'), password }, ip, n >= 3)).body.errorCode).toBe('USER_NOT_EXIST');
    }
    const player = await createMember(t, { account: uniqueName('behindnat'), password });
    expect((await attempt({ username: player.account, password }, ip, true)).status).toBe(429);
    expect((await attempt({ username: player.account, password }, randomIp())).status).toBe(200);

    clock += LOGIN_LIMITS.ip.windowMs;
    expect((await attempt({ username: player.account, password }, ip)).status).toBe(200);
  });

  it('holds parallel guesses in flight to the burst guard, so a burst gets no more than its bound', async () => {
    const player = await createMember(t, { account: uniqueName('burst'), password });
    const results = await Promise.all(Array.from({ length: 15 }, (_, n) => attempt({ username: player.account, password: `burst-${n}` }, randomIp(), n > 0)));
    const checked = results.filter((r) => r.body.errorCode === 'login.password.invalid').length;
    expect(checked).toBeGreaterThan(0);
    // Not the failure limit: six correct logins racing on one account must all get in (issue 11).
    expect(checked).toBeLessThanOrEqual(LOGIN_BURST.account);
    const codes = new Set(results.map((r) => r.body.errorCode));
    expect([...codes].every((c) => ['login.password.invalid', 'TOO_MANY_REQUESTS', 'captcha.required'].includes(c))).toBe(true);
  });
});
