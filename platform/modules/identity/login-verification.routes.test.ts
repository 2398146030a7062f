import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginVerifyRequiredSchema } from '../../../contract/accounts.ts';
import { encryptPayload } from '../../../contract/hybrid-crypto.ts';
import { ENCRYPTION_MAX_SKEW_MS } from '../../../contract/limits.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import { memberKnownIps } from '../../db/schema/index.ts';
import { VERIFY_LIMIT } from './login-verification.ts';
import { maskMobile } from './member-info.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import {
  createMember,
  lastSmsCode,
  outboxFor,
  postEncrypted,
  postJson,
  postLogin,
  publicKeyOf,
  randomIp,
  randomMobile,
  setModule,
  solvedCaptcha,
  uniqueName,
} from '../../testing/session-fixtures.ts';
import { expectSealedBodyOnce } from '../../testing/sealed-body-checks.ts';

describe.each(TEST_DATABASES)('login from a new address on %s', (kind) => {
  let t: TestPlatform;
  const clock = Date.now();
  const password = 'Known2026';
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    await setModule(t, 'LOGINIPVERF3', true);
  });
  afterAll(() => t.close());

  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
  const login = async (username: string, ip: string, extra: Record<string, unknown> = {}, solve = false) => {
    const captcha = solve ? await solvedCaptcha(t) : undefined;
    const body = { username, password, ...extra, ...(captcha ? { captcha: captcha.captcha } : {}) };
    return answer(await postLogin(t, body, { ip, ...(captcha ? { cookie: captcha.cookie } : {}) }));
  };
  const verify = async (payload: Record<string, unknown>, ip: string, solve = false) => {
    const captcha = solve ? await solvedCaptcha(t) : undefined;
    const body = { password, ...payload, ...(captcha ? { captcha: captcha.captcha } : {}) };
    return answer(await postEncrypted(t, '/wps/session/login/verification', body, { ip, ...(captcha ? { cookie: captcha.cookie } : {}) }));
  };
  /** A member with everything on file, logged in once from `home`. */
  const settled = async (extra: { email?: string | null; payeeName?: string | null; mobileNum?: string | null } = {}) => {
    const mobileNum = extra.mobileNum === undefined ? randomMobile() : extra.mobileNum;
    const member = await createMember(t, {
      account: uniqueName('known'),
      password,
      mobileNum,
      email: extra.email === undefined ? 'jane.doe@example.com' : extra.email,
      payeeName: extra.payeeName === undefined ? 'José Pérez Núñez' : extra.payeeName,
    });
    const home = randomIp();
    expect((await login(member.account, home)).status).toBe(200);
    return { member, home, mobileNum };
  };
  const knownIps = async (memberId: number) =>
    (await t.platform.db.select().from(memberKnownIps).where(eq(memberKnownIps.memberId, memberId))).map((row) => row.ip).sort();

  it('trusts the first login, asks from a new address and lists the methods the account has', async () => {
    const { member, home, mobileNum } = await settled();
    expect(await knownIps(member.id)).toEqual([home]);
    expect((await login(member.account, home)).status).toBe(200);

    const away = await login(member.account, randomIp());
    expect(away).toMatchObject({ status: 403, body: { errorCode: 'login_verify_required' } });
    expect(loginVerifyRequiredSchema.parse(away.body.value)).toEqual({
      methods: ['S', 'E', 'P'],
      maskedMobile: maskMobile(mobileNum!),
      maskedEmail: 'j***@example.com',
    });

    const { member: mailOnly } = await settled({ mobileNum: null, payeeName: null });
    expect((await login(mailOnly.account, randomIp())).body.value).toEqual({
      methods: ['E'],
      maskedMobile: null,
      maskedEmail: 'j***@example.com',
    });
  });

  it('still refuses a wrong password first, without saying more', async () => {
    const { member } = await settled();
    expect((await login(member.account, randomIp(), { password: 'Wrong2026' })).body).toMatchObject({
      errorCode: 'login.password.invalid',
      value: { captcha: true },
    });
  });

  it('logs in with the e-mail address, then knows the address', async () => {
    const { member, home } = await settled();
    const away = randomIp();
    const wrong = await verify({ username: member.account, method: 'E', email: 'other@example.com' }, away);
    expect(wrong).toMatchObject({ status: 401, body: { errorCode: 'login.verification.invalid', value: { captcha: true } } });
    // A wrong answer counts as a failed login: the next try needs the captcha.
    expect((await verify({ username: member.account, method: 'E', email: 'jane.doe@example.com' }, away)).body.errorCode).toBe('captcha.required');

    const right = await verify({ username: member.account.toUpperCase(), method: 'E', email: '  Jane.Doe@EXAMPLE.com ' }, away, true);
    expect(right.status).toBe(200);
    expect(loginResultSchema.parse(right.body.value)).toMatchObject({ id: member.id, userName: member.account, firstTimeLogin: false });
    expect(await knownIps(member.id)).toEqual([home, away].sort());
    expect((await login(member.account, away)).status).toBe(200);
  });

  it('logs in with the payee name, whatever its case, accents and spacing', async () => {
    const { member } = await settled();
    const away = randomIp();
    expect((await verify({ username: member.account, method: 'P', payeeName: 'Jose Perez' }, away)).body.errorCode).toBe('login.verification.invalid');
    expect((await verify({ username: member.account, method: 'P', payeeName: '  jose  PEREZ nunez ' }, away, true)).status).toBe(200);
  });

  it("logs in with an SMS code sent to the account's own mobile", async () => {
    const { member, mobileNum } = await settled();
    const away = randomIp();
    const badSend = await answer(await postJson(t, '/wps/session/login/verification/sms', { username: member.account, password: 'Wrong2026' }, away));
    expect(badSend).toMatchObject({ status: 401, body: { errorCode: 'login.password.invalid' } });
    expect(await outboxFor(t, `+52${mobileNum}`)).toEqual([]);

    const { cookie, captcha } = await solvedCaptcha(t);
    const send = await t.request('/wps/session/login/verification/sms', {
      method: 'POST',
      ip: away,
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ username: member.account, password, captcha }),
    });
    expect(await answer(send)).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
    expect(await outboxFor(t, `+52${mobileNum}`)).toMatchObject([{ channel: 'sms', purpose: 'sms.verify' }]);
    const code = await lastSmsCode(t, `+52${mobileNum}`);

    expect((await verify({ username: member.account, method: 'S', verificationCode: '000000' === code ? '111111' : '000000' }, away)).body.errorCode).toBe(
      'login.verification.invalid',
    );
    expect((await verify({ username: member.account, method: 'S', verificationCode: code }, away, true)).status).toBe(200);
    // Single use.
    expect((await verify({ username: member.account, method: 'S', verificationCode: code }, randomIp(), true)).body.errorCode).toBe(
      'login.verification.invalid',
    );
  });

  it('refuses a method the account has nothing on file for', async () => {
    const { member } = await settled({ payeeName: null });
    expect((await verify({ username: member.account, method: 'P', payeeName: 'José Pérez Núñez' }, randomIp())).body.errorCode).toBe(
      'login.verification.invalid',
    );
  });

  it('limits wrong answers even when the password keeps resetting the login guard', async () => {
    const { member } = await settled();
    const away = randomIp();
    for (let n = 0; n < VERIFY_LIMIT.limit; n++) {
      // The right password resets the account's failed logins...
      expect((await login(member.account, away, {}, n > 0)).body.errorCode).toBe('login_verify_required');
      // (the address collects failures too, so it soon asks for the captcha every time)
      expect((await verify({ username: member.account, method: 'E', email: `guess${n}@example.com` }, away, true)).body.errorCode).toBe(
        'login.verification.invalid',
      );
    }
    // ...but not the wrong answers.
    await login(member.account, away, {}, true);
    expect(await verify({ username: member.account, method: 'E', email: 'jane.doe@example.com' }, away, true)).toMatchObject({
      status: 429,
      body: { errorCode: 'TOO_MANY_REQUESTS' },
    });
  });

  it('keeps the agent-login rule and counts an IPv6 address by its /64', async () => {
    const { member } = await settled();
    expect((await verify({ username: member.account, method: 'E', email: 'jane.doe@example.com', agentLogin: true }, randomIp())).body.errorCode).toBe(
      'login.not.agent',
    );

    const v6 = await createMember(t, { account: uniqueName('six'), password, email: 'six@example.com' });
    expect((await login(v6.account, '2001:db8:7:9::5')).status).toBe(200);
    expect((await login(v6.account, '2001:db8:7:9:abcd::1')).status).toBe(200);
    expect((await login(v6.account, '2001:db8:7:a::1')).body.errorCode).toBe('login_verify_required');
  });

  it('lets an account with nothing to verify against in', async () => {
    const { member } = await settled({ mobileNum: null, email: null, payeeName: null });
    expect((await login(member.account, randomIp())).status).toBe(200);
  });

  it('refuses replayed, stale and tampered verification payloads', async () => {
    const { member } = await settled();
    const payload = { username: member.account, password, method: 'E', email: 'nobody@example.com' };
    const sealed = await encryptPayload(await publicKeyOf(t), payload, clock);
    const send = (body: unknown) =>
      t.request('/wps/session/login/verification', {
        method: 'POST',
        ip: randomIp(),
        headers: { 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader },
        body: JSON.stringify(body),
      });
    await expectSealedBodyOnce(t, send, sealed, payload, clock, 'login.verification.invalid');
    const stale = await postEncrypted(t, '/wps/session/login/verification', payload, { now: clock + ENCRYPTION_MAX_SKEW_MS + 1_000 });
    expect(await answer(stale)).toMatchObject({ status: 400, body: { errorCode: 'encryption.stale' } });
  });

  it('asks nothing, and offers no verification, with LOGINIPVERF3 off', async () => {
    const { member } = await settled();
    await setModule(t, 'LOGINIPVERF3', false);
    try {
      const away = randomIp();
      expect((await login(member.account, away)).status).toBe(200);
      expect((await verify({ username: member.account, method: 'E', email: 'jane.doe@example.com' }, away)).body.errorCode).toBe('function.not.available');
      const sms = await answer(await postJson(t, '/wps/session/login/verification/sms', { username: member.account, password }));
      expect(sms).toMatchObject({ status: 403, body: { errorCode: 'function.not.available' } });
    } finally {
      await setModule(t, 'LOGINIPVERF3', true);
    }
  });
});
