import { createHash, randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { humanChallengeSchema, type HumanProof } from '../../../contract/accounts.ts';
import { encryptPayload } from '../../../contract/hybrid-crypto.ts';
import { solveHumanChallenge } from '../../../contract/human-proof.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import type { RegisterField, RegisterRule } from '../../../contract/system.ts';
import { ledgerAccounts, members, outbox, registerRules } from '../../db/schema/index.ts';
import { SEED_REGISTER_RULES } from '../../db/seed/site.ts';
import { storeCaptcha } from './captcha.ts';
import { DIFFICULTY_SETTING, HUMAN_CHALLENGE_TTL_MS, issueHumanChallenge } from './human-check.ts';
import { verifyPassword } from './passwords.ts';
import { REGISTER_LIMIT } from './registration.ts';
import { invalidateSite } from '../system/index.ts';
import { sendSmsCode } from './sms.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, postLogin, publicKeyOf, randomIp, setModule, setSetting, uniqueName, withToken } from '../../testing/session-fixtures.ts';

type Method = 'username' | 'mobile';
type Body = Record<string, unknown>;
interface Call {
  method?: Method;
  ip?: string;
  cookie?: string;
}

const PASSWORD = 'Secret2026';
const randomMobile = () => `55${randomInt(10_000_000, 100_000_000)}`;

describe.each(TEST_DATABASES)('registration on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    // Proofs stay cheap here; the 16-bit default is covered by the solver's and the service's own tests.
    await setSetting(t, DIFFICULTY_SETTING, 8);
  });
  afterAll(() => t.close());

  const memberByAccount = async (account: string) => (await t.platform.db.select().from(members).where(eq(members.account, account)))[0];
  const proof = async (): Promise<HumanProof> =>
    solveHumanChallenge(await issueHumanChallenge(t.platform, randomIp()), (data) => createHash('sha256').update(data).digest());

  const seal = async (body: Body) => encryptPayload(await publicKeyOf(t), body, t.platform.now().getTime());
  const send = async (sealed: Awaited<ReturnType<typeof seal>>, call: Call = {}) =>
    t.request(call.method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
      method: 'PUT',
      ip: call.ip ?? randomIp(),
      headers: {
        'Content-Type': 'application/json',
        Language: 'EN',
        Encryption: sealed.encryptionHeader,
        ...(call.cookie ? { Cookie: call.cookie } : {}),
      },
      body: JSON.stringify(sealed.body),
    });
  /** A complete request of the method; `over` replaces or (with undefined) drops fields. */
  const bodyOf = async (method: Method, over: Body = {}): Promise<Body> => {
    const base: Body =
      method === 'mobile'
        ? { mobileNum: randomMobile(), countryDialingCode: '+52', password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true }
        : { username: uniqueName('New'), password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true };
    return {
      ...base,
      human: await proof(),
      registerUrl: 'https://www.betplay.example/register',
      registerMethod: 'WEB',
      login: true,
      ...over,
    };
  };
  const register = async (over: Body = {}, call: Call = {}) => send(await seal(await bodyOf(call.method ?? 'username', over)), call);
  const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { errorCode: string; value: unknown }) });
  const fieldsOf = async (res: Response) => {
    const body = await refusal(res);
    expect(body).toMatchObject({ status: 422, errorCode: 'request_param_err' });
    return (body.value as { fields: Record<string, string[]> }).fields;
  };
  const registered = async (res: Response) => {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    return loginResultSchema.parse((await res.json()).value);
  };

  const changedRules: RegisterField[] = [];
  const setRule = async (field: RegisterField, patch: Partial<RegisterRule>) => {
    changedRules.push(field);
    await t.platform.db.update(registerRules).set(patch).where(eq(registerRules.field, field));
    invalidateSite(t.platform);
  };
  afterEach(async () => {
    for (const field of changedRules.splice(0)) await t.platform.db.update(registerRules).set(SEED_REGISTER_RULES[field]).where(eq(registerRules.field, field));
    invalidateSite(t.platform);
    for (const modId of ['REG3', 'USERNAMEREG3', 'MOBILENUMREG3']) await setModule(t, modId, true);
    await setModule(t, 'REGMOBVERF3', false);
  });

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

  it('places a member under the agent of an affiliate code, in any case', async () => {
    const agent = (await memberByAccount('agent01'))!;
    const username = uniqueName('Aff');
    await registered(await register({ username, affiliateCode: 'ag01' }));
    expect(await memberByAccount(username.toLowerCase())).toMatchObject({ parentId: agent.id, referredBy: null });
  });

  it("places a player's invitee under the player's agent and remembers who invited it", async () => {
    const [agent01, agent02, player01] = await Promise.all(['agent01', 'agent02', 'player01'].map(memberByAccount));
    const invited = uniqueName('Ref');
    await registered(await register({ username: invited, referralCode: 'player01' }));
    expect(await memberByAccount(invited.toLowerCase())).toMatchObject({ parentId: agent01!.id, referredBy: player01!.id });
    const byAgent = uniqueName('Ref');
    await registered(await register({ username: byAgent, referralCode: 'AGENT02' }));
    expect(await memberByAccount(byAgent.toLowerCase())).toMatchObject({ parentId: agent02!.id, referredBy: agent02!.id });
  });

  it('refuses an invitation code that names no active member', async () => {
    const locked = await createMember(t, { account: uniqueName('lockedag'), password: PASSWORD, type: 1, status: 'locked' });
    await t.platform.db.update(members).set({ affiliateCode: 'LOCK99' }).where(eq(members.id, locked.id));
    for (const over of [{ affiliateCode: 'ZZZZ99' }, { referralCode: 'NOPE1234' }, { affiliateCode: 'lock99' }]) {
      expect(await refusal(await register(over)), JSON.stringify(over)).toMatchObject({ status: 422, errorCode: 'invitation_code_error' });
    }
  });

  it('refuses a missing, wrong, replayed or expired human proof', async () => {
    const failed = { status: 400, errorCode: 'human.verification.failed' };
    expect(await refusal(await register({ human: undefined }))).toMatchObject(failed);
    const challenge = await issueHumanChallenge(t.platform, randomIp());
    expect(await refusal(await register({ human: { challenge: challenge.challenge, nonce: '0' } }))).toMatchObject(
      // 1 in 256 that nonce 0 happens to solve an 8-bit challenge: then it is a valid proof.
      createHash('sha256').update(`${challenge.challenge}:0`).digest()[0] === 0 ? { status: 200 } : failed,
    );
    const used = await proof();
    await registered(await register({ human: used }));
    expect(await refusal(await register({ human: used }))).toMatchObject(failed);
    const stale = await proof();
    clock += HUMAN_CHALLENGE_TTL_MS + 1;
    expect(await refusal(await register({ human: stale }))).toMatchObject(failed);
  });

  it('takes the challenge from GET /wps/captcha/human, solved as the browser does', async () => {
    const res = await t.request('/wps/captcha/human', { ip: randomIp() });
    const human = await solveHumanChallenge(humanChallengeSchema.parse((await res.json()).value));
    await registered(await register({ human }));
  });

  it('refuses a replayed encrypted payload', async () => {
    const sealed = await seal(await bodyOf('username'));
    await registered(await send(sealed));
    expect(await refusal(await send(sealed))).toMatchObject({ status: 409, errorCode: 'encryption.replayed' });
  });

  it('checks the image captcha when its rule is enabled and required', async () => {
    await setRule('captcha', { required: true });
    expect(await fieldsOf(await register())).toEqual({ captcha: ['register.required'] });
    const wrongId = await storeCaptcha(t.platform, 'HK3W');
    expect(await refusal(await register({ captcha: 'ABCD' }, { cookie: `captchaId=${wrongId}` }))).toMatchObject({
      status: 400,
      errorCode: 'captcha.invalid',
    });
    const id = await storeCaptcha(t.platform, 'HK3W');
    await registered(await register({ captcha: 'hk3w' }, { cookie: `captchaId=${id}` }));
  });

  it('refuses a method whose module is off', async () => {
    const off = { status: 403, errorCode: 'function.not.available' };
    await setModule(t, 'USERNAMEREG3', false);
    expect(await refusal(await register())).toMatchObject(off);
    await registered(await register({}, { method: 'mobile' }));
    await setModule(t, 'MOBILENUMREG3', false);
    expect(await refusal(await register({}, { method: 'mobile' }))).toMatchObject(off);
    await setModule(t, 'USERNAMEREG3', true);
    await setModule(t, 'REG3', false);
    expect(await refusal(await register())).toMatchObject(off);
  });

  it(`lets one address create ${REGISTER_LIMIT.limit} accounts an hour`, async () => {
    const ip = randomIp();
    for (let n = 0; n < REGISTER_LIMIT.limit; n++) await registered(await register({}, { ip }));
    expect(await refusal(await register({}, { ip }))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    // The budget is the address's own.
    await registered(await register({}, { ip: randomIp() }));
  });
});
