import { describe, expect, it } from 'vitest';
import { cidrContains, formatCidr, formatIp, parseCidr, parseIp } from './cidr.ts';

const cidr = (text: string) => {
  const parsed = parseCidr(text);
  if (!parsed) throw new Error(`not a CIDR: ${text}`);
  return parsed;
};
const ip = (text: string) => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(`not an IP: ${text}`);
  return parsed;
};
const read = (text: string) => {
  const parsed = ip(text);
  return [parsed.kind(), formatIp(parsed)];
};
const contains = (range: string, address: string) => cidrContains(cidr(range), ip(address));

describe('parseIp', () => {
  it('reads IPv4 and IPv6, and IPv4-mapped IPv6 as the IPv4 it carries', () => {
    expect(read('198.51.100.7')).toEqual(['ipv4', '198.51.100.7']);
    expect(read('2001:db8::1')).toEqual(['ipv6', '2001:db8::1']);
    expect(read('::ffff:198.51.100.7')).toEqual(['ipv4', '198.51.100.7']);
    expect(read('::ffff:c633:6407')).toEqual(['ipv4', '198.51.100.7']);
    expect(read('0:0:0:0:0:ffff:198.51.100.7')).toEqual(['ipv4', '198.51.100.7']);
    expect(read('::')).toEqual(['ipv6', '::']);
    expect(read(' 203.0.113.9 ')).toEqual(['ipv4', '203.0.113.9']);
  });

  it('spells IPv6 the one canonical way', () => {
    expect(read('2001:0DB8:0000:0000:0000:0000:0000:0001')).toEqual(['ipv6', '2001:db8::1']);
    expect(read('2001:db8:0:1:0:0:0:1')).toEqual(['ipv6', '2001:db8:0:1::1']);
    expect(read('1:0:0:2:0:0:3:4')).toEqual(['ipv6', '1::2:0:0:3:4']);
  });

  it.each([
    '',
    'localhost',
    '256.1.1.1',
    '1.2.3',
    '127.1',
    '0x7f.0.0.1',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.04',
    '1.2.3.-4',
    '::ffff:01.2.3.4',
    '2001:db8:::1',
    '1::2::3',
    'fe80::1%eth0',
    '12345::',
    '1:2:3:4:5:6:7:8:9',
  ])('refuses %j', (text) => expect(parseIp(text)).toBeNull());
});

describe('parseCidr', () => {
  it('canonicalises ranges, clearing host bits', () => {
    expect(formatCidr(cidr('198.51.100.7/24'))).toBe('198.51.100.0/24');
    expect(formatCidr(cidr('2001:0DB8:0:0::1/32'))).toBe('2001:db8::/32');
    expect(formatCidr(cidr('203.0.113.9'))).toBe('203.0.113.9/32');
    expect(formatCidr(cidr('2001:db8::1'))).toBe('2001:db8::1/128');
    expect(formatCidr(cidr('2001:db8:0:1:0:0:0:1/128'))).toBe('2001:db8:0:1::1/128');
    expect(formatCidr(cidr('::ffff:198.51.100.0/120'))).toBe('198.51.100.0/24');
    expect(formatCidr(cidr('::ffff:0:0/96'))).toBe('0.0.0.0/0');
    expect(formatCidr(cidr('::ffff:0:0/95'))).toBe('::fffe:0:0/95');
    expect(formatCidr(cidr('0.0.0.0/0'))).toBe('0.0.0.0/0');
    expect(formatCidr(cidr('::/0'))).toBe('::/0');
    expect(formatCidr(cidr('10.1.2.3/8'))).toBe('10.0.0.0/8');
    expect(formatCidr(cidr('10.255.2.3/9'))).toBe('10.128.0.0/9');
  });

  it.each([
    '198.51.100.0/33',
    '2001:db8::/129',
    '198.51.100.0/',
    '198.51.100.0/-1',
    '198.51.100.0/2a',
    '198.51.100.0/1000',
    '1.2.3.4/8/8',
    '010.0.0.0/8',
    '10.0/8',
    'fe80::%eth0/64',
    'nope/8',
    '/8',
    '',
  ])('refuses %j', (text) => expect(parseCidr(text)).toBeNull());
});

describe('cidrContains', () => {
  it('matches inside an IPv4 range and nowhere else', () => {
    expect(contains('198.51.100.0/24', '198.51.100.0')).toBe(true);
    expect(contains('198.51.100.0/24', '198.51.100.255')).toBe(true);
    expect(contains('198.51.100.0/24', '198.51.101.0')).toBe(false);
    expect(contains('198.51.100.0/24', '198.51.99.255')).toBe(false);
  });

  it('treats /32 and /128 as one address', () => {
    expect(contains('203.0.113.9/32', '203.0.113.9')).toBe(true);
    expect(contains('203.0.113.9/32', '203.0.113.8')).toBe(false);
    expect(contains('2001:db8::1/128', '2001:db8::1')).toBe(true);
    expect(contains('2001:db8::1/128', '2001:db8::2')).toBe(false);
  });

  it('treats /0 as every address of its family; ::/0 also covers IPv4-mapped addresses', () => {
    expect(contains('0.0.0.0/0', '255.255.255.255')).toBe(true);
    expect(contains('0.0.0.0/0', '2001:db8::1')).toBe(false);
    expect(contains('::/0', '2001:db8::1')).toBe(true);
    expect(contains('::/0', '8.8.8.8')).toBe(true);
    expect(contains('2001:db8::/32', '8.8.8.8')).toBe(false);
  });

  it('matches IPv6 ranges', () => {
    expect(contains('2001:db8::/32', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db9::')).toBe(false);
  });

  it('matches an IPv4 rule against an IPv4-mapped IPv6 caller, both ways round', () => {
    expect(contains('198.51.100.0/24', '::ffff:198.51.100.20')).toBe(true);
    expect(contains('::ffff:198.51.100.0/120', '198.51.100.20')).toBe(true);
    expect(contains('198.51.100.0/24', '::ffff:198.51.101.20')).toBe(false);
  });
});
