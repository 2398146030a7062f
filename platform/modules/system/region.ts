import { and, asc, eq } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { regionRules } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';
import { cidrContains, formatCidr, parseCidr, parseIp, type IpRange } from '../../core/cidr.ts';
import { invalidateSite } from './settings.ts';

/**
 * Where an address is. A real resolver reads a bundled IP-to-country database; none ships with
 * the platform, so by default every country is unknown and country rules are kept but match no
 * one. Address-range rules always apply.
 */
export interface CountryResolver {
  /** ISO 3166 alpha-2 code, or null when unknown. */
  country(ip: string): string | null;
}

export const unknownCountry: CountryResolver = { country: () => null };

const resolvers = new WeakMap<Platform, CountryResolver>();

export const useCountryResolver = (p: Platform, resolver: CountryResolver) => {
  resolvers.set(p, resolver);
  invalidateSite(p);
};

export const countryOf = (p: Platform, ip: string): string | null => (resolvers.get(p) ?? unknownCountry).country(ip)?.toUpperCase() ?? null;

export type RegionRuleKind = 'cidr' | 'country';
export interface RegionRuleValue {
  kind: RegionRuleKind;
  value: string;
}
export interface RegionRule extends RegionRuleValue {
  id: number;
  createdAt: string;
}

const COUNTRY = /^[A-Za-z]{2}$/;

/** An operator's spelling of a rule to its stored form: canonical CIDR, or upper-case country. */
export const regionRuleOf = (text: string, kind?: RegionRuleKind): RegionRuleValue | null => {
  const trimmed = text.trim();
  if (kind !== 'cidr' && COUNTRY.test(trimmed)) return { kind: 'country', value: trimmed.toUpperCase() };
  if (kind === 'country') return null;
  const cidr = parseCidr(trimmed);
  return cidr ? { kind: 'cidr', value: formatCidr(cidr) } : null;
};

const toRule = (row: typeof regionRules.$inferSelect): RegionRule => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  createdAt: row.createdAt.toISOString(),
});

export const listRegionRules = async (db: Db): Promise<RegionRule[]> =>
  (await db.select().from(regionRules).orderBy(asc(regionRules.kind), asc(regionRules.id))).map(toRule);

export const blockRegion = async (p: Platform, input: RegionRuleValue): Promise<{ rule: RegionRule; created: boolean }> => {
  const rule = regionRuleOf(input.value, input.kind);
  if (!rule) return fail('request_param_err', { fields: { value: [`invalid_${input.kind}`] } });
  const [inserted] = await p.db
    .insert(regionRules)
    .values({ ...rule, createdAt: p.now() })
    .onConflictDoNothing()
    .returning();
  invalidateSite(p);
  if (inserted) return { rule: toRule(inserted), created: true };
  const [existing] = await p.db
    .select()
    .from(regionRules)
    .where(and(eq(regionRules.kind, rule.kind), eq(regionRules.value, rule.value)));
  return { rule: toRule(existing!), created: false };
};

export const unblockRegion = async (p: Platform, text: string): Promise<RegionRule> => {
  const rule = regionRuleOf(text);
  if (!rule) return fail('request_param_err', { fields: { value: ['invalid_rule'] } });
  const [deleted] = await p.db
    .delete(regionRules)
    .where(and(eq(regionRules.kind, rule.kind), eq(regionRules.value, rule.value)))
    .returning();
  if (!deleted) return fail('region.rule.unknown', rule);
  invalidateSite(p);
  return toRule(deleted);
};

/** Rules parsed once per cache load, so each request only compares addresses. */
export interface RegionPolicy {
  ranges: IpRange[];
  countries: ReadonlySet<string>;
}

export const compileRegionRules = (rules: readonly RegionRuleValue[]): RegionPolicy => ({
  ranges: rules.flatMap((r) => {
    const range = r.kind === 'cidr' ? parseCidr(r.value) : null;
    return range ? [range] : [];
  }),
  countries: new Set(rules.filter((r) => r.kind === 'country').map((r) => r.value)),
});

/** Why the rules refuse a caller: its address is in a blocked range (`ip`), or its country is blocked; null when neither. */
export const regionBlockOf = (policy: RegionPolicy, ip: string, country: string | null): 'ip' | 'country' | null => {
  if (policy.ranges.length) {
    const address = parseIp(ip);
    if (address !== null && policy.ranges.some((range) => cidrContains(range, address))) return 'ip';
  }
  return country !== null && policy.countries.has(country) ? 'country' : null;
};

export const isRegionBlocked = (policy: RegionPolicy, ip: string, country: string | null): boolean => regionBlockOf(policy, ip, country) !== null;
