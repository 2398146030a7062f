import { z } from 'zod';
import { logLevelSchema } from './core/logger.ts';

/** A yes/no setting; undefined when unset, so a default can depend on other settings. */
const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

/** The platform's environment, checked once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `file://./data/pglite` (embedded, default), `memory://` (throwaway) or `postgres://…`. */
  DATABASE_URL: z.string().default('file://./data/pglite'),
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key, so that several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:-]{1,32}$/)
    .default('bp:'),
  /** When set, /wps, /lgw and /lotto are proxied to this platform and nothing is embedded. */
  PLATFORM_API_URL: z.url().optional(),
  /** Number of reverse-proxy hops whose X-Forwarded-For entries are trusted. */
  /** Tests only: the reality check may also be set to 1 minute. Never set it on a live site. */
  REALITY_TEST_INTERVAL: flag.transform((v) => v ?? false),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  DATA_DIR: z.string().default('./data'),
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** The secret the payment provider signs its notifications with; generated into DATA_DIR when unset. */
  PAYMENT_PROVIDER_SECRET: z.string().min(32).optional(),
  /** The key the authenticator apps' secrets are encrypted with in the database; generated into DATA_DIR when unset. */
  TOTP_SECRET_KEY: z.string().min(32).optional(),
  OPERATOR_HOST: z.string().default('127.0.0.1'),
  OPERATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4399),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Least severe log level written (JSON lines on stdout): trace, debug, info (default), warn, error, fatal or silent. */
  LOG_LEVEL: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v), logLevelSchema.optional()),
  /** Secure cookies; on by default in production. */
  SECURE_COOKIES: flag,
  /** Seed an empty database with a team of about 200 accounts and their bets below agent01 (`npm start` turns it on). */
  SEED_AGENT_WORLD: flag,
});
export type Env = z.infer<typeof envSchema> & { secureCookies: boolean };

export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  return { ...env, secureCookies: env.SECURE_COOKIES ?? env.NODE_ENV === 'production' };
};
