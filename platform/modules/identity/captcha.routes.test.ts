import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { randomIp } from '../../testing/session-fixtures.ts';

describe.each(TEST_DATABASES)('GET /wps/captcha on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('answers a base64 PNG bound to an HttpOnly captchaId cookie, never cached', async () => {
    const res = await t.request('/wps/captcha', { ip: randomIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { success, value } = await res.json();
    expect(success).toBe(true);
    expect(value).not.toMatch(/^data:/);
    expect([...Buffer.from(value, 'base64').subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^captchaId=[A-Za-z0-9_-]{22};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const id = /^captchaId=([^;]+)/.exec(cookie)![1]!;
    expect(await t.platform.kv.get(`captcha:${id}`)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a refresh from the same browser within a second', async () => {
    const ip = randomIp();
    const first = await t.request('/wps/captcha', { ip });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    const again = await t.request('/wps/captcha', { ip, headers: { Cookie: cookie, Language: 'EN' } });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await t.request('/wps/captcha', { ip: randomIp() })).status).toBe(200);
  });
});
