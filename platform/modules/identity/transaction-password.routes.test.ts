import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_PASSWORD_ATTEMPTS, TRANSACTION_PASSWORD_LOCK_MS } from '../../../contract/security.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { lastSmsCode, postEncrypted, randomMobile, withToken } from '../../testing/session-fixtures.ts';
import { PASSWORD_BEFORE as loginPassword, passwordCalls } from '../../testing/password-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { checkTransactionPassword } from './index.ts';

/** What a check throws: its code and value, or `ok`. */
const outcome = (promise: Promise<void>) =>
  promise.then(
    () => ({ code: 'ok' as string, value: null as unknown }),
    (error: unknown) => {
      if (!(error instanceof PlatformError)) throw error;
      return { code: error.code as string, value: error.value };
    },
  );

describe.each(TEST_DATABASES)('the transaction password on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-24T12:00:00Z');
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());
  const { answer, tokenOf, player, trialToken } = passwordCalls(() => t);
  const call = async (token: string, path: string, payload: Record<string, unknown>) => answer(await postEncrypted(t, path, payload, { token }));
  const set = (token: string, payload: Record<string, unknown>) => call(token, '/wps/member/password/transaction', payload);
  const change = (token: string, payload: Record<string, unknown>) => call(token, '/wps/member/password/transaction/change', payload);
  const reset = (token: string, payload: Record<string, unknown>) => call(token, '/wps/member/password/transaction/reset', payload);
  const check = (memberId: number, secret: string) => outcome(checkTransactionPassword(t.platform, memberId, secret));

  describe('checkTransactionPassword', () => {
    it('answers unset, then right and wrong, and counts down the answers left', async () => {
      const member = await player();
      expect(await check(member.id, TRANSACTION_PASSWORD)).toEqual({ code: 'transaction.password.unset', value: undefined });
      await setTransactionPasswordFor(t, member.id);
      expect(await check(member.id, TRANSACTION_PASSWORD)).toMatchObject({ code: 'ok' });
      expect(await check(member.id, '111111')).toEqual({ code: 'transaction.password.invalid', value: { remaining: 4 } });
      expect(await check(member.id, '111112')).toEqual({ code: 'transaction.password.invalid', value: { remaining: 3 } });
      // A right answer starts the count again.
      expect(await check(member.id, TRANSACTION_PASSWORD)).toMatchObject({ code: 'ok' });
      expect(await check(member.id, '111113')).toEqual({ code: 'transaction.password.invalid', value: { remaining: 4 } });
    });

    it('locks after five wrong answers in a row, for fifteen minutes, even to the right answer', async () => {
      const member = await player();
      await setTransactionPasswordFor(t, member.id);
      for (let n = 1; n < TRANSACTION_PASSWORD_ATTEMPTS; n++) {
        expect((await check(member.id, `90000${n}`)).value).toEqual({ remaining: TRANSACTION_PASSWORD_ATTEMPTS - n });
      }
      const until = clock + TRANSACTION_PASSWORD_LOCK_MS;
      expect(await check(member.id, '900009')).toEqual({
        code: 'transaction.password.locked',
        value: { until, untilIso: new Date(until).toISOString() },
      });
      clock += TRANSACTION_PASSWORD_LOCK_MS - 1_000;
      expect(await check(member.id, TRANSACTION_PASSWORD)).toMatchObject({ code: 'transaction.password.locked', value: { until } });
      clock += 1_000;
      expect(await check(member.id, TRANSACTION_PASSWORD)).toMatchObject({ code: 'ok' });
      // A new count, from five.
      expect(await check(member.id, '111111')).toEqual({ code: 'transaction.password.invalid', value: { remaining: 4 } });
    });

    it('lets answers sent together past the limit only as far as the lock', async () => {
      const member = await player();
      await setTransactionPasswordFor(t, member.id);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => check(member.id, `80000${n}`)));
      expect(answers.filter((a) => a.code === 'transaction.password.invalid')).toHaveLength(TRANSACTION_PASSWORD_ATTEMPTS - 1);
      expect(answers.filter((a) => a.code === 'transaction.password.locked')).toHaveLength(8 - TRANSACTION_PASSWORD_ATTEMPTS + 1);
      expect((await check(member.id, TRANSACTION_PASSWORD)).code).toBe('transaction.password.locked');
      clock += TRANSACTION_PASSWORD_LOCK_MS;
    });
  });

  describe('POST /wps/member/password/transaction', () => {
    it('sets the first one against the login password, once', async () => {
      const member = await player();
      const token = await tokenOf(member.account, loginPassword);
      const payload = { loginPassword, newPassword: '135790', confirmNewPassword: '135790' };
      expect(await set(token, { ...payload, loginPassword: 'Wrong2026' })).toMatchObject({ status: 400, body: { errorCode: 'password.old.invalid' } });
      expect(await set(token, payload)).toEqual({ status: 200, body: { success: true, value: null } });
      expect(await check(member.id, '135790')).toMatchObject({ code: 'ok' });
      expect(await set(token, payload)).toMatchObject({ status: 409, body: { errorCode: 'transaction.password.exists' } });
      const [row] = await t.platform.db.select().from(members).where(eq(members.id, member.id));
      expect(row!.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    });

    it('checks the site rule and the confirmation, and refuses hostile payloads', async () => {
      const member = await player();
      const token = await tokenOf(member.account, loginPassword);
      expect(await set(token, { loginPassword, newPassword: '12ab56', confirmNewPassword: '12ab56' })).toMatchObject({
        status: 422,
        body: { errorCode: 'request_param_err', value: { fields: { newPassword: ['register.pattern.6'] } } },
      });
      expect((await set(token, { loginPassword, newPassword: '135790', confirmNewPassword: '135791' })).body.value).toEqual({
        fields: { confirmNewPassword: ['register.confirm'] },
      });
      expect(await set(token, { loginPassword, newPassword: '1357\u000090', confirmNewPassword: '135790' })).toMatchObject({
        status: 422,
        body: { errorCode: 'request_param_err', value: { fields: { newPassword: ['control_character'] } } },
      });
      expect((await set(token, { loginPassword, newPassword: '1'.repeat(100_000), confirmNewPassword: '' })).status).toBe(413);
      const plain = await t.request(
        '/wps/member/password/transaction',
        withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ loginPassword }) }),
      );
      expect(await answer(plain)).toMatchObject({ status: 400, body: { errorCode: 'request_body_required' } });
      expect((await check(member.id, '135790')).code).toBe('transaction.password.unset');
    });

    it('needs a session of a real account', async () => {
      const payload = { loginPassword, newPassword: '135790', confirmNewPassword: '135790' };
      expect(await answer(await postEncrypted(t, '/wps/member/password/transaction', payload))).toMatchObject({
        status: 401,
        body: { errorCode: 'login.not.session' },
      });
      expect(await set(await trialToken(), payload)).toMatchObject({ status: 403, body: { errorCode: 'in_need_true_account' } });
    });
  });

  describe('POST /wps/member/password/transaction/change', () => {
    it('changes it against the current one, whose wrong answers count toward the lock', async () => {
      const member = await player();
      await setTransactionPasswordFor(t, member.id);
      const token = await tokenOf(member.account, loginPassword);
      const fresh = { newPassword: '975310', confirmNewPassword: '975310' };
      expect(await change(token, { oldPassword: '000000', ...fresh })).toMatchObject({
        status: 400,
        body: { errorCode: 'transaction.password.invalid', value: { remaining: 4 }, message: 'The transaction password is incorrect' },
      });
      expect(
        await change(token, { oldPassword: TRANSACTION_PASSWORD, newPassword: TRANSACTION_PASSWORD, confirmNewPassword: TRANSACTION_PASSWORD }),
      ).toMatchObject({
        status: 422,
        body: { errorCode: 'password.same' },
      });
      expect(await change(token, { oldPassword: TRANSACTION_PASSWORD, ...fresh })).toEqual({ status: 200, body: { success: true, value: null } });
      expect((await check(member.id, TRANSACTION_PASSWORD)).code).toBe('transaction.password.invalid');
      expect((await check(member.id, '975310')).code).toBe('ok');
    });

    it('answers unset and locked as the check does', async () => {
      const member = await player();
      const token = await tokenOf(member.account, loginPassword);
      const payload = { oldPassword: TRANSACTION_PASSWORD, newPassword: '975310', confirmNewPassword: '975310' };
      expect(await change(token, payload)).toMatchObject({ status: 409, body: { errorCode: 'transaction.password.unset' } });
      await setTransactionPasswordFor(t, member.id);
      for (let n = 0; n < TRANSACTION_PASSWORD_ATTEMPTS; n++) await check(member.id, '000000');
      expect(await change(token, payload)).toMatchObject({
        status: 423,
        body: { errorCode: 'transaction.password.locked', value: { until: clock + TRANSACTION_PASSWORD_LOCK_MS } },
      });
    });
  });

  describe('resetting it by SMS', () => {
    it('sends a code to the member’s mobile, and a right code sets a new one and lifts the lock', async () => {
      const mobileNum = randomMobile();
      const member = await player({ mobileNum });
      await setTransactionPasswordFor(t, member.id);
      for (let n = 0; n < TRANSACTION_PASSWORD_ATTEMPTS; n++) await check(member.id, '000000');
      const token = await tokenOf(member.account, loginPassword);
      const sent = await answer(await t.request('/wps/member/password/transaction/sms', withToken(token, { method: 'POST' })));
      expect(sent).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
      const code = await lastSmsCode(t, `+52${mobileNum}`);
      const fresh = { newPassword: '112358', confirmNewPassword: '112358' };
      const wrong = code === '000000' ? '000001' : '000000';
      expect(await reset(token, { verificationCode: wrong, ...fresh })).toMatchObject({ status: 400, body: { errorCode: 'sms.code.invalid' } });
      expect(await reset(token, { verificationCode: code, ...fresh })).toEqual({ status: 200, body: { success: true, value: null } });
      expect((await check(member.id, '112358')).code).toBe('ok');
      // The code answers once.
      expect((await reset(token, { verificationCode: code, ...fresh })).body.errorCode).toBe('sms.code.invalid');
    });

    it('needs a mobile number on the account', async () => {
      const member = await player();
      const token = await tokenOf(member.account, loginPassword);
      const sent = await answer(await t.request('/wps/member/password/transaction/sms', withToken(token, { method: 'POST' })));
      expect(sent).toMatchObject({ status: 422, body: { errorCode: 'sms.mobile.missing' } });
    });
  });
});
