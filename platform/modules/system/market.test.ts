import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MARKET, type SystemStatus } from '../../../contract/system.ts';
import { settings } from '../../db/schema/index.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { invalidateSite, readSetting, writeSetting } from './settings.ts';
import { marketLocaleOf } from './status.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

/*
 * The market (currency, and the locale each site language writes money and dates in) is the
 * `currency` setting, and the site reads it from the status.
 */
describe.each(TEST_DATABASES)('the market setting on %s', (kind) => {
  let t: TestPlatform;
  const info = async () => ((await (await t.request('/wps/system/status')).json()).value as SystemStatus).info;
  const setRaw = async (value: unknown) => {
    await t.platform.db.update(settings).set({ value }).where(eq(settings.key, 'currency'));
    invalidateSite(t.platform);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterEach(() => writeSetting(t.platform, 'currency', { ...SEED_CURRENCY }));
  afterAll(() => t.close());

  it('is seeded as Mexican pesos, es-MX for Spanish and en-US for English', async () => {
    expect(await readSetting(t.platform.db, 'currency')).toEqual({ code: 'MXN', locales: { ES: 'es-MX', EN: 'en-US' } });
    expect(await info()).toMatchObject({ currency: 'MXN', currencySymbol: '$', locales: { ES: 'es-MX', EN: 'en-US' } });
  });

  it("reaches the status when an operator changes it, with the symbol the market's locale writes", async () => {
    await writeSetting(t.platform, 'currency', { code: 'PEN', locales: { ES: 'es-PE', EN: 'en-US' } });
    expect(await info()).toMatchObject({ currency: 'PEN', currencySymbol: 'S/', locales: { ES: 'es-PE', EN: 'en-US' } });
    expect(await marketLocaleOf(t.platform, 'ES')).toBe('es-PE');
    expect(await marketLocaleOf(t.platform, 'EN')).toBe('en-US');
  });

  it('reads a row saved before the market had locales with the default locales', async () => {
    await setRaw({ code: 'MXN', symbol: '$' });
    expect(await info()).toMatchObject({ currency: 'MXN', currencySymbol: '$', locales: DEFAULT_MARKET.locales });
  });

  it('refuses a locale that is no locale tag, and the site keeps the default market', async () => {
    await expect(writeSetting(t.platform, 'currency', { code: 'MXN', locales: { ES: 'not a locale', EN: 'en-US' } })).rejects.toThrow();
    await setRaw({ code: 'COP', locales: { ES: 'es_CO!', EN: 'en-US' } });
    expect(await info()).toMatchObject({ currency: DEFAULT_MARKET.currency, locales: DEFAULT_MARKET.locales });
  });
});
