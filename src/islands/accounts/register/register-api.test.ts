import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/errors.ts';
import { checkAffiliateCode, fetchHumanChallenge, fetchRegisterRules, register } from './register-api.ts';
import { routeFetchTo } from '../../../api-client/test-fetch.ts';
import { loginAnswer, openSealed, platformKeys } from '../test-answers.ts';

const RESULT = loginAnswer({ id: 99, userName: 'newbie', firstTimeLogin: true });

const REQUEST = {
  username: 'newbie01',
  password: 'abc123',
  confirmPassword: 'abc123',
  agreeTerms: true as const,
  human: { challenge: 'c'.repeat(20), nonce: '42' },
  registerUrl: 'https://betplay.example/register',
  domain: 'betplay.example',
};

describe('registration calls', () => {
  let keys: CryptoKeyPair;
  let modulusHex: string;

  beforeAll(async () => {
    ({ keys, modulusHex } = await platformKeys());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('registers by username or mobile with a sealed payload that asks to be logged in', async () => {
    const opened: [string, Record<string, unknown>][] = [];
    const seal = async (c: { req: { path: string; header(n: string): string | undefined; json<T>(): Promise<T> } }) => {
      opened.push([c.req.path, await openSealed(keys.privateKey, c.req.header('encryption') ?? '', (await c.req.json<{ value: string }>()).value)]);
    };
    routeFetchTo(
      new Hono()
        .get('/wps/session/key/rsa', (c) => c.json({ success: true, value: modulusHex }))
        .put('/wps/member/register', async (c) => (await seal(c), c.json({ success: true, value: RESULT })))
        .put('/wps/member/register/mobile', async (c) => (await seal(c), c.json({ success: true, value: RESULT }))),
    );
    await expect(register('username', REQUEST)).resolves.toEqual(RESULT);
    await register('mobile', { ...REQUEST, username: '5510000099', mobileNum: '5510000099', countryDialingCode: '+52' });
    expect(opened[0]).toEqual(['/wps/member/register', expect.objectContaining({ ...REQUEST, registerMethod: 'WEB', login: true })]);
    expect(opened[1]).toEqual(['/wps/member/register/mobile', expect.objectContaining({ mobileNum: '5510000099', countryDialingCode: '52' })]);
  });

  it('never sends a registration without the terms or the human proof', async () => {
    const calls = routeFetchTo(new Hono());
    await expect(register('username', { ...REQUEST, agreeTerms: false as unknown as true })).rejects.toThrow();
    await expect(register('username', { ...REQUEST, human: { challenge: 'short', nonce: 'x' } })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('checks an invitation code and reads its refusal', async () => {
    const calls = routeFetchTo(
      new Hono().get('/wps/agent/affiliate', (c) =>
        c.req.query('code') === 'AG01' ? c.json({ success: true, value: null }) : c.json({ success: false, errorCode: 'invitation_code_error' }, 422),
      ),
    );
    await expect(checkAffiliateCode(' AG01 ', 'betplay.example')).resolves.toBeUndefined();
    await expect(checkAffiliateCode('NOPE', 'betplay.example')).rejects.toMatchObject({ errorCode: 'invitation_code_error' });
    await expect(checkAffiliateCode('NOPE', 'betplay.example')).rejects.toBeInstanceOf(ApiError);
    expect(new URL(calls[0]!.url).search).toBe('?code=AG01&domain=betplay.example');
  });

  it('reads the rules and a human challenge, checked against the contract', async () => {
    const rule = { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 9 };
    routeFetchTo(
      new Hono()
        .get('/wps/system/setting/register', (c) => c.json({ success: true, value: { username: rule } }))
        .get('/wps/captcha/human', (c) => c.json({ success: true, value: { challenge: 'x'.repeat(16), difficulty: 8, expiresAt: 1 } })),
    );
    await expect(fetchRegisterRules()).resolves.toEqual({ username: rule });
    await expect(fetchHumanChallenge()).resolves.toMatchObject({ difficulty: 8 });
  });
});
