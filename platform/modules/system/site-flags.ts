import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/index.ts';
import { settings, siteModules } from '../../db/schema/index.ts';
import { SEED_PASSWORDS } from '../../db/seed/identities.ts';

/**
 * A whitelabel module (site flag) is on only when its row says so: a module the site lacks is off.
 * Read on the platform's database or, inside a transaction, on it (an embedded database has one
 * connection, which the transaction holds).
 */
export const isModuleEnabled = async (p: { db: Db | Tx }, modId: string): Promise<boolean> => {
  const [row] = await p.db.select({ enabled: siteModules.enabled }).from(siteModules).where(eq(siteModules.modId, modId)).limit(1);
  return row?.enabled ?? false;
};

/** Refuses a call of a feature whose module is off (`function.not.available`). */
export const requireModule = async (p: { db: Db | Tx }, modId: string): Promise<void> => {
  if (!(await isModuleEnabled(p, modId))) throw new PlatformError('function.not.available');
};

/** A setting's value, or the fallback when the row is missing or not of the expected shape. */
const settingOr = async <S extends z.ZodType>(p: Platform, key: string, schema: S, fallback: z.infer<S>): Promise<z.infer<S>> => {
  const [row] = await p.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
};

/** The site's default weak password: an account that still has it must change it after login. */
export const weakPassword = (p: Platform): Promise<string> => settingOr(p, 'weakPassword', z.string().min(1), SEED_PASSWORDS.weakDefault);

export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;

/** Days after which a password counts as expired (`passwordExpired` in the login answer). */
export const passwordMaxAgeDays = (p: Platform): Promise<number> => settingOr(p, 'passwordMaxAgeDays', z.number().int().min(1), DEFAULT_PASSWORD_MAX_AGE_DAYS);
