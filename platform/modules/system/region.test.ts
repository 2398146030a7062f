import { describe, expect, it } from 'vitest';
import { compileRegionRules, isRegionBlocked, regionRuleOf } from './region.ts';

describe('regionRuleOf', () => {
  it('reads a country code or an address range into its stored form', () => {
    expect(regionRuleOf(' mx ')).toEqual({ kind: 'country', value: 'MX' });
    expect(regionRuleOf('198.51.100.9/24')).toEqual({ kind: 'cidr', value: '198.51.100.0/24' });
    expect(regionRuleOf('2001:DB8::/32')).toEqual({ kind: 'cidr', value: '2001:db8::/32' });
    expect(regionRuleOf('203.0.113.7')).toEqual({ kind: 'cidr', value: '203.0.113.7/32' });
    expect(regionRuleOf('::ffff:198.51.100.0/120')).toEqual({ kind: 'cidr', value: '198.51.100.0/24' });
  });

  it('holds to the kind asked for', () => {
    expect(regionRuleOf('MX', 'cidr')).toBeNull();
    expect(regionRuleOf('198.51.100.0/24', 'country')).toBeNull();
    expect(regionRuleOf('MEX', 'country')).toBeNull();
    expect(regionRuleOf('198.51.100.0/40')).toBeNull();
    // Octal-looking and shortened IPv4 spellings mean different things to different parsers.
    expect(regionRuleOf('010.0.0.0/8')).toBeNull();
    expect(regionRuleOf('10.1/16')).toBeNull();
  });
});

describe('isRegionBlocked', () => {
  const policy = compileRegionRules([
    { kind: 'cidr', value: '198.51.100.0/24' },
    { kind: 'cidr', value: '2001:db8::/32' },
    { kind: 'country', value: 'US' },
  ]);

  it('blocks by range, whatever the country', () => {
    expect(isRegionBlocked(policy, '198.51.100.200', null)).toBe(true);
    expect(isRegionBlocked(policy, '2001:db8::1', 'MX')).toBe(true);
    expect(isRegionBlocked(policy, '203.0.113.1', null)).toBe(false);
  });

  it('blocks an IPv4 caller that arrives as IPv4-mapped IPv6', () => {
    expect(isRegionBlocked(policy, '::ffff:198.51.100.200', null)).toBe(true);
    expect(isRegionBlocked(policy, '::ffff:203.0.113.1', null)).toBe(false);
  });

  it('blocks by country only when the country is known', () => {
    expect(isRegionBlocked(policy, '203.0.113.1', 'US')).toBe(true);
    expect(isRegionBlocked(policy, '203.0.113.1', 'MX')).toBe(false);
  });

  it('lets an address it cannot read through rather than failing the request', () => {
    expect(isRegionBlocked(policy, 'not-an-ip', null)).toBe(false);
  });
});
