import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, launchChatSchema, modelListSchema, type LiveTable } from '../../../contract/centres.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { createMember, setModule, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { CHAT_LIMITS } from './chat.ts';
import { isOpenAt } from './tables.ts';

describe('opening hours', () => {
  it('runs across midnight, and equal hours mean always open', () => {
    const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00Z`);
    expect(isOpenAt({ opensAt: 0, closesAt: 0 }, at('03:00'))).toBe(true);
    expect(isOpenAt({ opensAt: 600, closesAt: 120 }, at('23:00'))).toBe(true);
    expect(isOpenAt({ opensAt: 600, closesAt: 120 }, at('01:59'))).toBe(true);
    expect(isOpenAt({ opensAt: 600, closesAt: 120 }, at('02:00'))).toBe(false);
    expect(isOpenAt({ opensAt: 360, closesAt: 1320 }, at('05:59'))).toBe(false);
  });
});

describe.each(TEST_DATABASES)('live tables and chat on %s', (kind) => {
  let t: TestPlatform;
  let now = Date.parse('2026-11-20T12:00:00Z');
  let tables: LiveTable[];

  const member = async (type = 0) => {
    const row = await createMember(t, { account: uniqueName('chat'), password: 'Passw0rd!', type });
    const { token } = await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.10' });
    return { ...row, token };
  };
  const launch = async (tableId: number | string, token?: string) => {
    const res = await t.request(`/wps/relay/CBS_launchChat?tableId=${tableId}`, token ? withToken(token) : {});
    return { status: res.status, body: (await res.json()) as { value: { chatUrl: string }; errorCode?: string } };
  };
  const keyOf = (chatUrl: string) => chatUrl.replace('/gs/chat/', '');
  const post = async (key: string, body: string, lang = 'EN') => {
    const res = await t.request(`/gs/chat/api/${key}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: lang }, body });
    return {
      status: res.status,
      body: (await res.json()) as { success: boolean; value: { id: number; text: string; author: string }; errorCode?: string; message?: string },
    };
  };
  const read = async (key: string, after?: number) => {
    const res = await t.request(`/gs/chat/api/${key}${after === undefined ? '' : `?after=${after}`}`);
    return (await res.json()) as { value: { list: { id: number; text: string; author: string }[]; open: boolean } };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(now));
    const res = await t.request('/wps/relay/CBS_modelList', { headers: { Language: 'EN' } });
    tables = modelListSchema.parse(((await res.json()) as { value: unknown }).value).list;
  });
  afterAll(() => t.close());

  it('lists the tables to visitors with their dealer, game, hours and a picture that draws', async () => {
    expect(tables.length).toBe(12);
    expect(tables.some((table) => table.open)).toBe(true);
    expect(tables.some((table) => !table.open)).toBe(true);
    const first = tables[0]!;
    expect(first).toMatchObject({ dealerName: 'Valeria', open: true, opensAt: '00:00', closesAt: '00:00' });
    const art = await t.request(first.imageUrl);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    expect(art.headers.get('cache-control')).toContain('immutable');
    expect(await art.text()).toContain('<title id="t">Valeria</title>');
    expect((await t.request('/cdn/live/dealers/99999.svg')).status).toBe(404);
  });

  it("gives a visitor the table's reading page, and a member a pass of their own that posts", async () => {
    const visitor = await launch(tables[0]!.tableId);
    expect(visitor.status).toBe(200);
    expect(launchChatSchema.parse(visitor.body.value).chatUrl).toBe(`/gs/chat/table-${tables[0]!.tableId}`);
    const page = await t.request(visitor.body.value.chatUrl, { headers: { Cookie: 'lang=EN' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('Log in to write in the chat');
    expect(html).not.toContain('id="chat-form"');
    const refused = await post(keyOf(visitor.body.value.chatUrl), JSON.stringify({ text: 'hola' }));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('chat.login.required');

    const m = await member();
    const mine = await launch(tables[0]!.tableId, m.token);
    expect(mine.body.value.chatUrl).toMatch(/^\/gs\/chat\/[A-Za-z0-9_-]{43}$/);
    const memberPage = await (await t.request(mine.body.value.chatUrl)).text();
    expect(memberPage).toContain('id="chat-form"');
    const sent = await post(keyOf(mine.body.value.chatUrl), JSON.stringify({ text: '  Hello\n\ttable  ' }));
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ text: 'Hello table', author: m.nickname });
    // Everyone reads it, visitors too, and a reader asking after it gets nothing new.
    const seen = await read(keyOf(visitor.body.value.chatUrl));
    expect(seen.value.list.at(-1)).toMatchObject({ id: sent.body.value.id, text: 'Hello table' });
    expect((await read(keyOf(visitor.body.value.chatUrl), sent.body.value.id)).value.list).toEqual([]);
    // A trial account reads only.
    const trial = await member(4);
    expect((await launch(tables[0]!.tableId, trial.token)).body.value.chatUrl).toBe(`/gs/chat/table-${tables[0]!.tableId}`);
  });

  it('keeps markup as text: the page escapes it and the store keeps it as typed', async () => {
    const m = await member();
    const key = keyOf((await launch(tables[1]!.tableId, m.token)).body.value.chatUrl);
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await post(key, JSON.stringify({ text: script }))).body.value.text).toBe(script);
    const html = await (await t.request(`/gs/chat/table-${tables[1]!.tableId}`)).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it("refuses empty, too long, NUL and huge messages in the reader's language, and stores nothing", async () => {
    const m = await member();
    const key = keyOf((await launch(tables[2]!.tableId, m.token)).body.value.chatUrl);
    const before = (await t.platform.db.select().from(chatMessages)).length;
    const empty = await post(key, JSON.stringify({ text: ' \n ' }), 'ES');
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errorCode: 'chat.message.empty', message: 'Escribe un mensaje' });
    const long = await post(key, JSON.stringify({ text: 'x'.repeat(281) }));
    expect(long.body).toMatchObject({ errorCode: 'chat.message.too.long', message: `The message is too long: at most ${CHAT_MESSAGE_MAX} characters` });
    expect((await post(key, JSON.stringify({ text: '😀'.repeat(280) }))).status).toBe(200);
    expect((await post(key, JSON.stringify({ text: 'a\u0000b' }))).body.errorCode).toBe('request_param_err');
    expect((await post(key, JSON.stringify({ text: 'a'.repeat(70_000) }))).status).toBe(413);
    expect((await post(key, '{"text":')).body.errorCode).toBe('request_param_err');
    expect((await post(key, JSON.stringify({ text: 5 }))).body.errorCode).toBe('request_param_err');
    expect((await t.platform.db.select().from(chatMessages)).length).toBe(before + 1);
  });

  it('limits each member to five messages a minute, with a translated refusal', async () => {
    const m = await member();
    const key = keyOf((await launch(tables[3]!.tableId, m.token)).body.value.chatUrl);
    for (let i = 0; i < CHAT_LIMITS.member.limit; i++) expect((await post(key, JSON.stringify({ text: `m${i}` }))).status).toBe(200);
    const refused = await post(key, JSON.stringify({ text: 'one more' }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests, please try again after 1 minute' });
    // Another member is not held back, and the first may post again a minute later.
    const other = await member();
    const otherKey = keyOf((await launch(tables[3]!.tableId, other.token)).body.value.chatUrl);
    expect((await post(otherKey, JSON.stringify({ text: 'hi' }))).status).toBe(200);
    now += 60_000;
    expect((await post(key, JSON.stringify({ text: 'again' }))).status).toBe(200);
  });

  it('opens at most thirty passes a minute for a member', async () => {
    const m = await member();
    for (let i = 0; i < CHAT_LIMITS.passes.limit; i++) expect((await launch(tables[0]!.tableId, m.token)).status).toBe(200);
    const refused = await launch(tables[0]!.tableId, m.token);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('TOO_MANY_REQUESTS');
    // A visitor's page needs no pass, and is not counted.
    expect((await launch(tables[0]!.tableId)).status).toBe(200);
  });

  it('ends a pass with its site session, and refuses unknown tables and keys', async () => {
    const m = await member();
    const key = keyOf((await launch(tables[0]!.tableId, m.token)).body.value.chatUrl);
    const logout = await t.request('/wps/session/logout', withToken(m.token, { method: 'DELETE' }));
    expect(logout.status).toBe(200);
    expect((await post(key, JSON.stringify({ text: 'bye' }))).body.errorCode).toBe('chat.login.required');
    expect((await launch(99999)).body.errorCode).toBe('live.table.unknown');
    expect((await launch('abc')).body.errorCode).toBe('request_param_err');
    expect((await t.request('/gs/chat/api/table-99999')).status).toBe(404);
    expect((await t.request('/gs/chat/api/nonsense')).status).toBe(404);
    const page = await t.request('/gs/chat/nonsense', { headers: { Cookie: 'lang=ES' } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Chat no disponible');
  });

  it('answers nothing while the site does not offer the live chat (CBS3)', async () => {
    const key = `table-${tables[0]!.tableId}`;
    await setModule(t, 'CBS3', false);
    try {
      for (const path of ['/wps/relay/CBS_modelList', `/wps/relay/CBS_launchChat?tableId=${tables[0]!.tableId}`, `/gs/chat/api/${key}`]) {
        const res = await t.request(path);
        expect(((await res.json()) as { errorCode: string }).errorCode).toBe('function.not.available');
      }
      expect((await post(key, JSON.stringify({ text: 'hola' }))).body.errorCode).toBe('function.not.available');
      const page = await t.request(`/gs/chat/${key}`, { headers: { Cookie: 'lang=EN' } });
      expect(await page.text()).toContain('Chat unavailable');
    } finally {
      await setModule(t, 'CBS3', true);
    }
  });
});
