import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailResetForm, resetPasswordByEmail, resetPasswordByPhone } from './passwords-api.ts';
import { routeFetchTo } from '../../../api-client/test-fetch.ts';
import { openSealed, platformKeys } from '../test-answers.ts';

describe('password recovery calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('form-encodes the e-mail reset, trimmed, and escapes what needs it', () => {
    expect(emailResetForm({ username: ' player01 ', email: 'player01@betplay.example' })).toBe('username=player01&email=player01%40betplay.example');
    expect(emailResetForm({ username: 'a&b=c', email: 'x+y@z.example' })).toBe('username=a%26b%3Dc&email=x%2By%40z.example');
  });

  it('refuses a bad e-mail before anything is sent', async () => {
    const calls = routeFetchTo(new Hono());
    expect(() => emailResetForm({ username: 'player01', email: 'not-an-email' })).toThrow();
    await expect(resetPasswordByEmail({ username: '', email: 'player01@betplay.example' })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('posts the e-mail reset as a form and reads its refusal', async () => {
    const seen: [string | null, string][] = [];
    routeFetchTo(
      new Hono().post('/wps/member/password/email', async (c) => {
        const body = await c.req.text();
        seen.push([c.req.header('content-type') ?? null, body]);
        return body.includes('player01') ? c.json({ success: true, value: null }) : c.json({ success: false, errorCode: 'password.reset.not.found' }, 404);
      }),
    );
    await expect(resetPasswordByEmail({ username: 'player01', email: 'player01@betplay.example' })).resolves.toBeUndefined();
    await expect(resetPasswordByEmail({ username: 'nobody', email: 'nobody@betplay.example' })).rejects.toMatchObject({
      errorCode: 'password.reset.not.found',
    });
    expect(seen[0]).toEqual(['application/x-www-form-urlencoded', 'username=player01&email=player01%40betplay.example']);
  });

  describe('by phone', () => {
    let keys: CryptoKeyPair;
    let modulusHex: string;
    beforeAll(async () => {
      ({ keys, modulusHex } = await platformKeys());
    });

    it('seals the new password with the SMS code, as JSON', async () => {
      let opened: Record<string, unknown> = {};
      let type: string | undefined;
      routeFetchTo(
        new Hono()
          .get('/wps/session/key/rsa', (c) => c.json({ success: true, value: modulusHex }))
          .post('/wps/member/password/verification', async (c) => {
            type = c.req.header('content-type');
            opened = await openSealed(keys.privateKey, c.req.header('encryption') ?? '', (await c.req.json<{ value: string }>()).value);
            return c.json({ success: true, value: null });
          }),
      );
      await resetPasswordByPhone({
        mobileNum: '551 000 0001',
        countryDialingCode: '+52',
        verificationCode: '123456',
        newPassword: 'abc123',
        confirmNewPassword: 'abc123',
      });
      expect(type).toBe('application/json');
      expect(opened).toMatchObject({
        mobileNum: '5510000001',
        countryDialingCode: '52',
        verificationCode: '123456',
        newPassword: 'abc123',
      });
    });
  });
});
