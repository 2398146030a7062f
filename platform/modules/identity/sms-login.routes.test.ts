import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../contract/session.ts';
import { SEED_DIALING_CODE, SEED_PLAYER } from '../../db/seed/identities.ts';
import { LOGIN_LIMITS } from './login-guard.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import {
  createMember,
  lastSmsCode,
  outboxFor,
  postJson,
  postLogin,
  randomIp,
  randomMobile,
  setModule,
  solvedCaptcha,
  uniqueName,
} from '../../testing/session-fixtures.ts';

describe.each(TEST_DATABASES)('SMS codes and SMS login on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  const password = 'Phone2026';
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  const call = async (path: string, body: unknown, ip = randomIp()) => {
    const res = await postJson(t, path, body, ip);
    return { status: res.status, body: await res.json() };
  };
  const noLogin = (body: unknown, ip?: string) => call('/wps/verification/sms/noLogin', body, ip);
  const register = (body: unknown, ip?: string) => call('/wps/verification/sms/register', body, ip);
  const smsLogin = async (payload: Record<string, unknown>, extra: { ip?: string; cookie?: string } = {}) => {
    const res = await postLogin(t, { type: 'sms', ...payload }, extra);
    return { status: res.status, body: await res.json() };
  };
  const withPhone = async () => {
    const mobileNum = randomMobile();
    const member = await createMember(t, { account: uniqueName('phone'), password, mobileNum });
    return { member, mobileNum, phone: `+52${mobileNum}` };
  };

  describe('POST /wps/verification/sms/noLogin', () => {
    it('sends a code to a registered number and answers its lifetime', async () => {
      const { mobileNum, phone } = await withPhone();
      expect(await noLogin({ mobileNum, countryDialingCode: '+52' })).toEqual({
        status: 200,
        body: { success: true, value: { expiredMinutes: 5 } },
      });
      const [message] = await outboxFor(t, phone);
      expect(message).toMatchObject({ channel: 'sms', purpose: 'sms.login' });
      expect(message!.body).toMatch(/your verification code is \d{6}/);
    });

    it('answers alike for a number no account has, and sends nothing', async () => {
      const mobileNum = randomMobile();
      expect(await noLogin({ mobileNum })).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
      expect(await outboxFor(t, `+52${mobileNum}`)).toEqual([]);
      // The same throttle applies too, so it cannot tell the two apart either.
      expect((await noLogin({ mobileNum })).body.errorCode).toBe('TOO_MANY_REQUESTS');
    });

    it('accepts mobileNo, spaces and dashes, as real clients send them', async () => {
      const { mobileNum, phone } = await withPhone();
      const spaced = `${mobileNum.slice(0, 3)} ${mobileNum.slice(3, 6)}-${mobileNum.slice(6)}`;
      expect((await noLogin({ mobileNo: spaced })).status).toBe(200);
      expect(await outboxFor(t, phone)).toHaveLength(1);
    });

    it('refuses a missing or malformed number with the phone-verification codes', async () => {
      for (const body of [{}, { mobileNum: '' }, { countryDialingCode: '52' }]) {
        expect(await noLogin(body)).toMatchObject({
          status: 422,
          body: { errorCode: 'sms.mobile.missing', message: 'Please enter your mobile number' },
        });
      }
      for (const body of [
        { mobileNum: '12ab5678' },
        { mobileNum: '123' },
        { mobileNum: 5512345678 },
        { mobileNum: randomMobile(), countryDialingCode: '+52345' },
      ]) {
        expect(await noLogin(body)).toMatchObject({ status: 422, body: { errorCode: 'sms.mobile.invalid' } });
      }
    });

    it('throttles a number and limits it over five minutes', async () => {
      const { mobileNum, phone } = await withPhone();
      expect((await noLogin({ mobileNum })).status).toBe(200);
      expect(await noLogin({ mobileNum })).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
      expect(await outboxFor(t, phone)).toHaveLength(1);
    });

    it('is off without VERIFICATION3', async () => {
      await setModule(t, 'VERIFICATION3', false);
      try {
        expect(await noLogin({ mobileNum: randomMobile() })).toMatchObject({ status: 403, body: { errorCode: 'function.not.available' } });
      } finally {
        await setModule(t, 'VERIFICATION3', true);
      }
    });
  });

  describe('POST /wps/verification/sms/register', () => {
    it('sends a registration code to a new number', async () => {
      const mobileNum = randomMobile();
      expect(await register({ mobileNum })).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
      expect(await outboxFor(t, `+52${mobileNum}`)).toMatchObject([{ channel: 'sms', purpose: 'sms.register' }]);
    });

    it('refuses a number that already has an account', async () => {
      const { mobileNum, phone } = await withPhone();
      expect(await register({ mobileNum })).toMatchObject({ status: 409, body: { errorCode: 'member.mobile.exists' } });
      expect(await outboxFor(t, phone)).toEqual([]);
      // The same number under another country is another number.
      expect((await register({ mobileNum, countryDialingCode: '1' })).status).toBe(200);
    });

    it('needs REGMOBVERF3 or MOBILENUMREG3', async () => {
      await setModule(t, 'MOBILENUMREG3', false);
      await setModule(t, 'REGMOBVERF3', false);
      try {
        expect(await register({ mobileNum: randomMobile() })).toMatchObject({ status: 403, body: { errorCode: 'function.not.available' } });
        await setModule(t, 'REGMOBVERF3', true);
        expect((await register({ mobileNum: randomMobile() })).status).toBe(200);
      } finally {
        await setModule(t, 'REGMOBVERF3', false);
        await setModule(t, 'MOBILENUMREG3', true);
      }
    });

    it('refuses a missing number', async () => {
      expect(await register({ countryDialingCode: '52' })).toMatchObject({ status: 422, body: { errorCode: 'sms.mobile.missing' } });
    });
  });

  describe('SMS login', () => {
    it('logs in with the number and the code, once, and never forces a password change', async () => {
      const { member, mobileNum, phone } = await withPhone();
      await noLogin({ mobileNum });
      const code = await lastSmsCode(t, phone);
      const ok = await smsLogin({ username: mobileNum, password: code, countryDialingCode: '52' });
      expect(ok.status).toBe(200);
      expect(loginResultSchema.parse(ok.body.value)).toMatchObject({
        id: member.id,
        userName: member.account,
        passwordIsDefault: false,
        mustChangePassword: false,
      });
      const again = await smsLogin({ username: mobileNum, password: code });
      expect(again).toMatchObject({ status: 400, body: { errorCode: 'sms.code.invalid', value: { captcha: true } } });
    });

    it('answers a wrong code and an unknown number alike', async () => {
      const { mobileNum } = await withPhone();
      await noLogin({ mobileNum });
      const wrong = await smsLogin({ username: mobileNum, password: '000000' });
      const unknownNumber = randomMobile();
      await noLogin({ mobileNum: unknownNumber });
      const unknown = await smsLogin({ username: unknownNumber, password: '123456' });
      expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'sms.code.invalid' } });
      expect(unknown).toMatchObject({ status: 400, body: { errorCode: 'sms.code.invalid' } });
      expect(unknown.body.message).toBe(wrong.body.message);
    });

    it('refuses an expired code', async () => {
      const { mobileNum, phone } = await withPhone();
      await noLogin({ mobileNum });
      const code = await lastSmsCode(t, phone);
      clock += 5 * 60_000 + 1_000;
      expect(await smsLogin({ username: mobileNum, password: code })).toMatchObject({
        status: 400,
        body: { errorCode: 'sms.code.expired' },
      });
    });

    it('refuses a malformed number', async () => {
      expect(await smsLogin({ username: 'player01', password: '123456' })).toMatchObject({
        status: 422,
        body: { errorCode: 'sms.mobile.invalid' },
      });
    });

    it('counts failures per number like password failures, with the captcha after one', async () => {
      const { mobileNum, phone } = await withPhone();
      expect((await smsLogin({ username: mobileNum, password: '999999' })).body.errorCode).toBe('sms.code.invalid');
      expect((await smsLogin({ username: mobileNum, password: '999999' })).body.errorCode).toBe('captcha.required');
      for (let n = 1; n < LOGIN_LIMITS.account.limit; n++) {
        const { cookie, captcha } = await solvedCaptcha(t);
        expect((await smsLogin({ username: mobileNum, password: '999999', captcha }, { cookie })).body.errorCode).toBe('sms.code.invalid');
      }
      await noLogin({ mobileNum });
      const code = await lastSmsCode(t, phone);
      const { cookie, captcha } = await solvedCaptcha(t);
      expect(await smsLogin({ username: mobileNum, password: code, captcha }, { cookie })).toMatchObject({
        status: 429,
        body: { errorCode: 'TOO_MANY_REQUESTS' },
      });
      // The next window of the guard, still within the code's five minutes: the owner gets in.
      clock = (Math.floor(clock / LOGIN_LIMITS.account.windowMs) + 1) * LOGIN_LIMITS.account.windowMs;
      expect((await smsLogin({ username: mobileNum, password: code })).status).toBe(200);
    });

    it('keeps the agent-login and member rules', async () => {
      const mobileNum = randomMobile();
      await createMember(t, { account: uniqueName('house'), password, type: 9, mobileNum });
      await noLogin({ mobileNum });
      expect((await smsLogin({ username: mobileNum, password: await lastSmsCode(t, `+52${mobileNum}`) })).body.errorCode).toBe('login.not.member');
      const player = await withPhone();
      await noLogin({ mobileNum: player.mobileNum });
      const code = await lastSmsCode(t, player.phone);
      expect((await smsLogin({ username: player.mobileNum, password: code, agentLogin: true })).body.errorCode).toBe('login.not.agent');
    });

    it('is off without MOBILEVERCODELOGIN3', async () => {
      await setModule(t, 'MOBILEVERCODELOGIN3', false);
      try {
        expect(await smsLogin({ username: randomMobile(), password: '123456' })).toMatchObject({
          status: 403,
          body: { errorCode: 'function.not.available' },
        });
      } finally {
        await setModule(t, 'MOBILEVERCODELOGIN3', true);
      }
    });
  });

  describe('password login by mobile number', () => {
    it('finds the account by its number', async () => {
      const { member, mobileNum } = await withPhone();
      const res = await postLogin(t, { username: mobileNum, password });
      expect(res.status).toBe(200);
      expect(loginResultSchema.parse((await res.json()).value)).toMatchObject({ id: member.id, userName: member.account });
      const seed = await postLogin(t, { username: SEED_PLAYER.mobileNum, password: SEED_PLAYER.password });
      expect(((await seed.json()) as { value: { userName: string } }).value.userName).toBe(SEED_PLAYER.account);
    });

    it('picks the site dialing code, or the one given, when a number exists under several', async () => {
      const mobileNum = randomMobile();
      const mexican = await createMember(t, { account: uniqueName('mx'), password, mobileNum, countryDialingCode: SEED_DIALING_CODE });
      const american = await createMember(t, { account: uniqueName('us'), password, mobileNum, countryDialingCode: '1' });
      const idOf = async (payload: Record<string, unknown>) => ((await (await postLogin(t, payload)).json()) as { value: { id: number } }).value.id;
      expect(await idOf({ username: mobileNum, password })).toBe(mexican.id);
      expect(await idOf({ username: mobileNum, password, countryDialingCode: '+1' })).toBe(american.id);
    });

    it('answers an unknown number as an unknown account', async () => {
      const res = await postLogin(t, { username: randomMobile(), password });
      expect((await res.json()).errorCode).toBe('USER_NOT_EXIST');
    });
  });
});
