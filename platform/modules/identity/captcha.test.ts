import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryKv, createRedisKv, type KvStore } from '../../core/kv.ts';
import { randomIp } from '../../testing/session-fixtures.ts';
import { CAPTCHA_ALPHABET } from './captcha-image.ts';
import { CAPTCHA_IP_LIMIT, issueCaptcha, newCaptchaCode, storeCaptcha, verifyCaptcha } from './captcha.ts';
import { CAPTCHA_REFRESH_MS } from '../../../contract/limits.ts';

const STORES = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe('newCaptchaCode', () => {
  it('draws four or five characters of the alphabet', () => {
    const lengths = new Set<number>();
    for (let n = 0; n < 300; n++) {
      const code = newCaptchaCode();
      lengths.add(code.length);
      expect([...code].every((ch) => CAPTCHA_ALPHABET.includes(ch))).toBe(true);
    }
    expect([...lengths].sort()).toEqual([4, 5]);
  });
});

describe.each(STORES)('captcha answers in the %s store', (store) => {
  let kv: KvStore;
  let p: { kv: KvStore; now: () => Date };
  let clock = Date.now();
  beforeAll(async () => {
    kv = store === 'redis' ? await createRedisKv(process.env.TEST_REDIS_URL!) : createMemoryKv();
    p = { kv, now: () => new Date(clock) };
  });
  afterAll(() => kv.close());

  it('accepts the right answer once, in any case', async () => {
    const id = await storeCaptcha(p, 'HK3W');
    expect(await verifyCaptcha(p, id, ' hk3w ')).toBe(true);
    expect(await verifyCaptcha(p, id, 'HK3W')).toBe(false);
  });

  it('spends the captcha on a wrong answer too', async () => {
    const id = await storeCaptcha(p, 'HK3W');
    expect(await verifyCaptcha(p, id, 'HK3X')).toBe(false);
    expect(await verifyCaptcha(p, id, 'HK3W')).toBe(false);
  });

  it('refuses missing and malformed ids and empty answers', async () => {
    const id = await storeCaptcha(p, 'HK3W');
    expect(await verifyCaptcha(p, null, 'HK3W')).toBe(false);
    expect(await verifyCaptcha(p, 'short', 'HK3W')).toBe(false);
    expect(await verifyCaptcha(p, id, '  ')).toBe(false);
    expect(await verifyCaptcha(p, id, 'HK3W')).toBe(true);
  });

  it('lets a browser refresh once a second and drops the answer it replaces', async () => {
    const ip = randomIp();
    const first = await issueCaptcha(p, undefined, ip);
    await expect(issueCaptcha(p, first.id, ip)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await kv.get(`captcha:${first.id}`)).not.toBeNull();
    await sleep(CAPTCHA_REFRESH_MS + 100);
    const second = await issueCaptcha(p, first.id, ip);
    expect(second.id).not.toBe(first.id);
    expect(await kv.get(`captcha:${first.id}`)).toBeNull();
    expect(await kv.get(`captcha:${second.id}`)).not.toBeNull();
  });

  it('limits new captchas per address within a minute', async () => {
    const ip = randomIp();
    for (let n = 0; n < CAPTCHA_IP_LIMIT.limit; n++) await issueCaptcha(p, undefined, ip);
    await expect(issueCaptcha(p, undefined, ip)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    clock += CAPTCHA_IP_LIMIT.windowMs;
    await expect(issueCaptcha(p, undefined, ip)).resolves.toMatchObject({ id: expect.any(String) });
  });
});
