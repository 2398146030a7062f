import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryKv, createRedisKv, type KvStore } from './kv.ts';
import { consume, countOf, ipSubject, record, reset, throttle } from './rate-limit.ts';

const STORES = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe.each(STORES)('rate limits in the %s store', (store) => {
  let kv: KvStore;
  let p: { kv: KvStore; now: () => Date };
  // Aligned to a window start, so a test's calls all land in one window.
  let clock = Math.ceil(Date.now() / 60_000) * 60_000;
  beforeAll(async () => {
    kv = store === 'redis' ? await createRedisKv(process.env.TEST_REDIS_URL!) : createMemoryKv();
    p = { kv, now: () => new Date(clock) };
  });
  afterAll(() => kv.close());
  const rule = () => ({ name: `test-${randomBytes(4).toString('hex')}`, limit: 3, windowMs: 60_000 });

  it('allows the limit within a window, then refuses until the next window', async () => {
    const r = rule();
    for (let n = 0; n < 3; n++) await consume(p, r, 'a');
    await expect(consume(p, r, 'a')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    await expect(consume(p, r, 'b')).resolves.toBeUndefined();
    clock += 59_000;
    await expect(consume(p, r, 'a')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    clock += 1_000;
    await expect(consume(p, r, 'a')).resolves.toBeUndefined();
  });

  it('counts, reads and resets a subject', async () => {
    const r = rule();
    expect(await countOf(p, r, 'x')).toBe(0);
    expect(await record(p, r, 'x')).toBe(1);
    expect(await record(p, r, 'x')).toBe(2);
    expect(await countOf(p, r, 'x')).toBe(2);
    await reset(p, r, 'x');
    expect(await countOf(p, r, 'x')).toBe(0);
  });

  it('throttles a subject to one call per interval', async () => {
    const name = `th-${randomBytes(4).toString('hex')}`;
    await throttle(p, name, 's', 60_000);
    await expect(throttle(p, name, 's', 60_000)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(throttle(p, name, 't', 60_000)).resolves.toBeUndefined();
  });
});

describe('ipSubject', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(ipSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(ipSubject('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(ipSubject('2001:DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(ipSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipSubject('fe80:1:2:3:4:5:6:7')).toBe('fe80:1:2:3::/64');
  });
});
