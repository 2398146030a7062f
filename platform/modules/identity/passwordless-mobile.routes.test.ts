import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIFFICULTY_SETTING } from './human-check.ts';
import { issueSmsCode } from './sms.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { registerCalls, REGISTER_PASSWORD } from '../../testing/register-fixtures.ts';
import { lastSmsCode, postEncrypted, postLogin, randomIp, randomMobile, setModule, setSetting, withToken } from '../../testing/session-fixtures.ts';

/*
 * Mobile registration without a password (MOBILENUMPASSREG3 off): the number, proven by SMS, is
 * the account's only key; it logs in by SMS code and sets a password later, again against a code.
 */
describe.each(TEST_DATABASES)('mobile registration without a password on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    await setSetting(t, DIFFICULTY_SETTING, 8);
  });
  afterAll(() => t.close());
  const { memberByAccount, register, refusal, fieldsOf, registered, restoreSite } = registerCalls(() => t);
  afterEach(() => restoreSite());

  const smsCodeFor = async (purpose: 'register' | 'login', mobileNum: string) => {
    // Issued without the sending limits, which the SMS tests cover: the code call below is then the number's first.
    await issueSmsCode(t.platform, { purpose, countryDialingCode: '52', mobileNum }, 'EN');
    return lastSmsCode(t, `+52${mobileNum}`);
  };
  const noPassword = { password: undefined, confirmPassword: undefined };
  /** A passwordless member, registered and logged in: its number and session token. */
  const passwordless = async () => {
    await setModule(t, 'MOBILENUMPASSREG3', false);
    const mobileNum = randomMobile();
    const result = await registered(
      await register({ mobileNum, ...noPassword, verificationCode: await smsCodeFor('register', mobileNum) }, { method: 'mobile' }),
    );
    return { mobileNum, token: result.token };
  };
  const securityOf = async (token: string) => (await (await t.request('/wps/v2/member/securityConfig', withToken(token))).json()).value;
  const passwordLogin = async (username: string, password: string) => (await postLogin(t, { username, password }, { ip: randomIp() })).status;

  it('asks for the SMS code and no password, keeps no password, and logs in by SMS', async () => {
    await setModule(t, 'MOBILENUMPASSREG3', false);
    const mobileNum = randomMobile();
    // The code is required even with REGMOBVERF3 off: the number is the only key.
    expect(await fieldsOf(await register({ mobileNum, ...noPassword }, { method: 'mobile' }))).toEqual({ verificationCode: ['register.required'] });
    const { mobileNum: number, token } = await passwordless();
    expect(await securityOf(token)).toMatchObject({ loginPassword: 'unset' });
    expect((await memberByAccount(number))!.passwordSet).toBe(false);
    // No password opens it, not even the site's default one.
    expect(await passwordLogin(number, REGISTER_PASSWORD)).toBe(401);
    expect(await passwordLogin(number, '')).not.toBe(200);
    const code = await smsCodeFor('login', number);
    const sms = await postLogin(t, { type: 'sms', username: number, password: code, countryDialingCode: '52' }, { ip: randomIp() });
    expect(sms.status).toBe(200);
    expect((await sms.json()).value).toMatchObject({ passwordIsDefault: false });
  });

  it('still asks for a password while SMS login is off, as the account could not log in otherwise', async () => {
    await setModule(t, 'MOBILENUMPASSREG3', false);
    await setModule(t, 'MOBILEVERCODELOGIN3', false);
    const mobileNum = randomMobile();
    expect(await fieldsOf(await register({ mobileNum, ...noPassword }, { method: 'mobile' }))).toMatchObject({ password: ['register.required'] });
  });

  it('keeps asking the username method for a password', async () => {
    await setModule(t, 'MOBILENUMPASSREG3', false);
    expect(await fieldsOf(await register(noPassword))).toMatchObject({ password: ['register.required'] });
  });

  it('sets a first password against a code sent to the member’s mobile, once', async () => {
    const { mobileNum, token } = await passwordless();
    const send = () => t.request('/wps/member/password/first/sms', withToken(token, { method: 'POST', ip: randomIp() }));
    const setFirst = async (payload: Record<string, unknown>) => refusal(await postEncrypted(t, '/wps/member/password/first', payload, { token }));

    expect((await send()).status).toBe(200);
    const code = await lastSmsCode(t, `+52${mobileNum}`);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await setFirst({ verificationCode: wrong, newPassword: 'First2026', confirmNewPassword: 'First2026' })).toMatchObject({
      status: 400,
      errorCode: 'sms.code.invalid',
    });
    // The site's password rule, as everywhere.
    expect(await setFirst({ verificationCode: code, newPassword: 'short', confirmNewPassword: 'short' })).toMatchObject({
      status: 422,
      errorCode: 'request_param_err',
    });
    expect(await setFirst({ verificationCode: code, newPassword: 'First2026', confirmNewPassword: 'First2027' })).toMatchObject({
      value: { fields: { confirmNewPassword: ['register.confirm'] } },
    });
    expect(await setFirst({ verificationCode: code, newPassword: 'First2026', confirmNewPassword: 'First2026' })).toMatchObject({ status: 200 });
    expect(await securityOf(token)).toMatchObject({ loginPassword: 'set' });
    expect(await passwordLogin(mobileNum, 'First2026')).toBe(200);

    // Once set, this way is closed: the password is changed with the current one.
    expect(await refusal(await send())).toMatchObject({ status: 409, errorCode: 'password.exists' });
    expect(await setFirst({ verificationCode: code, newPassword: 'Other2026', confirmNewPassword: 'Other2026' })).toMatchObject({
      errorCode: 'password.exists',
    });
    expect(await passwordLogin(mobileNum, 'Other2026')).toBe(401);
  });

  it('refuses a first password to an account that has one, and to no session', async () => {
    const { token } = await registered(await register());
    expect(await refusal(await t.request('/wps/member/password/first/sms', withToken(token, { method: 'POST' })))).toMatchObject({
      status: 409,
      errorCode: 'password.exists',
    });
    expect((await t.request('/wps/member/password/first/sms', { method: 'POST' })).status).toBe(401);
  });
});
