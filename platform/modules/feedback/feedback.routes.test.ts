import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX, FEEDBACK_TYPES } from '../../../contract/feedback.ts';
import { outbox } from '../../db/schema/index.ts';
import { storeCaptcha } from '../identity/index.ts';
import { FEEDBACK_LIMITS, FEEDBACK_RECIPIENT } from './feedback.ts';
import { issueSession } from '../identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, randomIp, uniqueName } from '../../testing/session-fixtures.ts';

const MESSAGE = 'My withdrawal to the bank has been pending since yesterday.';

describe.each(TEST_DATABASES)('PUT /wps/feedback on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  /** Sends feedback with a fresh captcha whose answer is ABCD, unless told otherwise. */
  const send = async (body: Record<string, unknown>, call: { ip?: string; token?: string; captchaId?: string | null } = {}) => {
    const captchaId = call.captchaId === undefined ? await storeCaptcha(t.platform, 'ABCD') : call.captchaId;
    const res = await t.request('/wps/feedback', {
      method: 'PUT',
      ip: call.ip ?? randomIp(),
      headers: {
        'Content-Type': 'application/json',
        Language: 'EN',
        ...(captchaId ? { Cookie: `captchaId=${captchaId}` } : {}),
        ...(call.token ? { Authorization: call.token } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { success: boolean; errorCode?: string; value?: { fields?: Record<string, string[]> } },
    };
  };
  const stored = (text: string) =>
    t.platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.purpose, 'feedback'), eq(outbox.body, text)));

  it("takes a visitor's message for the support mailbox", async () => {
    const res = await send({ type: FEEDBACK_TYPES.withdraw, content: `  ${MESSAGE}  `, captcha: ' abcd ' });
    expect(res).toEqual({ status: 200, body: { success: true, value: null } });
    const [row] = await stored(MESSAGE);
    expect(row).toMatchObject({ channel: 'email', recipient: FEEDBACK_RECIPIENT, meta: { type: 2, sender: null, lang: 'EN' } });
  });

  it("signs a member's message with the account name", async () => {
    const member = await createMember(t, { account: uniqueName('fb'), password: 'Secret2026' });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: randomIp() });
    const content = `${MESSAGE} Account ${member.account}.`;
    expect((await send({ type: FEEDBACK_TYPES.applyAgent, content, captcha: 'ABCD' }, { token })).status).toBe(200);
    expect((await stored(content))[0]!.meta).toMatchObject({ type: 6, sender: member.account });
  });

  it.each([
    [{ type: 5, content: MESSAGE, captcha: 'ABCD' }, ['type']],
    [{ type: 1, content: `   ${'x'.repeat(19)}   `, captcha: 'ABCD' }, ['content']],
    [{ type: 1, content: 'y'.repeat(FEEDBACK_MAX + 1), captcha: 'ABCD' }, ['content']],
    [{ type: 1, content: MESSAGE, captcha: '   ' }, ['captcha']],
    [{ content: '', captcha: '' }, ['type', 'content', 'captcha']],
  ])('refuses %j with the fields at fault', async (body, fields) => {
    const res = await send(body);
    expect([res.status, res.body.errorCode]).toEqual([422, 'request_param_err']);
    expect(Object.keys(res.body.value!.fields!).sort()).toEqual([...fields].sort());
  });

  it('needs the right captcha, once', async () => {
    const body = { type: 3, content: `${MESSAGE} (captcha)`, captcha: 'WXYZ' };
    expect((await send(body)).body.errorCode).toBe('captcha.invalid');
    expect((await send(body, { captchaId: null })).body.errorCode).toBe('captcha.invalid');
    const captchaId = await storeCaptcha(t.platform, 'WXYZ');
    expect((await send(body, { captchaId })).status).toBe(200);
    const reused = await send({ ...body, content: `${MESSAGE} (reused)` }, { captchaId });
    expect([reused.status, reused.body.errorCode]).toEqual([400, 'captcha.invalid']);
    expect(await stored(`${MESSAGE} (reused)`)).toEqual([]);
  });

  it('limits messages per address and per account', async () => {
    const ip = randomIp();
    for (let i = 0; i < FEEDBACK_LIMITS.ip.limit; i++) expect((await send({ type: 0, content: `${MESSAGE} #${i}`, captcha: 'ABCD' }, { ip })).status).toBe(200);
    const blocked = await send({ type: 0, content: `${MESSAGE} over`, captcha: 'ABCD' }, { ip });
    expect([blocked.status, blocked.body.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);

    const member = await createMember(t, { account: uniqueName('fbl'), password: 'Secret2026' });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: randomIp() });
    for (let i = 0; i < FEEDBACK_LIMITS.account.limit; i++)
      expect((await send({ type: 4, content: `${MESSAGE} @${i}`, captcha: 'ABCD' }, { token })).status).toBe(200);
    expect((await send({ type: 4, content: `${MESSAGE} @over`, captcha: 'ABCD' }, { token })).status).toBe(429);
  });

  it('accepts JSON only', async () => {
    const res = await t.request('/wps/feedback', { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'type=1' });
    expect(res.status).toBe(415);
  });
});
