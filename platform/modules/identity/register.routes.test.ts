import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, outbox } from '../../db/schema/index.ts';
import { DIFFICULTY_SETTING } from './human-check.ts';
import { verifyPassword } from './passwords.ts';
import { sendSmsCode } from './sms.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { registerCalls, REGISTER_PASSWORD as PASSWORD, type RegisterMethod as Method } from '../../testing/register-fixtures.ts';
import { createMember, postLogin, randomIp, randomMobile, setModule, setSetting, uniqueName, withToken } from '../../testing/session-fixtures.ts';

type Body = Record<string, unknown>;

describe.each(TEST_DATABASES)('registration on %s', (kind) => {
  let t: TestPlatform;
  const clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    // Proofs stay cheap here; the 16-bit default is covered by the solver's and the service's own tests.
    await setSetting(t, DIFFICULTY_SETTING, 8);
  });
  afterAll(() => t.close());

  const { memberByAccount, register, refusal, fieldsOf, registered, setRule, restoreSite } = registerCalls(() => t);
  afterEach(() => restoreSite());

  it('creates a member with a wallet, logs it in at once, and the password works afterwards', async () => {
    const username = uniqueName('Fresh');
    const result = await registered(await register({ username, email: 'fresh@example.com', qqNum: '12345' }, { ip: '203.0.113.77' }));
    expect(result).toMatchObject({ userName: username.toLowerCase(), customerType: 0, firstTimeLogin: true, passwordIsDefault: false });

    const member = (await memberByAccount(username.toLowerCase()))!;
    expect(member).toMatchObject({
      id: result.id,
      nickname: username,
      type: 0,
      parentId: null,
      referredBy: null,
      email: 'fresh@example.com',
      registerIp: '203.0.113.77',
      language: 'EN',
      currency: 'MXN',
    });
    expect(member.registerUrl).toBe('https://www.betplay.example/register');
    expect(member.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    // qqNum's rule is off on this site: what the site does not ask for is not kept.
    expect(member.profile).toEqual({});
    expect(
      await t.platform.db
        .select({ balance: ledgerAccounts.balance, kind: ledgerAccounts.kind })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, member.id)),
    ).toEqual([{ balance: 0n, kind: 'wallet' }]);

    const balance = await t.request('/wps/v2/wallets/balance', withToken(result.token));
    expect((await balance.json()).value).toMatchObject({ sumBalance: '0.00', currency: 'MXN' });
    const login = await postLogin(t, { username, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await login.json()).value).toMatchObject({ id: member.id, firstTimeLogin: false });
  });

  it('checks each field by the site rule, with the rule translation keys, all at once', async () => {
    expect(await fieldsOf(await register({ username: undefined, password: '', confirmPassword: '' }))).toEqual({
      username: ['register.required'],
      password: ['register.required'],
    });
    expect(await fieldsOf(await register({ username: '1player', password: 'lettersonly', confirmPassword: 'lettersonly', email: 'not-an-email' }))).toEqual({
      username: ['register.pattern.1'],
      password: ['register.pattern.5'],
      email: ['register.pattern.3'],
    });
    expect(await fieldsOf(await register({ confirmPassword: 'Other2026' }))).toEqual({ confirmPassword: ['register.confirm'] });
    expect(await fieldsOf(await register({ agreeTerms: false }))).toHaveProperty('agreeTerms');
  });

  describe('takes only an e-mail address the password reset by e-mail takes', () => {
    const resetRefusal = async (email: string) => {
      const res = await t.request('/wps/member/password/email', {
        method: 'POST',
        ip: randomIp(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Language: 'EN' },
        body: new URLSearchParams({ username: 'player01', email }).toString(),
      });
      const body = (await res.json()) as { errorCode?: string; value?: { fields?: Record<string, string[]> } | null };
      return body.errorCode === 'request_param_err' ? Object.keys(body.value?.fields ?? {}) : [];
    };

    it.each(['josé@example.com', 'a!b@example.com', 'ab@c.d', 'a..b@example.com', '.ab@example.com', 'ab@-example.com', 'ctl\u0001@example.com'])(
      'refuses %j, as the reset does',
      async (email) => {
        expect(await resetRefusal(email)).toEqual(['email']);
        expect(Object.keys(await fieldsOf(await register({ email })))).toEqual(['email']);
      },
    );

    it('registers an address the reset then takes', async () => {
      const username = uniqueName('Mail');
      const email = `${username}.Name+tag@Example.co`;
      await registered(await register({ username, email }));
      const reset = await t.request('/wps/member/password/email', {
        method: 'POST',
        ip: randomIp(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Language: 'EN' },
        body: new URLSearchParams({ username, email: ` ${email.toLowerCase()} ` }).toString(),
      });
      expect(await reset.json()).toEqual({ success: true, value: null });
    });
  });

  it('asks for the fields the site requires, and keeps the optional ones it enables', async () => {
    await setRule('email', { required: true });
    await setRule('line', { enabled: true, required: true });
    await setRule('idNumber', { enabled: true });
    expect(await fieldsOf(await register())).toEqual({ email: ['register.required'], line: ['register.required'] });

    const username = uniqueName('Chat');
    await registered(await register({ username, email: 'chat@example.com', line: 'my.line', idNumber: 'ABC1234567', wechat: 'ignored' }));
    expect((await memberByAccount(username.toLowerCase()))!.profile).toEqual({ line: 'my.line', idNumber: 'ABC1234567' });
  });

  it('asks for a payment password when its rule says so, and keeps only its argon2id hash', async () => {
    await setRule('paymentPassword', { enabled: true, required: true });
    expect(await fieldsOf(await register())).toEqual({ paymentPassword: ['register.required'] });
    expect(await fieldsOf(await register({ paymentPassword: '12ab' }))).toEqual({ paymentPassword: ['register.pattern.6'] });
    const username = uniqueName('Payer');
    await registered(await register({ username, paymentPassword: '654321' }));
    const hash = (await memberByAccount(username.toLowerCase()))!.paymentPasswordHash!;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, '654321')).toBe(true);
  });

  it('registers by mobile number: the number is the account name and the username rule does not apply', async () => {
    const mobileNum = randomMobile();
    const result = await registered(await register({ mobileNum, username: undefined }, { method: 'mobile' }));
    const member = (await memberByAccount(mobileNum))!;
    expect(member).toMatchObject({ id: result.id, nickname: mobileNum, mobileNum, countryDialingCode: '52' });
    expect((await postLogin(t, { username: mobileNum, password: PASSWORD })).status).toBe(200);

    expect(await fieldsOf(await register({ mobileNum: undefined }, { method: 'mobile' }))).toEqual({ mobileNum: ['register.required'] });
    expect(await fieldsOf(await register({ mobileNum: '12ab5678' }, { method: 'mobile' }))).toEqual({ mobileNum: ['register.pattern.6'] });
  });

  it('refuses a username or mobile number already taken, in any case', async () => {
    const taken = await createMember(t, { account: uniqueName('taken'), password: PASSWORD });
    const seedMobile = (await memberByAccount('player01'))!.mobileNum;
    // The number as an account name, e.g. registered by mobile under another dialing code.
    const numberName = await createMember(t, { account: randomMobile(), password: PASSWORD });
    const cases: [Body, Method, string][] = [
      [{ username: taken.account.toUpperCase() }, 'username', 'member.account.exists'],
      [{ mobileNum: seedMobile }, 'username', 'member.mobile.exists'],
      [{ mobileNum: seedMobile }, 'mobile', 'member.mobile.exists'],
      [{ mobileNum: numberName.account }, 'mobile', 'member.mobile.exists'],
    ];
    for (const [over, method, code] of cases) expect(await refusal(await register(over, { method })), code).toMatchObject({ status: 409, errorCode: code });
  });

  it('gives one of two racing registrations of a name, and the other the same answer as a taken name', async () => {
    const username = uniqueName('Race');
    const answers = await Promise.all([register({ username }), register({ username: username.toUpperCase() })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect((await loser.json()).errorCode).toBe('member.account.exists');
  });

  it('asks for the SMS code of the number when REGMOBVERF3 is on', async () => {
    await setModule(t, 'REGMOBVERF3', true);
    const mobileNum = randomMobile();
    expect(await fieldsOf(await register({ mobileNum }, { method: 'mobile' }))).toEqual({ verificationCode: ['register.required'] });
    // On the username method the mobile number becomes required too, since it is what the code proves.
    expect(await fieldsOf(await register())).toEqual({ mobileNum: ['register.required'], verificationCode: ['register.required'] });

    await sendSmsCode(t.platform, { purpose: 'register', countryDialingCode: '52', mobileNum }, { ip: randomIp(), lang: 'EN' });
    const [sms] = await t.platform.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+52${mobileNum}`))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await refusal(await register({ mobileNum, verificationCode: wrong }, { method: 'mobile' }))).toMatchObject({
      status: 400,
      errorCode: 'sms.code.invalid',
    });
    await registered(await register({ mobileNum, verificationCode: code }, { method: 'mobile' }));
    expect(await memberByAccount(mobileNum)).toBeDefined();
  });
});
