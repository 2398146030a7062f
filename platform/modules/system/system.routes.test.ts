import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_CACHE_MS } from '../../../contract/limits.ts';
import { statusCode, systemStatusSchema, type SystemStatus } from '../../../contract/system.ts';
import { regionRules, siteModules } from '../../db/schema/index.ts';
import { SEED_CUSTOMER_SERVICES, SEED_REGISTER_RULES, SEED_SETTINGS } from '../../db/seed/site.ts';
import { decodeCsPath } from './customer-service.ts';
import { setMaintenance } from './maintenance.ts';
import { buildSystemStatus } from './status.ts';
import { blockRegion, unknownCountry, useCountryResolver } from './region.ts';
import { invalidateSite, setModuleEnabled } from './settings.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

describe.each(TEST_DATABASES)('system routes on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  const get = async (path: string, ip?: string) => {
    const res = await t.request(path, ip ? { ip } : {});
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return { status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };
  const status = async (ip?: string) => (await get('/wps/system/status', ip)).body.value as SystemStatus;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterEach(async () => {
    await setMaintenance(t.platform, { enabled: false });
    await t.platform.db.delete(regionRules);
    useCountryResolver(t.platform, unknownCountry);
    invalidateSite(t.platform);
  });
  afterAll(() => t.close());

  it('answers the status with exactly the contract shape and the seeded site', async () => {
    const { status: code, body } = await get('/wps/system/status');
    expect(code).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value).toEqual(await buildSystemStatus(t.platform, '203.0.113.10'));
    // Parsing strips unknown keys at every depth, so equality means there are none.
    const value = systemStatusSchema.parse(body.value);
    expect(value).toEqual(body.value);
    expect(statusCode(value)).toBe(0);
    expect(value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
      maintenanceMessage: null,
      test: false,
    });
    expect(value.location).toEqual({ ip: '203.0.113.10', country: null });
    expect(value.info).toMatchObject({
      merchantCode: SEED_SETTINGS.merchantCode,
      currency: 'MXN',
      currencySymbol: '$',
      locales: { ES: 'es-MX', EN: 'en-US' },
      domainRoute: SEED_SETTINGS.domainRoute,
      mainDomain: SEED_SETTINGS.mainDomain,
      imageCDNs: SEED_SETTINGS.imageCDNs,
      launchGameCDNs: SEED_SETTINGS.launchGameCDNs,
    });
    expect(value.info.whitelabel.modId).toBe('COMM3');
    expect(value.info.whitelabelVal).toMatchObject({ COMM3: true, USERNAMEREG3: true, REGMOBVERF3: false, MANPLAYREB3: true });
    expect(value.info.register).toEqual(SEED_REGISTER_RULES);
    expect(value.info.resources.map((r) => r.resourceType)).toContain('Android');
    expect(value.info.customerService.map((c) => [c.csType, decodeCsPath(c.path), c.title])).toEqual(
      SEED_CUSTOMER_SERVICES.map((c) => [c.csType, c.url, c.title]),
    );
  });

  it('serves the module tree, the register rules and the domain list on their own paths', async () => {
    const s = await status();
    expect((await get('/wps/system/whitelabel')).body.value).toEqual(s.info.whitelabel);
    expect((await get('/wps/system/setting/register')).body.value).toEqual(SEED_REGISTER_RULES);
    expect((await get('/wps/system/domainRoute')).body.value).toEqual(SEED_SETTINGS.domainRoute);
  });

  it('in maintenance answers other calls 503 and still serves the status with end and message', async () => {
    const until = '2026-11-22T06:00:00Z';
    await setMaintenance(t.platform, { enabled: true, until, message: 'Upgrading the wallet' });
    for (const path of ['/wps/system/whitelabel', '/wps/system/setting/register', '/wps/no/such/call']) {
      const res = await get(path);
      expect([res.status, res.body.errorCode]).toEqual([503, 'system.maintenance']);
    }
    expect((await get('/wps/system/domainRoute')).status).toBe(200);
    const s = await status();
    expect(s).toMatchObject({ maintenance: true, maintenanceEnd: Date.parse(until), maintenanceMessage: 'Upgrading the wallet' });
    expect(statusCode(s)).toBe(1);
    await setMaintenance(t.platform, { enabled: false });
    expect((await get('/wps/system/whitelabel')).status).toBe(200);
    expect(await status()).toMatchObject({ maintenance: false, maintenanceEnd: null, maintenanceMessage: null });
  });

  it('refuses a maintenance end in the past', async () => {
    await expect(setMaintenance(t.platform, { enabled: true, until: '2026-11-21T11:59:59Z' })).rejects.toMatchObject({
      code: 'request_param_err',
    });
  });

  it.each([
    ['IPv4', '198.51.100.0/24', '198.51.100.77', '198.51.101.77'],
    ['IPv6', '2001:db8::/32', '2001:db8:1::5', '2001:db9::5'],
  ])('blocks an %s range for callers inside it only', async (_, range, inside, outside) => {
    await blockRegion(t.platform, { kind: 'cidr', value: range });
    const blocked = await get('/wps/system/whitelabel', inside);
    expect([blocked.status, blocked.body.errorCode]).toEqual([403, 'system.region.restricted']);
    expect((await get('/wps/system/whitelabel', outside)).status).toBe(200);
    const s = await status(inside);
    expect(s).toMatchObject({ regionRestriction: true, location: { ip: inside, blockedBy: 'ip' } });
    expect(statusCode(s)).toBe(2);
    const open = await status(outside);
    expect(open.regionRestriction).toBe(false);
    expect(open.location).not.toHaveProperty('blockedBy');
  });

  it('puts maintenance before a region block', async () => {
    await blockRegion(t.platform, { kind: 'cidr', value: '198.51.100.0/24' });
    await setMaintenance(t.platform, { enabled: true });
    expect((await get('/wps/system/whitelabel', '198.51.100.1')).body.errorCode).toBe('system.maintenance');
    expect(statusCode(await status('198.51.100.1'))).toBe(1);
  });

  it('keeps country rules inert until a country resolver is configured', async () => {
    await blockRegion(t.platform, { kind: 'country', value: 'us' });
    expect((await get('/wps/system/whitelabel', '192.0.2.50')).status).toBe(200);
    useCountryResolver(t.platform, { country: (ip) => (ip === '192.0.2.50' ? 'us' : 'mx') });
    expect((await get('/wps/system/whitelabel', '192.0.2.50')).status).toBe(403);
    expect((await get('/wps/system/whitelabel', '192.0.2.51')).status).toBe(200);
    expect((await status('192.0.2.50')).location).toEqual({ ip: '192.0.2.50', country: 'US', blockedBy: 'country' });
    // An address block says so, even where the country is blocked too.
    await blockRegion(t.platform, { kind: 'cidr', value: '192.0.2.50/32' });
    expect((await status('192.0.2.50')).location).toEqual({ ip: '192.0.2.50', country: 'US', blockedBy: 'ip' });
  });

  it('sees a change made directly in the database once the cache TTL has passed, not before', async () => {
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true);
    await t.platform.db.update(siteModules).set({ enabled: false }).where(eq(siteModules.modId, 'FREEPLAY3'));
    clock += STATUS_CACHE_MS - 1;
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true);
    clock += 1;
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(false);
    await setModuleEnabled(t.platform, 'FREEPLAY3', true);
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true);
  });

  it('shares one load between concurrent callers', async () => {
    invalidateSite(t.platform);
    const values = await Promise.all(Array.from({ length: 20 }, () => status()));
    // One load means one set of freshly drawn customer-service keys for everyone.
    expect(new Set(values.map((v) => v.info.customerService[0]?.path)).size).toBe(1);
  });
});
