import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCaptcha } from '../modules/identity/index.ts';
import { createMember, postEncrypted, postJson, postLogin, randomIp, randomMobile, uniqueName } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { controlsToSpaces, hasControlCharacter } from './control-characters.ts';

type Envelope = { success: boolean; errorCode?: string; value?: { fields?: Record<string, string[]> } | null };

describe('control characters', () => {
  it('are C0 and DEL, tab and line breaks included unless a text may span lines', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\t', '\n', '\r']) expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const c of ['\t', '\n', '\r']) expect(hasControlCharacter(`a${c}b`, { multiLine: true }), JSON.stringify(c)).toBe(false);
    for (const c of ['\u0000', '\u000b', '\u007f']) expect(hasControlCharacter(`a${c}b`, { multiLine: true }), JSON.stringify(c)).toBe(true);
    expect(hasControlCharacter('señor ✓ \u00a0')).toBe(false);
    expect(controlsToSpaces('a\n\r\tb')).toBe('a b');
  });
});

describe.each(TEST_DATABASES)('control characters in a request on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Envelope });
  const get = async (path: string) => answer(await t.request(path, { ip: randomIp(), headers: { Language: 'EN' } }));
  const refused = (res: { status: number; body: Envelope }) => [res.status, res.body.errorCode];
  const PARAM_ERR = [422, 'request_param_err'];

  it.each([
    '/wps/relay/GCSGAME_gameList?gameName=%00',
    '/wps/relay/GCSGAME_gameList?gameName=a%7Fb',
    '/wps/agent/affiliate?code=%00',
    '/wps/agent/affiliate?code=AG%0A01',
    '/wps/agent/affiliate?code=AG01&domain=%01',
    '/wps/relay/GCSGAME_gameList?%00=1',
    '/gs/api/slot/%00',
  ])('refuses %s as a request error, not a server error', async (path) => {
    expect(refused(await get(path))).toEqual(PARAM_ERR);
  });

  it('answers a game page with a control character in its path with the error page, as a request error', async () => {
    const res = await t.request('/gs/slot/%00', { ip: randomIp(), headers: { Language: 'EN' } });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses a forgotten-password e-mail form with NUL in either field', async () => {
    const forgot = async (fields: Record<string, string>) =>
      answer(
        await t.request('/wps/member/password/email', {
          method: 'POST',
          ip: randomIp(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Language: 'EN' },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    expect(refused(await forgot({ username: 'player\u000001', email: 'player01@betplay.example' }))).toEqual(PARAM_ERR);
    expect(refused(await forgot({ username: 'player01', email: 'player01\u0000@betplay.example' }))).toEqual(PARAM_ERR);
  });

  it('refuses a forgotten-password reset by phone with NUL in the code', async () => {
    const mobileNum = randomMobile();
    await createMember(t, { account: uniqueName('nul'), password: 'Before2026', mobileNum });
    const res = await answer(
      await postEncrypted(t, '/wps/member/password/verification', { mobileNum, verificationCode: '12\u00003456', newPassword: 'After2027x' }),
    );
    expect(refused(res)).toEqual(PARAM_ERR);
  });

  it('refuses a login whose username or password holds NUL', async () => {
    expect(refused(await answer(await postLogin(t, { username: 'player\u000001', password: 'whatever1' })))).toEqual(PARAM_ERR);
    expect(refused(await answer(await postLogin(t, { username: 'player01', password: 'what\u0000ever1' })))).toEqual(PARAM_ERR);
  });

  it('refuses NUL written as a JSON escape, in a field or in a key, and names the field', async () => {
    const res = await answer(await postJson(t, '/wps/session/handoff/redeem', { code: 'x\u0000' }));
    expect(refused(res)).toEqual(PARAM_ERR);
    expect(res.body.value?.fields).toEqual({ code: ['control_character'] });
    const key = await answer(await postJson(t, '/wps/session/handoff/redeem', { code: 'x', 'a\u0000': 1 }));
    expect(refused(key)).toEqual(PARAM_ERR);
  });

  it('takes tab and line breaks in a multi-line text, and nothing else', async () => {
    const send = async (content: string) => {
      const captchaId = await storeCaptcha(t.platform, 'ABCD');
      return answer(
        await t.request('/wps/feedback', {
          method: 'PUT',
          ip: randomIp(),
          headers: { 'Content-Type': 'application/json', Language: 'EN', Cookie: `captchaId=${captchaId}` },
          body: JSON.stringify({ type: 1, content, captcha: 'ABCD' }),
        }),
      );
    };
    expect(await send('My withdrawal is pending.\r\n\tSince yesterday, please check.')).toEqual({ status: 200, body: { success: true, value: null } });
    expect(refused(await send('My withdrawal is pending.\u0000 Since yesterday, please check.'))).toEqual(PARAM_ERR);
    expect(refused(await send('My withdrawal is pending.\u001b[2J Since yesterday, please check.'))).toEqual(PARAM_ERR);
  });
});
