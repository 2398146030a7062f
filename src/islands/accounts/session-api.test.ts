import { Hono, type Context } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { changePassword } from './login/password-change-api.ts';
import { loginAnswer, openSealed, platformKeys } from './test-answers.ts';
import { login, loginFreeplay, loginWithVerification, logout, sendLoginVerificationSms } from './session-api.ts';

const RESULT = loginAnswer();

describe('session calls', () => {
  let keys: CryptoKeyPair;
  let modulusHex: string;

  beforeAll(async () => {
    ({ keys, modulusHex } = await platformKeys());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs in with a sealed payload and reads the answer without a token', async () => {
    let opened: Record<string, unknown> = {};
    routeFetchTo(
      new Hono()
        .get('/wps/session/key/rsa', (c) => c.json({ success: true, value: modulusHex }))
        .post('/wps/session/login', async (c) => {
          const body = await c.req.json<{ value: string }>();
          opened = await openSealed(keys.privateKey, c.req.header('encryption') ?? '', body.value);
          return c.json({ success: true, value: RESULT });
        }),
    );
    await expect(login({ username: ' player01 ', password: 'Player2026' })).resolves.toEqual(RESULT);
    expect(opened).toMatchObject({ username: 'player01', password: 'Player2026', type: 'username' });
    expect(opened).toHaveProperty('nonce');
    expect(opened).toHaveProperty('ts');
  });

  it('refuses an empty username before anything is sent', async () => {
    const calls = routeFetchTo(new Hono());
    await expect(login({ username: '  ', password: 'x' })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('starts a trial session and logs out with JSON requests', async () => {
    const calls = routeFetchTo(
      new Hono()
        .post('/wps/session/login/freeplay', (c) => c.json({ success: true, value: { ...RESULT, customerType: 4 } }))
        .delete('/wps/session/logout', (c) => c.json({ success: true })),
    );
    await expect(loginFreeplay()).resolves.toMatchObject({ customerType: 4 });
    await expect(logout()).resolves.toBeUndefined();
    expect(calls.map((r) => [r.method, r.headers.get('content-type')])).toEqual([
      ['POST', 'application/json'],
      ['DELETE', 'application/json'],
    ]);
  });

  it('seals the verified login and the password change, and sends the verification code in clear', async () => {
    const opened: Record<string, Record<string, unknown>> = {};
    const sealed = (path: string, value: unknown) => async (c: Context) => {
      const body = await c.req.json<{ value: string }>();
      opened[path] = await openSealed(keys.privateKey, c.req.header('encryption') ?? '', body.value);
      return c.json({ success: true, value });
    };
    const calls = routeFetchTo(
      new Hono()
        .get('/wps/session/key/rsa', (c) => c.json({ success: true, value: modulusHex }))
        .post('/wps/session/login/verification', sealed('verify', RESULT))
        .post('/wps/member/password', sealed('password', null))
        .post('/wps/session/login/verification/sms', (c) => c.json({ success: true, value: { expiredMinutes: 5 } })),
    );
    await expect(loginWithVerification({ username: 'player04', password: 'Player2026', method: 'E', email: 'player04@betplay.example' })).resolves.toEqual(
      RESULT,
    );
    await expect(sendLoginVerificationSms({ username: 'player04', password: 'Player2026' })).resolves.toEqual({ expiredMinutes: 5 });
    await changePassword({ oldPassword: 'Welcome1', newPassword: 'Better2026', confirmNewPassword: 'Better2026' });
    expect(opened.verify).toMatchObject({ username: 'player04', method: 'E', email: 'player04@betplay.example' });
    expect(opened.password).toMatchObject({ oldPassword: 'Welcome1', newPassword: 'Better2026', confirmNewPassword: 'Better2026' });
    const sms = calls.find((r) => r.url.endsWith('/verification/sms'));
    expect(await sms?.json()).toEqual({ username: 'player04', password: 'Player2026' });
  });
});
