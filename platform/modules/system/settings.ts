import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import { GAME_CATEGORIES } from '../../../contract/game-rules.ts';
import { REBATE_DELAY_MAX_SECONDS, REBATE_RATE_MAX_BP } from '../../../contract/rebates.ts';
import { DEFAULT_MARKET, marketLocalesSchema, SITE_FLAGS, type WhitelabelNode } from '../../../contract/system.ts';
import { DEFAULT_WALLET_MODE, WALLET_MODES, type WalletMode } from '../../../contract/wallet-modes.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { settings, siteModules } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';
import { logger } from '../../core/logger.ts';

export const maintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  /** ISO instant announced to players as the end of the work; informative, it never ends it. */
  end: z.iso.datetime({ offset: true }).nullable(),
  message: z.string().nullable(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

/** Every settings key the platform reads, with the shape its value must have. */
export const SETTING_SCHEMAS = {
  merchantCode: z.string().min(1),
  weakPassword: z.string().min(1),
  passwordMaxAgeDays: z.number().int().min(1),
  /** The market: its currency, and the locale each site language writes money and dates in. */
  currency: z.object({
    code: z.string().length(3),
    // A row saved before the market had locales reads with the default market's.
    locales: marketLocalesSchema.default(DEFAULT_MARKET.locales),
  }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainRoute: z.array(z.string()),
  mainDomain: z.string(),
  maintenance: maintenanceSettingSchema,
  /** The withdrawal rules the operator sets (`withdrawals settings`); money as two-decimal text. */
  withdrawal: z.object({
    min: z.string().regex(/^\d{1,13}\.\d{2}$/),
    max: z.string().regex(/^\d{1,13}\.\d{2}$/),
    dailyCount: z.number().int().min(1).max(100),
    fee: z.string().regex(/^\d{1,13}\.\d{2}$/),
    confirmMinutes: z.number().int().min(1).max(10_080),
  }),
  /** Manual-rebate rates per product type, in basis points (`rebate set`); a type not named pays none. */
  rebate: z.object({
    rates: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(REBATE_RATE_MAX_BP)),
    /** How old a settled bet must be to count; absent, REBATE_DELAY_SECONDS. */
    delaySeconds: z.number().int().min(1).max(REBATE_DELAY_MAX_SECONDS).optional(),
  }),
  /** Invite friends: the reward per friend and the first deposit it needs (`referral set`); money as two-decimal text. */
  referral: z.object({ reward: z.string().regex(/^\d{1,13}\.\d{2}$/), minDeposit: z.string().regex(/^\d{1,13}\.\d{2}$/) }),
  /** Single wallet or transfer wallets (`wallet-mode`); absent, the single wallet. */
  walletMode: z.enum(WALLET_MODES),
};
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;

/** What the status call is built from. A missing or broken row must not take the site down. */
const SITE_FALLBACK = {
  merchantCode: MERCHANT_CODE_DEFAULT,
  currency: { code: DEFAULT_MARKET.currency, locales: DEFAULT_MARKET.locales } as SettingValue<'currency'>,
  imageCDNs: [] as string[],
  launchGameCDNs: [] as string[],
  domainRoute: [] as string[],
  mainDomain: '',
  maintenance: { enabled: false, end: null, message: null } as MaintenanceSetting,
  walletMode: DEFAULT_WALLET_MODE as WalletMode,
};
export type SiteSettings = typeof SITE_FALLBACK;
type SiteKey = keyof SiteSettings;
const SITE_KEYS = Object.keys(SITE_FALLBACK) as SiteKey[];

export const readSiteSettings = async (db: Db): Promise<SiteSettings> => {
  const rows = await db.select().from(settings).where(inArray(settings.key, SITE_KEYS));
  const out: Record<string, unknown> = { ...SITE_FALLBACK };
  for (const row of rows) {
    const parsed = SETTING_SCHEMAS[row.key as SiteKey].safeParse(row.value);
    if (parsed.success) out[row.key] = parsed.data;
    else logger.warn({ setting: row.key }, 'setting has an invalid value; using the default');
  }
  return out as SiteSettings;
};

export const readSetting = async <K extends SettingKey>(db: Db | Tx, key: K): Promise<SettingValue<K> | null> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = row ? SETTING_SCHEMAS[key].safeParse(row.value) : null;
  return parsed?.success ? (parsed.data as SettingValue<K>) : null;
};

/*
 * Each process caches what the status call reads (services/status.ts). A change made here bumps
 * this process's generation so its cache reloads at once; other processes see it when their copy
 * expires.
 */
const generations = new WeakMap<Platform, number>();
export const siteGeneration = (p: Platform) => generations.get(p) ?? 0;
export const invalidateSite = (p: Platform) => void generations.set(p, siteGeneration(p) + 1);

export const writeSetting = async <K extends SettingKey>(p: Platform, key: K, value: SettingValue<K>) => {
  const checked = SETTING_SCHEMAS[key].parse(value);
  const updatedAt = p.now();
  await p.db
    .insert(settings)
    .values({ key, value: checked, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt } });
  invalidateSite(p);
};

export interface SiteModule {
  modId: string;
  parentId: string | null;
  enabled: boolean;
  /** One of the SPEC's site flags. */
  siteFlag: boolean;
}

export const listModules = async (db: Db): Promise<SiteModule[]> => {
  const rows = await db.select().from(siteModules).orderBy(asc(siteModules.sort), asc(siteModules.modId));
  return rows.map((r) => ({
    modId: r.modId,
    parentId: r.parentId,
    enabled: r.enabled,
    siteFlag: (SITE_FLAGS as readonly string[]).includes(r.modId),
  }));
};

/** The module tree (CONTRACT.md 4.8) from its rows; a module whose parent is missing hangs off the root. */
export const whitelabelTree = (modules: readonly SiteModule[]): WhitelabelNode => {
  const nodes = new Map(modules.map((m) => [m.modId, { modId: m.modId, enabled: m.enabled ? '1' : '0', childrenNodes: [] } as WhitelabelNode]));
  const root = modules.find((m) => m.parentId === null);
  const rootNode = (root && nodes.get(root.modId)) ?? { modId: 'COMM3', enabled: '1', childrenNodes: [] };
  for (const m of modules) {
    if (m === root) continue;
    const node = nodes.get(m.modId)!;
    const parent = (m.parentId !== null && nodes.get(m.parentId)) || rootNode;
    parent.childrenNodes.push(node);
  }
  return rootNode;
};

export const setModuleEnabled = async (p: Platform, modId: string, enabled: boolean): Promise<SiteModule> => {
  const [row] = await p.db.update(siteModules).set({ enabled }).where(eq(siteModules.modId, modId)).returning();
  if (!row) return fail('site.module.unknown', { modId });
  invalidateSite(p);
  return {
    modId: row.modId,
    parentId: row.parentId,
    enabled: row.enabled,
    siteFlag: (SITE_FLAGS as readonly string[]).includes(row.modId),
  };
};
