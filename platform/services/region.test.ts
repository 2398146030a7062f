import { describe, expect, it } from 'vitest';
import { compileRegionRules, isRegionBlocked, regionRuleOf } from './region.ts';

describe('regionRuleOf', () => {
  it('reads a country code or an address range into its stored form', () => {
    expect(regionRuleOf(' mx ')).toEqual({ kind: 'country', value: 'MX' });
    expect(regionRuleOf('198.51.100.9/24')).toEqual({ kind: 'cidr', value: '198.51.100.0/24' });
    expect(regionRuleOf('2001:DB8::/32')).toEqual({ kind: 'cidr', value: '2001:db8::/32' });
  });

  it('holds to the kind asked for', () => {
    expect(regionRuleOf('MX', 'cidr')).toBeNull();
    expect(regionRuleOf('198.51.100.0/24', 'country')).toBeNull();
    expect(regionRuleOf('MEX', 'country')).toBeNull();
    expect(regionRuleOf('198.51.100.0/40')).toBeNull();
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

  it('blocks by country only when the country is known', () => {
    expect(isRegionBlocked(policy, '203.0.113.1', 'US')).toBe(true);
    expect(isRegionBlocked(policy, '203.0.113.1', 'MX')).toBe(false);
  });

  it('lets an address it cannot read through rather than failing the request', () => {
    expect(isRegionBlocked(policy, 'not-an-ip', null)).toBe(false);
  });
});
