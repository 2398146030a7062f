import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../contract/hybrid-crypto.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import { members } from '../../db/schema/index.ts';
import { RESET_EMAIL_LIMITS, TEMP_PASSWORD_MINUTES } from './password-reset.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { lastSmsCode, outboxFor, postEncrypted, postJson, publicKeyOf, randomIp, randomMobile, setModule, uniqueName } from '../../testing/session-fixtures.ts';
import { PASSWORD_AFTER as fresh, PASSWORD_BEFORE as password, passwordCalls } from '../../testing/password-fixtures.ts';

describe.each(TEST_DATABASES)('resetting a forgotten password on %s', (kind) => {
  let t: TestPlatform;
  const { answer, login, loginSolved, tokenOf, infoStatus, change, player } = passwordCalls(() => t);
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  describe('POST /wps/member/password/email', () => {
    const forgot = async (body: string, { ip = randomIp(), lang = 'EN' } = {}) =>
      answer(
        await t.request('/wps/member/password/email', {
          method: 'POST',
          ip,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Language: lang },
          body,
        }),
      );
    const form = (username: string, email: string) => new URLSearchParams({ username, email }).toString();
    const tempPasswordIn = (body: string) => /password is ([A-Za-z0-9]{12})\b/.exec(body)?.[1];

    it('mails a temporary password that logs in once and forces a change; the old one keeps working', async () => {
      const email = `${uniqueName('mail')}@example.com`;
      const member = await player({ email });
      expect(await forgot(form(member.account.toUpperCase(), ` ${email.toUpperCase()} `))).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      const [mail] = await outboxFor(t, email);
      expect(mail).toMatchObject({ channel: 'email', purpose: 'password.reset', meta: { subject: 'BetPlay: your temporary password' } });
      expect(mail!.body).toContain(`valid for ${TEMP_PASSWORD_MINUTES} minutes`);
      expect(mail!.body).toContain('asked to choose a new password');
      const temporary = tempPasswordIn(mail!.body)!;
      expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{12}$/);

      const withTemporary = await login(member.account, temporary);
      expect(loginResultSchema.parse(withTemporary.body.value)).toMatchObject({ mustChangePassword: true, passwordIsDefault: false });
      expect(loginResultSchema.parse((await login(member.account, password)).body.value).mustChangePassword).toBe(false);

      // The change accepts the temporary password as the current one, and ends it.
      const token = loginResultSchema.parse(withTemporary.body.value).token;
      expect((await change(token, { oldPassword: temporary, newPassword: fresh, confirmNewPassword: fresh })).status).toBe(200);
      expect((await login(member.account, temporary)).body.errorCode).toBe('login.password.invalid');
      const [row] = await t.platform.db.select().from(members).where(eq(members.id, member.id));
      expect(row).toMatchObject({ tempPasswordHash: null, tempPasswordExpiresAt: null });
    });

    it('writes in the caller language, and the temporary password expires', async () => {
      const email = `${uniqueName('correo')}@example.com`;
      const member = await player({ email });
      expect((await forgot(form(member.account, email), { lang: 'ES' })).status).toBe(200);
      const [mail] = await outboxFor(t, email);
      expect(mail!.body).toContain(`Es válida durante ${TEMP_PASSWORD_MINUTES} minutos`);
      const temporary = /contraseña temporal es ([A-Za-z0-9]{12})\b/.exec(mail!.body)![1]!;
      clock += TEMP_PASSWORD_MINUTES * 60_000 + 1_000;
      expect((await login(member.account, temporary)).body.errorCode).toBe('login.password.invalid');
    });

    it('answers "Username/Email does not exist" for an unknown name or another address', async () => {
      const email = `${uniqueName('mine')}@example.com`;
      const member = await player({ email });
      for (const body of [form(uniqueName('ghost'), email), form(member.account, 'someone@example.com')]) {
        expect(await forgot(body)).toMatchObject({
          status: 404,
          body: { errorCode: 'password.reset.not.found', message: 'Username/Email does not exist' },
        });
      }
      expect(await outboxFor(t, email)).toEqual([]);
    });

    it('takes only a form body with a valid address', async () => {
      const json = await answer(await postJson(t, '/wps/member/password/email', { username: 'player01', email: 'player01@betplay.example' }));
      expect(json).toMatchObject({ status: 415, body: { errorCode: 'request.content.type' } });
      expect(await forgot(form('player01', 'not-an-email'))).toMatchObject({
        status: 422,
        body: { errorCode: 'request_param_err', value: { fields: { email: ['invalid_format'] } } },
      });
      expect(await forgot('')).toMatchObject({ status: 400, body: { errorCode: 'request_body_required' } });
    });

    it('limits requests per account and per address', async () => {
      const email = `${uniqueName('many')}@example.com`;
      const member = await player({ email });
      for (let n = 0; n < RESET_EMAIL_LIMITS.account.limit; n++) expect((await forgot(form(member.account, email))).status).toBe(200);
      expect(await forgot(form(member.account, email))).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });

      const ip = randomIp();
      for (let n = 0; n < RESET_EMAIL_LIMITS.ip.limit; n++) expect((await forgot(form(uniqueName('ghost'), email), { ip })).status).toBe(404);
      expect(await forgot(form(uniqueName('ghost'), email), { ip })).toMatchObject({
        status: 429,
        body: { errorCode: 'TOO_MANY_REQUESTS' },
      });
    });
  });

  describe('POST /wps/member/password/verification', () => {
    const reset = async (payload: Record<string, unknown>) => answer(await postEncrypted(t, '/wps/member/password/verification', payload));
    const codeFor = async (mobileNum: string) => {
      expect((await postJson(t, '/wps/verification/sms/noLogin', { mobileNum })).status).toBe(200);
      return lastSmsCode(t, `+52${mobileNum}`);
    };

    it('sets a new password against the code, ends every session, and the number logs in with it', async () => {
      const mobileNum = randomMobile();
      const member = await player({ mobileNum });
      const token = await tokenOf(member.account, password);
      const verificationCode = await codeFor(mobileNum);
      expect(await reset({ mobileNum, countryDialingCode: '52', verificationCode, newPassword: fresh, confirmNewPassword: fresh })).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      expect(await infoStatus(token)).toBe(401);
      expect((await login(member.account, password)).body.errorCode).toBe('login.password.invalid');
      expect(loginResultSchema.parse((await loginSolved(mobileNum, fresh)).body.value).id).toBe(member.id);
      // The code was used up.
      expect((await reset({ mobileNum, verificationCode, newPassword: 'Again2028' })).body.errorCode).toBe('sms.code.invalid');
    });

    it('checks the new password before the code, so a refused one does not use the code up', async () => {
      const mobileNum = randomMobile();
      const member = await player({ mobileNum });
      const verificationCode = await codeFor(mobileNum);
      expect(await reset({ mobileNum, verificationCode, newPassword: 'short' })).toMatchObject({
        status: 422,
        body: { errorCode: 'request_param_err', value: { fields: { newPassword: ['register.pattern.5'] } } },
      });
      expect((await reset({ mobileNum, verificationCode, newPassword: fresh, confirmNewPassword: 'Other2027' })).body.value).toEqual({
        fields: { confirmNewPassword: ['register.confirm'] },
      });
      expect((await reset({ mobileNum, verificationCode, newPassword: 'Welcome1' })).body.errorCode).toBe('password.weak');
      expect((await reset({ mobileNum, verificationCode, newPassword: fresh })).status).toBe(200);
      await tokenOf(member.account, fresh);
    });

    it('answers a wrong code and an unknown number alike, and an expired code as expired', async () => {
      const mobileNum = randomMobile();
      await player({ mobileNum });
      const verificationCode = await codeFor(mobileNum);
      const wrong = await reset({ mobileNum, verificationCode: verificationCode === '000000' ? '111111' : '000000', newPassword: fresh });
      const unknown = await reset({ mobileNum: randomMobile(), verificationCode, newPassword: fresh });
      expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'sms.code.invalid' } });
      expect(unknown).toMatchObject({ status: 400, body: { errorCode: 'sms.code.invalid' } });
      clock += 5 * 60_000 + 1_000;
      expect((await reset({ mobileNum, verificationCode, newPassword: fresh })).body.errorCode).toBe('sms.code.expired');
    });

    it('needs CHNGPASSVERIF3 or PWRESETSMS3', async () => {
      await setModule(t, 'CHNGPASSVERIF3', false);
      await setModule(t, 'PWRESETSMS3', false);
      try {
        expect(await reset({ mobileNum: randomMobile(), verificationCode: '123456', newPassword: fresh })).toMatchObject({
          status: 403,
          body: { errorCode: 'function.not.available' },
        });
        await setModule(t, 'PWRESETSMS3', true);
        expect((await reset({ mobileNum: randomMobile(), verificationCode: '123456', newPassword: fresh })).body.errorCode).toBe('sms.code.invalid');
      } finally {
        await setModule(t, 'CHNGPASSVERIF3', true);
        await setModule(t, 'PWRESETSMS3', true);
      }
    });

    it('refuses a replayed payload', async () => {
      const sealed = await encryptPayload(await publicKeyOf(t), { mobileNum: randomMobile(), verificationCode: '123456', newPassword: fresh }, clock);
      const send = () =>
        t.request('/wps/member/password/verification', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader },
          body: JSON.stringify(sealed.body),
        });
      expect((await answer(await send())).body.errorCode).toBe('sms.code.invalid');
      expect(await answer(await send())).toMatchObject({ status: 409, body: { errorCode: 'encryption.replayed' } });
    });
  });
});
