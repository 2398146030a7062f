import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createLogger } from './core/logger.ts';
import { REQUEST_ID_MAX_LENGTH } from './core/request-log.ts';
import { createTestPlatform, type TestPlatform } from './testing/test-platform.ts';

type Line = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The app of `t`'s platform with a logger whose lines the test reads. */
const tracedApp = (t: TestPlatform) => {
  const lines: Line[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = createApp({ ...t.platform, log });
  const request = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init, { clientIp: '203.0.113.10' }));
  return { lines, request };
};

describe('request ids and request logs', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  // The last test closes the database under the running app.
  afterAll(() => t.close().catch(() => undefined));

  it('gives each request a fresh id, answers it in a header and in the error envelope, and logs one line with it', async () => {
    const { lines, request } = tracedApp(t);
    const res = await request('/wps/nothing/here?token=secret', { headers: { Language: 'EN' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: 'api.not.found',
      message: 'This service does not exist',
      value: null,
      requestId: id,
    });
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'request', requestId: id, method: 'GET', path: '/wps/nothing/here', status: 404 })]);
    expect(lines[0]!.ms).toBeTypeOf('number');
    expect(JSON.stringify(lines)).not.toContain('secret');

    const again = await request('/wps/nothing/here');
    expect(again.headers.get('x-request-id')).not.toBe(id);
  });

  it('puts the id on a successful answer too', async () => {
    const { lines, request } = tracedApp(t);
    const res = await request('/wps/system/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(lines).toEqual([expect.objectContaining({ requestId: res.headers.get('x-request-id'), path: '/wps/system/status', status: 200 })]);
  });

  it("keeps a caller's well-formed X-Request-Id and replaces one that is too long or oddly spelled", async () => {
    const { lines, request } = tracedApp(t);
    const kept = await request('/wps/nothing', { headers: { 'X-Request-Id': 'lb-7f3a_9=' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a_9=');
    expect((await kept.json()).requestId).toBe('lb-7f3a_9=');
    for (const bad of ['a'.repeat(REQUEST_ID_MAX_LENGTH + 1), 'id with spaces', 'id"},{"level":"fatal', 'ünï']) {
      const res = await request('/wps/nothing', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
    expect(lines.map((l) => l.requestId)).toEqual(['lb-7f3a_9=', ...lines.slice(1).map(() => expect.stringMatching(UUID) as unknown)]);
    const longest = await request('/wps/nothing', { headers: { 'X-Request-Id': 'a'.repeat(REQUEST_ID_MAX_LENGTH) } });
    expect(longest.headers.get('x-request-id')).toBe('a'.repeat(REQUEST_ID_MAX_LENGTH));
  });

  it('never logs a launch token that travels in the path', async () => {
    const { lines, request } = tracedApp(t);
    const token = 'Zq9sEcretLaunchTok3n';
    await request(`/gs/slot/${token}`);
    await request(`/gs/api/slot/${token}/round`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(lines.map((l) => l.path)).toEqual(['/gs/slot/:token', '/gs/api/slot/:token/round']);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('answers an unexpected failure with system.error and logs the error under the request id', async () => {
    const { lines, request } = tracedApp(t);
    // A database that went away mid-flight: every query now fails.
    await t.platform.database.close();
    const res = await request('/wps/system/status', { headers: { Language: 'EN' } });
    const id = res.headers.get('x-request-id');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'system.error', value: null, requestId: id });
    const failed = lines.find((l) => l.level === 'error');
    expect(failed).toMatchObject({
      msg: 'unexpected error',
      requestId: id,
      method: 'GET',
      path: '/wps/system/status',
      err: { type: expect.any(String) },
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'request', requestId: id, status: 500 });
  });
});
