import { clabe } from 'clabe-validator';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpSetupSchema, totpStatusSchema } from '../../../contract/security.ts';
import { memberRecoveryCodes, memberTotp, withdrawalAccounts } from '../../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, postEncrypted, postLogin, randomIp, setModule, solvedCaptcha, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { VERIFY_LIMIT } from './login-verification.ts';
import { issueSession } from './sessions.ts';
import { TOTP_CODE_LIMIT } from './totp.ts';

const password = 'Known2026';

describe.each(TEST_DATABASES)('the authenticator app and the bank-account check on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-24T15:00:10Z');
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    await setModule(t, 'LOGINIPVERF3', true);
  });
  afterAll(() => t.close());

  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
  const get = async (token: string, path: string) => answer(await t.request(path, withToken(token)));
  const post = async (token: string, path: string, body: unknown = {}) =>
    answer(await t.request(path, withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })));
  /** The code an app holding `secret` shows `steps` periods from now. */
  const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock + steps * 30_000 });
  const wrongCode = (secret: string) => {
    const near = new Set([-2, -1, 0, 1, 2].map((n) => codeOf(secret, n)));
    return ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !near.has(c))!;
  };

  /** A member with a session, logged in once from `home`, so the next address is new. */
  const settled = async (extra: { payeeName?: string | null } = {}) => {
    const member = await createMember(t, { account: uniqueName('tfa'), password, email: null, payeeName: extra.payeeName ?? null });
    const home = randomIp();
    expect((await postLogin(t, { username: member.account, password }, { ip: home })).status).toBe(200);
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: home });
    return { member, token };
  };
  const enabled = async (token: string) => {
    const setup = totpSetupSchema.parse((await post(token, '/wps/member/security/totp/setup')).body.value);
    const on = await post(token, '/wps/member/security/totp', { code: codeOf(setup.secret) });
    expect(on.status).toBe(200);
    return { secret: setup.secret, recoveryCodes: on.body.value.recoveryCodes as string[] };
  };
  const login = async (username: string, ip: string) => answer(await postLogin(t, { username, password }, { ip }));
  const verify = async (payload: Record<string, unknown>, ip: string, solve = false) => {
    const captcha = solve ? await solvedCaptcha(t) : undefined;
    const body = { password, ...payload, ...(captcha ? { captcha: captcha.captcha } : {}) };
    return answer(await postEncrypted(t, '/wps/session/login/verification', body, { ip, ...(captcha ? { cookie: captcha.cookie } : {}) }));
  };
  const tick = () => {
    clock += 30_000;
  };

  it('turns the app on with a first right code, answering ten recovery codes once', async () => {
    const { member, token } = await settled();
    expect((await get(token, '/wps/member/security/totp')).body.value).toEqual({ state: 'off' });
    const setup = totpSetupSchema.parse((await post(token, '/wps/member/security/totp/setup')).body.value);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/BetPlay:${member.account}?issuer=BetPlay&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);

    // A wrong first code, or one of another shape, leaves it off.
    expect(await post(token, '/wps/member/security/totp', { code: wrongCode(setup.secret) })).toMatchObject({
      status: 400,
      body: { errorCode: 'totp.code.invalid' },
    });
    expect((await post(token, '/wps/member/security/totp', { code: '12ab56' })).body.errorCode).toBe('request_param_err');
    expect(totpStatusSchema.parse((await get(token, '/wps/member/security/totp')).body.value)).toEqual({ state: 'off' });

    // The code of the step before still counts (a phone clock a little behind).
    const on = await post(token, '/wps/member/security/totp', { code: codeOf(setup.secret, -1) });
    expect(on.status).toBe(200);
    const codes = on.body.value.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect((await get(token, '/wps/member/security/totp')).body.value).toEqual({ state: 'on', recoveryCodesLeft: 10 });

    // The key is stored encrypted, bound to its member: copied to another member's row, it opens nothing.
    const [sealed] = await t.platform.db.select().from(memberTotp).where(eq(memberTotp.memberId, member.id));
    expect(sealed!.secret).toMatch(/^v1\./);
    expect(sealed!.secret).not.toContain(setup.secret);
    const other = await settled();
    await t.platform.db.insert(memberTotp).values({ memberId: other.member.id, secret: sealed!.secret, enabledAt: t.platform.now() });
    tick();
    expect((await post(other.token, '/wps/member/security/totp/disable', { code: codeOf(setup.secret) })).body.errorCode).toBe('totp.code.invalid');

    // Stored hashed, never answered again: no second setup, no second enable.
    const stored = await t.platform.db.select().from(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect((await post(token, '/wps/member/security/totp/setup')).body.errorCode).toBe('totp.enabled');
    expect((await post(token, '/wps/member/security/totp', { code: codeOf(setup.secret) })).body.errorCode).toBe('totp.enabled');
  });

  it('needs a setup before the first code, and limits wrong codes', async () => {
    const { token } = await settled();
    expect((await post(token, '/wps/member/security/totp', { code: '123456' })).body.errorCode).toBe('totp.setup.missing');
    const setup = totpSetupSchema.parse((await post(token, '/wps/member/security/totp/setup')).body.value);
    for (let n = 0; n < TOTP_CODE_LIMIT.limit; n++)
      expect((await post(token, '/wps/member/security/totp', { code: wrongCode(setup.secret) })).body.errorCode).toBe('totp.code.invalid');
    expect(await post(token, '/wps/member/security/totp', { code: codeOf(setup.secret) })).toMatchObject({
      status: 429,
      body: { errorCode: 'TOO_MANY_REQUESTS', value: { windowMs: TOTP_CODE_LIMIT.windowMs } },
    });
  });

  it('offers the app and recovery codes from a new address; a code is never accepted twice', async () => {
    const { member, token } = await settled({ payeeName: 'Ana Ruiz' });
    expect((await login(member.account, randomIp())).body.value.methods).toEqual(['P']);
    const { secret, recoveryCodes } = await enabled(token);
    expect((await login(member.account, randomIp())).body.value.methods).toEqual(['G', 'R', 'P']);

    // The code that turned the app on is spent already.
    expect((await verify({ username: member.account, method: 'G', authCode: codeOf(secret) }, randomIp())).body.errorCode).toBe('login.verification.invalid');
    tick();
    const code = codeOf(secret);
    expect((await verify({ username: member.account, method: 'G', authCode: code }, randomIp(), true)).status).toBe(200);
    // Replayed at once from elsewhere, or an older code still in the window: refused.
    expect((await verify({ username: member.account, method: 'G', authCode: code }, randomIp(), true)).body.errorCode).toBe('login.verification.invalid');
    expect((await verify({ username: member.account, method: 'G', authCode: codeOf(secret, -1) }, randomIp(), true)).body.errorCode).toBe(
      'login.verification.invalid',
    );
    tick();
    expect((await verify({ username: member.account, method: 'G', authCode: codeOf(secret) }, randomIp(), true)).status).toBe(200);

    // A recovery code works once, typed in any case and spacing.
    const [first] = recoveryCodes;
    expect(
      (await verify({ username: member.account, method: 'R', recoveryCode: ` ${first!.toLowerCase().replace('-', ' ')} ` }, randomIp(), true)).status,
    ).toBe(200);
    expect((await verify({ username: member.account, method: 'R', recoveryCode: first }, randomIp(), true)).body.errorCode).toBe('login.verification.invalid');
    expect((await get(token, '/wps/member/security/totp')).body.value).toEqual({ state: 'on', recoveryCodesLeft: 9 });
  });

  it('turns the app off with a current code or a recovery code, and then stops offering it', async () => {
    const { member, token } = await settled({ payeeName: 'Ana Ruiz' });
    const { secret } = await enabled(token);
    // The code that turned it on cannot turn it off again.
    expect((await post(token, '/wps/member/security/totp/disable', { code: codeOf(secret) })).body.errorCode).toBe('totp.code.invalid');
    tick();
    expect((await post(token, '/wps/member/security/totp/disable', { code: codeOf(secret) })).status).toBe(200);
    expect((await get(token, '/wps/member/security/totp')).body.value).toEqual({ state: 'off' });
    expect(await t.platform.db.select().from(memberTotp).where(eq(memberTotp.memberId, member.id))).toEqual([]);
    expect((await login(member.account, randomIp())).body.value.methods).toEqual(['P']);
    expect((await post(token, '/wps/member/security/totp/disable', { code: '123456' })).body.errorCode).toBe('totp.not.enabled');

    const again = await enabled(token);
    expect((await post(token, '/wps/member/security/totp/disable', { code: again.recoveryCodes[3] })).status).toBe(200);
    const trial = await createMember(t, { account: uniqueName('trial'), password, type: 4 });
    const { token: trialToken } = await issueSession(t.platform, { memberId: trial.id, loginType: 'freeplay', ip: randomIp() });
    expect((await post(trialToken, '/wps/member/security/totp/setup')).body.errorCode).toBe('in_need_true_account');
    expect(
      (await answer(await t.request('/wps/member/security/totp/setup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })))
        .status,
    ).toBe(401);
  });

  it('checks the last four digits of a bound withdrawal account, and only while one is bound', async () => {
    const { member } = await settled({ payeeName: 'Ana Ruiz' });
    const number = clabe.calculate(12, 180, member.id);
    const [bound] = await t.platform.db
      .insert(withdrawalAccounts)
      .values({ memberId: member.id, bankCode: '012', clabe: number, holderName: 'Ana Ruiz', usableAt: t.platform.now() })
      .returning();
    const away = randomIp();
    expect((await login(member.account, away)).body.value).toEqual({ methods: ['P', 'B'], maskedMobile: null, maskedEmail: null });
    const last = number.slice(-4);
    const other = last === '0000' ? '1111' : '0000';
    expect((await verify({ username: member.account, method: 'B', bankDigits: other }, away)).body.errorCode).toBe('login.verification.invalid');
    expect((await verify({ username: member.account, method: 'B', bankDigits: number.slice(-3) }, away, true)).body.errorCode).toBe(
      'login.verification.invalid',
    );
    expect((await verify({ username: member.account, method: 'B', bankDigits: last }, away, true)).status).toBe(200);

    // Wrong digits meet the verification's limit, which the right password does not reset.
    const elsewhere = randomIp();
    for (let n = 0; n < VERIFY_LIMIT.limit; n++)
      expect((await verify({ username: member.account, method: 'B', bankDigits: other }, elsewhere, true)).body.errorCode).toBe('login.verification.invalid');
    expect(await verify({ username: member.account, method: 'B', bankDigits: last }, elsewhere, true)).toMatchObject({
      status: 429,
      body: { errorCode: 'TOO_MANY_REQUESTS' },
    });

    // A removed account is no longer a way in.
    clock += VERIFY_LIMIT.windowMs;
    await t.platform.db.update(withdrawalAccounts).set({ removedAt: t.platform.now() }).where(eq(withdrawalAccounts.id, bound!.id));
    expect((await login(member.account, randomIp())).body.value.methods).toEqual(['P']);
    expect((await verify({ username: member.account, method: 'B', bankDigits: last }, randomIp(), true)).body.errorCode).toBe('login.verification.invalid');
  });
});
