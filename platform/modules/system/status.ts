import { asc } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type ShippedLanguage } from '../../../contract/languages.ts';
import { STATUS_CACHE_MS } from '../../../contract/limits.ts';
import { currencySymbol } from '../../../contract/money-format.ts';
import { flattenWhitelabel, REGISTER_FIELDS, registerRuleSchema, type RegisterRules, type SystemStatus } from '../../../contract/system.ts';
import type { Platform } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { registerRules, resources } from '../../db/schema/index.ts';
import { loadCustomerServices } from './customer-service.ts';
import { maintenanceView } from './maintenance.ts';
import { compileRegionRules, countryOf, isRegionBlocked, listRegionRules, regionBlockOf, type RegionPolicy } from './region.ts';
import { listModules, readSiteSettings, siteGeneration, whitelabelTree, type SiteSettings } from './settings.ts';

/** Everything the status call needs that is the same for every caller, loaded in one go and
 *  shared by all callers until the next load: read-only. */
export interface SiteSnapshot {
  settings: SiteSettings;
  region: RegionPolicy;
  info: SystemStatus['info'];
  /** `info` serialised once per load: it is most of the status answer and the same for everyone. */
  infoJson: string;
}

const loadRegisterRules = async (db: Db): Promise<RegisterRules> => {
  const rows = await db.select().from(registerRules);
  const out: RegisterRules = {};
  for (const { field, ...rule } of rows) {
    const parsed = registerRuleSchema.safeParse(rule);
    if ((REGISTER_FIELDS as readonly string[]).includes(field) && parsed.success) out[field as keyof RegisterRules] = parsed.data;
  }
  return out;
};

/*
 * The symbol the platform's answers give a currency (status, balance, member info): the market's,
 * as written in the site's default language, so every answer agrees; pages format money
 * themselves in their own language's market locale.
 */
const marketSymbol = (market: SiteSettings['currency'], currency: string) => {
  const locale = market.locales[DEFAULT_LANGUAGE];
  const key = `${locale} ${currency}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) symbols.set(key, (symbol = currencySymbol(currency, locale)));
  return symbol;
};

// Formatting a number to find the symbol costs more than the rest of a balance call: kept per
// locale and currency, which an operator changes rarely and a process meets few of.
const symbols = new Map<string, string>();

const loadSnapshot = async (db: Db): Promise<SiteSnapshot> => {
  const [settings, modules, register, rules, customerService, resourceRows] = await Promise.all([
    readSiteSettings(db),
    listModules(db),
    loadRegisterRules(db),
    listRegionRules(db),
    loadCustomerServices(db),
    db.select().from(resources).orderBy(asc(resources.resourceType)),
  ]);
  const whitelabel = whitelabelTree(modules);
  const info: SystemStatus['info'] = {
    merchantCode: settings.merchantCode,
    whitelabel,
    whitelabelVal: flattenWhitelabel(whitelabel),
    register,
    resources: resourceRows,
    customerService,
    domainRoute: settings.domainRoute,
    mainDomain: settings.mainDomain,
    imageCDNs: settings.imageCDNs,
    launchGameCDNs: settings.launchGameCDNs,
    currency: settings.currency.code,
    currencySymbol: marketSymbol(settings.currency, settings.currency.code),
    locales: settings.currency.locales,
  };
  return { settings, region: compileRegionRules(rules), info, infoJson: JSON.stringify(info) };
};

/*
 * Every API call passes the status gate, so the site's configuration is read from the database at
 * most once per STATUS_CACHE_MS per process, by one query batch that concurrent callers share.
 * A change made through this process reloads at once (settings.ts generation); one made elsewhere
 * shows within the TTL.
 */
interface CacheEntry {
  generation: number;
  expires: number;
  snapshot: Promise<SiteSnapshot>;
}
const cache = new WeakMap<Platform, CacheEntry>();

export const siteSnapshot = (p: Platform): Promise<SiteSnapshot> => {
  const now = p.now().getTime();
  const generation = siteGeneration(p);
  const entry = cache.get(p);
  if (entry && entry.generation === generation && entry.expires > now) return entry.snapshot;
  const fresh: CacheEntry = { generation, expires: now + STATUS_CACHE_MS, snapshot: loadSnapshot(p.db) };
  cache.set(p, fresh);
  // A failed load is not kept: the next call tries again.
  fresh.snapshot.catch(() => {
    if (cache.get(p) === fresh) cache.delete(p);
  });
  return fresh.snapshot;
};

/** A currency's symbol in the platform's answers (see marketSymbol). */
export const currencySymbolOf = async (p: Platform, currency: string): Promise<string> => marketSymbol((await siteSnapshot(p)).settings.currency, currency);

/** The market's locale for a language (`es-MX` for ES): what pages the platform renders write money and dates in. */
export const marketLocaleOf = async (p: Platform, lang: ShippedLanguage): Promise<string> => (await siteSnapshot(p)).settings.currency.locales[lang];

export type Gate = 'open' | 'maintenance' | 'region';

/** Whether a caller may use the API: maintenance wins over a region block. */
export const gateStatus = async (p: Platform, ip: string): Promise<Gate> => {
  const { settings, region } = await siteSnapshot(p);
  if (settings.maintenance.enabled) return 'maintenance';
  const country = region.countries.size ? countryOf(p, ip) : null;
  return isRegionBlocked(region, ip, country) ? 'region' : 'open';
};

const callerPart = (p: Platform, ip: string, { settings, region }: SiteSnapshot) => {
  const country = countryOf(p, ip);
  const blockedBy = regionBlockOf(region, ip, country);
  return {
    ...maintenanceView(settings.maintenance),
    regionRestriction: blockedBy !== null,
    test: false,
    location: { ip, country, ...(blockedBy ? { blockedBy } : {}) },
  };
};

/** The value of GET /wps/system/status for a caller (CONTRACT.md 4.2). */
export const buildSystemStatus = async (p: Platform, ip: string): Promise<SystemStatus> => {
  const snapshot = await siteSnapshot(p);
  return { ...callerPart(p, ip, snapshot), info: snapshot.info };
};

/**
 * The whole success envelope of the status call as JSON text, the same as `buildSystemStatus`
 * wrapped in the envelope. The status call is the busiest of all; only the caller's part is
 * serialised per request.
 */
export const systemStatusEnvelope = async (p: Platform, ip: string): Promise<string> => {
  const snapshot = await siteSnapshot(p);
  const head = JSON.stringify(callerPart(p, ip, snapshot));
  return `{"success":true,"value":${head.slice(0, -1)},"info":${snapshot.infoJson}}}`;
};
