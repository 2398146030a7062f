import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../contract/hybrid-crypto.ts';
import { ENCRYPTION_MAX_SKEW_MS } from '../../../contract/limits.ts';
import { members } from '../../db/schema/index.ts';
import { OLD_PASSWORD_LIMIT } from './password-change.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { postEncrypted, publicKeyOf, withToken } from '../../testing/session-fixtures.ts';
import { expectSealedBodyOnce } from '../../testing/sealed-body-checks.ts';
import { PASSWORD_AFTER as fresh, PASSWORD_BEFORE as password, passwordCalls } from '../../testing/password-fixtures.ts';

describe.each(TEST_DATABASES)('changing the password on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());
  const { answer, login, tokenOf, infoStatus, change, player, trialToken } = passwordCalls(() => t);

  describe('POST /wps/member/password', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const member = await player();
      const current = await tokenOf(member.account, password);
      const other = await tokenOf(member.account, password);
      clock += 1_000;
      expect(await change(current, { oldPassword: password, newPassword: fresh, confirmNewPassword: fresh })).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      expect(await infoStatus(current)).toBe(200);
      expect(await infoStatus(other)).toBe(401);
      expect((await login(member.account, password)).body.errorCode).toBe('login.password.invalid');
      await tokenOf(member.account, fresh, true);
      const [row] = await t.platform.db.select().from(members).where(eq(members.id, member.id));
      expect(row!.passwordChangedAt.getTime()).toBe(clock);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('needs a session of a real account', async () => {
      const anonymous = await answer(await postEncrypted(t, '/wps/member/password', { oldPassword: password, newPassword: fresh, confirmNewPassword: fresh }));
      expect(anonymous).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
      const trial = await change(await trialToken(), { oldPassword: password, newPassword: fresh, confirmNewPassword: fresh });
      expect(trial).toMatchObject({ status: 403, body: { errorCode: 'in_need_true_account' } });
    });

    it('checks the new password against the site rule, the confirmation, the old one and the weak default', async () => {
      const member = await player();
      const token = await tokenOf(member.account, password);
      const refusal = (payload: Record<string, unknown>) => change(token, { oldPassword: password, ...payload });
      expect(await refusal({ newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' })).toMatchObject({
        status: 422,
        body: { errorCode: 'request_param_err', value: { fields: { newPassword: ['register.pattern.5'] } } },
      });
      expect((await refusal({ newPassword: 'a1', confirmNewPassword: 'a1' })).body.value).toEqual({
        fields: { newPassword: ['register.pattern.5'] },
      });
      expect((await refusal({ newPassword: fresh, confirmNewPassword: 'After2027y' })).body.value).toEqual({
        fields: { confirmNewPassword: ['register.confirm'] },
      });
      expect(await refusal({ newPassword: password, confirmNewPassword: password })).toMatchObject({
        status: 422,
        body: { errorCode: 'password.same' },
      });
      expect(await refusal({ newPassword: 'Welcome1', confirmNewPassword: 'Welcome1' })).toMatchObject({
        status: 422,
        body: { errorCode: 'password.weak', message: 'This password is too common, please choose another' },
      });
      expect(await change(token, { oldPassword: 'Wrong2026', newPassword: fresh, confirmNewPassword: fresh })).toMatchObject({
        status: 400,
        body: { errorCode: 'password.old.invalid' },
      });
      // None of these changed anything.
      await tokenOf(member.account, password);
    });

    it('limits wrong current passwords per account', async () => {
      const member = await player();
      const token = await tokenOf(member.account, password);
      for (let n = 0; n < OLD_PASSWORD_LIMIT.limit; n++) {
        expect((await change(token, { oldPassword: `Guess${n}x1`, newPassword: fresh, confirmNewPassword: fresh })).body.errorCode).toBe(
          'password.old.invalid',
        );
      }
      expect(await change(token, { oldPassword: password, newPassword: fresh, confirmNewPassword: fresh })).toMatchObject({
        status: 429,
        body: { errorCode: 'TOO_MANY_REQUESTS' },
      });
      clock += OLD_PASSWORD_LIMIT.windowMs;
      expect((await change(token, { oldPassword: password, newPassword: fresh, confirmNewPassword: fresh })).status).toBe(200);
    });

    it('refuses replayed, stale and tampered payloads', async () => {
      const member = await player();
      const token = await tokenOf(member.account, password);
      const payload = { oldPassword: 'Wrong2026', newPassword: fresh, confirmNewPassword: fresh };
      const sealed = await encryptPayload(await publicKeyOf(t), payload, clock);
      const send = (body: unknown, header = sealed.encryptionHeader) =>
        t.request(
          '/wps/member/password',
          withToken(token, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Encryption: header },
            body: JSON.stringify(body),
          }),
        );
      await expectSealedBodyOnce(t, send, sealed, payload, clock, 'password.old.invalid');
      expect(await answer(await send(payload))).toMatchObject({ status: 400, body: { errorCode: 'request_body_required' } });
      const stale = await postEncrypted(t, '/wps/member/password', payload, { token, now: clock - ENCRYPTION_MAX_SKEW_MS - 1_000 });
      expect(await answer(stale)).toMatchObject({ status: 400, body: { errorCode: 'encryption.stale' } });
    });
  });
});
