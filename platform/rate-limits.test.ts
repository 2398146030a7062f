import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SMS_THROTTLE_MS } from '../contract/accounts.ts';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../contract/languages.ts';
import { CAPTCHA_REFRESH_MS } from '../contract/limits.ts';
import { PlatformError } from './core/errors.ts';
import { errorMessage } from './core/i18n.ts';
import { createMemoryKv } from './core/kv.ts';
import { consume, throttle, type RateRule } from './core/rate-limit.ts';

const PLATFORM = new URL('./', import.meta.url);
const MODULES = new URL('./modules/', import.meta.url);

const sourcesUnder = (dir: URL) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => new URL(file, dir));

const isRule = (value: unknown): value is RateRule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RateRule).name === 'string' &&
  typeof (value as RateRule).limit === 'number' &&
  typeof (value as RateRule).windowMs === 'number';

/** Every rate limit the modules export: a rule of its own (`REGISTER_LIMIT`) or one of a table (`SMS_LIMITS.daily`). */
const exportedRules = async (): Promise<RateRule[]> => {
  const rules = new Map<string, RateRule>();
  for (const file of sourcesUnder(MODULES)) {
    const exports = (await import(file.href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isRule(value)) rules.set(value.name, value);
      else if (/_LIMITS$/.test(name) && typeof value === 'object' && value) for (const rule of Object.values(value).filter(isRule)) rules.set(rule.name, rule);
    }
  }
  return [...rules.values()];
};

/** The window as a person says it, worked out here rather than by the code under test. */
const UNITS = [
  [86_400_000, 'day', 'día'],
  [3_600_000, 'hour', 'hora'],
  [60_000, 'minute', 'minuto'],
  [1_000, 'second', 'segundo'],
] as const;
const spoken = (windowMs: number, lang: ShippedLanguage) => {
  const [size, en, es] = UNITS.find(([size]) => windowMs % size === 0)!;
  const count = windowMs / size;
  return `${count} ${lang === 'EN' ? en : es}${count === 1 ? '' : 's'}`;
};

/** The refusal a rule gives past its limit, through the counters every limited call uses. */
const refusalOf = async (rule: RateRule): Promise<PlatformError> => {
  const p = { kv: createMemoryKv(), now: () => new Date(0) };
  try {
    for (let n = 0; n <= rule.limit; n++) await consume(p, rule, 'subject');
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error(`${rule.name} never refused`);
};

describe('rate-limit messages', () => {
  it('find every limit the modules declare', async () => {
    const exported = new Set((await exportedRules()).map((rule) => rule.name));
    // A counter with no limit never refuses, so it has no message to check.
    const declared = sourcesUnder(PLATFORM).flatMap((file) =>
      [...readFileSync(fileURLToPath(file), 'utf8').matchAll(/\bname: '([^']+)', limit: ([^,}]+)[^}]*\bwindowMs:/g)]
        .filter((m) => !/Infinity|POSITIVE_INFINITY/.test(m[2]!))
        .map((m) => m[1]!),
    );
    expect(declared.length).toBeGreaterThan(15);
    for (const name of declared) expect(exported, `${name} is declared but not exported, so no test sees it`).toContain(name);
    expect(exported).toContain('register-ip');
  });

  it('state the real window of every limit, in Spanish and English', async () => {
    const finite = (await exportedRules()).filter((rule) => Number.isFinite(rule.limit));
    for (const rule of finite) {
      const refusal = await refusalOf(rule);
      expect(refusal.status, rule.name).toBe(429);
      for (const lang of SHIPPED_LANGUAGES)
        expect(errorMessage(refusal.code, lang, refusal.value), `${rule.name} in ${lang}`).toContain(spoken(rule.windowMs, lang));
    }
  });

  it('say one hour for the registration limit, not five minutes', async () => {
    const { REGISTER_LIMIT } = await import('./modules/identity/registration.ts');
    const refusal = await refusalOf(REGISTER_LIMIT);
    expect(errorMessage(refusal.code, 'EN', refusal.value)).toBe('Too many requests, please try again after 1 hour');
    expect(errorMessage(refusal.code, 'ES', refusal.value)).toBe('Demasiadas solicitudes, inténtalo de nuevo en 1 hora');
  });

  it('state the interval of a throttle', async () => {
    const p = { kv: createMemoryKv(), now: () => new Date(0) };
    for (const [name, intervalMs] of Object.entries({ captcha: CAPTCHA_REFRESH_MS, sms: SMS_THROTTLE_MS })) {
      await throttle(p, name, 'subject', intervalMs);
      const refusal = await throttle(p, name, 'subject', intervalMs).then(
        () => undefined,
        (error: unknown) => error as PlatformError,
      );
      expect(refusal?.status, name).toBe(429);
      for (const lang of SHIPPED_LANGUAGES) expect(errorMessage(refusal!.code, lang, refusal!.value), `${name} in ${lang}`).toContain(spoken(intervalMs, lang));
    }
  });

  it('are built in one place, so none can leave its window out', () => {
    const codes = /new PlatformError\(\s*'(TOO_MANY_REQUESTS|favourite\.throttled|sms\.quota\.exceeded)'/;
    const elsewhere = sourcesUnder(PLATFORM).filter(
      (file) => !file.pathname.endsWith('/core/rate-limit.ts') && codes.test(readFileSync(fileURLToPath(file), 'utf8')),
    );
    expect(elsewhere.map((file) => file.pathname)).toEqual([]);
  });
});
