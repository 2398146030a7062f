import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

describe('clientIp', () => {
  it("takes the socket's address in its canonical spelling when no proxy is trusted", () => {
    expect(clientIp('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5');
    expect(clientIp('::ffff:203.0.113.5', undefined, 0)).toBe('203.0.113.5');
    expect(clientIp('2001:0DB8:0:0::0001', undefined, 0)).toBe('2001:db8::1');
    expect(clientIp('fe80::1%eth0', undefined, 0)).toBe('fe80::1');
  });

  it('falls back to 0.0.0.0 for a socket address it cannot read', () => {
    expect(clientIp(undefined, undefined, 0)).toBe('0.0.0.0');
    expect(clientIp('', undefined, 0)).toBe('0.0.0.0');
    expect(clientIp('localhost', undefined, 0)).toBe('0.0.0.0');
  });

  it('takes the X-Forwarded-For entry as many hops from the right as TRUST_PROXY says', () => {
    const chain = '192.0.2.1, 198.51.100.7 ,203.0.113.9';
    expect(clientIp('10.0.0.2', chain, 1)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.2', chain, 2)).toBe('198.51.100.7');
    expect(clientIp('10.0.0.2', chain, 3)).toBe('192.0.2.1');
    expect(clientIp('10.0.0.2', '::ffff:198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientIp('10.0.0.2', '198.51.100.7,,', 1)).toBe('198.51.100.7');
  });

  it("keeps the socket's address when the trusted entry is missing or not an address", () => {
    expect(clientIp('10.0.0.2', '203.0.113.9', 2)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', '127.1', 1)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', '', 1)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });
});
