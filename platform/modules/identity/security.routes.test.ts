import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityProfileSchema } from '../../../contract/security.ts';
import { members, outbox } from '../../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, lastSmsCode, outboxFor, postEncrypted, randomIp, randomMobile, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { setTransactionPasswordFor } from '../../testing/transaction-password-fixtures.ts';
import { maskMobile } from './member-info.ts';
import { issueSession } from './sessions.ts';

const password = 'Secure2026';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(TEST_DATABASES)('the security centre on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-24T15:00:00Z');
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
  const member = (extra: { mobileNum?: string; email?: string; type?: number } = {}) => createMember(t, { account: uniqueName('sec'), password, ...extra });
  const sessionOf = async (memberId: number, userAgent = CHROME_ON_WINDOWS, ip = randomIp()) =>
    (await issueSession(t.platform, { memberId, loginType: 'password', ip, userAgent })).token;
  const get = async (token: string, path: string) => answer(await t.request(path, withToken(token)));
  const post = async (token: string, path: string, body: unknown) =>
    answer(await t.request(path, withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })));
  const sealed = async (token: string, path: string, payload: Record<string, unknown>) => answer(await postEncrypted(t, path, payload, { token }));

  it('describes the member: profile, masked contacts, and the transaction password state', async () => {
    const mobileNum = randomMobile();
    const row = await member({ mobileNum, email: 'ana.perez@example.com' });
    const token = await sessionOf(row.id);
    const first = await get(token, '/wps/v2/member/securityConfig');
    expect(first.status).toBe(200);
    expect(securityProfileSchema.parse(first.body.value)).toEqual({
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      payeeName: null,
      mobile: maskMobile(mobileNum),
      countryDialingCode: '52',
      email: 'a***@example.com',
      regDate: row.createdAt.getTime(),
      avatar: null,
      loginPassword: 'set',
      transactionPassword: { state: 'unset' },
    });
    await setTransactionPasswordFor(t, row.id);
    expect((await get(token, '/wps/v2/member/securityConfig')).body.value.transactionPassword).toEqual({ state: 'set' });
    const trial = await member({ type: 4 });
    expect((await get(await sessionOf(trial.id), '/wps/v2/member/securityConfig')).body.errorCode).toBe('in_need_true_account');
    expect((await answer(await t.request('/wps/v2/member/securityConfig'))).status).toBe(401);
  });

  it('changes the nickname by its rule, and refuses control characters and oversized names', async () => {
    const row = await member();
    const token = await sessionOf(row.id);
    expect(await post(token, '/wps/member/info/nickname', { nickname: '  Ana   la Suertuda ' })).toEqual({
      status: 200,
      body: { success: true, value: { nickname: 'Ana la Suertuda' } },
    });
    for (const nickname of ['A', '<script>', ' _x', 'x'.repeat(21)]) {
      expect(await post(token, '/wps/member/info/nickname', { nickname })).toMatchObject({
        status: 422,
        body: { errorCode: 'request_param_err', value: { fields: { nickname: ['security.profile.nicknameRule'] } } },
      });
    }
    expect((await post(token, '/wps/member/info/nickname', { nickname: 'Ana\u0000' })).body.value).toEqual({ fields: { nickname: ['control_character'] } });
    expect((await post(token, '/wps/member/info/nickname', { nickname: 'x'.repeat(70_000) })).status).toBe(413);
    const [stored] = await t.platform.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, row.id));
    expect(stored!.nickname).toBe('Ana la Suertuda');
  });

  it('sets the payee name once, by the site rule', async () => {
    const row = await member();
    const token = await sessionOf(row.id);
    expect((await post(token, '/wps/member/info/payeeName', { payeeName: 'Ana' })).body.value).toEqual({ fields: { payeeName: ['register.pattern.12'] } });
    expect(await post(token, '/wps/member/info/payeeName', { payeeName: ' Ana  Pérez ' })).toEqual({
      status: 200,
      body: { success: true, value: { payeeName: 'Ana Pérez' } },
    });
    expect(await post(token, '/wps/member/info/payeeName', { payeeName: 'Otra Persona' })).toMatchObject({
      status: 409,
      body: { errorCode: 'member.payee.name.set' },
    });
  });

  it('binds a mobile number by SMS, and asks for the login password to replace it', async () => {
    const row = await member();
    const token = await sessionOf(row.id);
    const first = randomMobile();
    expect(await post(token, '/wps/member/info/mobile/sms', { mobileNum: first })).toEqual({
      status: 200,
      body: { success: true, value: { expiredMinutes: 5 } },
    });
    const code = await lastSmsCode(t, `+52${first}`);
    expect((await sealed(token, '/wps/member/info/mobile', { mobileNum: first, verificationCode: '1' })).body.errorCode).toBe('sms.code.invalid');
    expect((await sealed(token, '/wps/member/info/mobile', { mobileNum: first, verificationCode: code })).status).toBe(200);
    // Another account's number: no code goes out.
    const taken = randomMobile();
    await member({ mobileNum: taken });
    expect((await post(token, '/wps/member/info/mobile/sms', { mobileNum: taken })).body.errorCode).toBe('member.mobile.exists');
    expect(await outboxFor(t, `+52${taken}`)).toHaveLength(0);
    const second = randomMobile();
    await post(token, '/wps/member/info/mobile/sms', { mobileNum: second });
    const secondCode = await lastSmsCode(t, `+52${second}`);
    expect((await sealed(token, '/wps/member/info/mobile', { mobileNum: second, verificationCode: secondCode })).body.errorCode).toBe('password.old.invalid');
    expect((await sealed(token, '/wps/member/info/mobile', { mobileNum: second, verificationCode: secondCode, loginPassword: password })).status).toBe(200);
    const [stored] = await t.platform.db.select().from(members).where(eq(members.id, row.id));
    expect([stored!.countryDialingCode, stored!.mobileNum]).toEqual(['52', second]);
    expect((await post(token, '/wps/member/info/mobile/sms', { mobileNum: '12ab' })).body.errorCode).toBe('request_param_err');
  });

  it('binds an e-mail address by a code from the e-mail outbox', async () => {
    const row = await member();
    const token = await sessionOf(row.id);
    const email = `${uniqueName('mail')}@example.com`;
    expect(await post(token, '/wps/member/info/email/code', { email })).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
    const [mail] = await outboxFor(t, email);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'email.bind', meta: { subject: 'BetPlay: confirm your e-mail address' } });
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    expect((await sealed(token, '/wps/member/info/email', { email: 'other@example.com', verificationCode: code })).body.errorCode).toBe(
      'member.email.code.invalid',
    );
    expect((await sealed(token, '/wps/member/info/email', { email, verificationCode: code })).status).toBe(200);
    expect((await get(token, '/wps/v2/member/securityConfig')).body.value.email).toBe(`${email[0]}***@example.com`);
    expect((await post(token, '/wps/member/info/email/code', { email: 'not an address' })).body.errorCode).toBe('request_param_err');
    const sent = await t.platform.db.select().from(outbox).where(eq(outbox.recipient, 'not an address'));
    expect(sent).toHaveLength(0);
  });

  it('lists the last logins with time, address and device, and ends every other session', async () => {
    const row = await member();
    const phone = await sessionOf(row.id, SAFARI_ON_IPHONE, '198.18.7.7');
    clock += 60_000;
    const current = await sessionOf(row.id, CHROME_ON_WINDOWS, '198.18.8.8');
    const { body } = await get(current, '/wps/member/sessions');
    expect(body.value.list).toEqual([
      expect.objectContaining({ ip: '198.18.8.8', browser: 'Chrome', system: 'Windows', loginAt: clock, current: true, active: true }),
      expect.objectContaining({ ip: '198.18.7.7', browser: 'Safari', system: 'iOS', loginAt: clock - 60_000, current: false, active: true }),
    ]);
    expect(await post(current, '/wps/member/sessions/endOthers', {})).toEqual({ status: 200, body: { success: true, value: { ended: 1 } } });
    expect((await get(phone, '/wps/member/info')).status).toBe(401);
    expect((await get(current, '/wps/member/info')).status).toBe(200);
    expect((await get(current, '/wps/member/sessions')).body.value.list[1]).toMatchObject({ active: false });
  });
});
