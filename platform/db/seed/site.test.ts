import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_FIELDS, SITE_FLAGS } from '../../../contract/system.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { customerServices, registerRules, resources, settings, siteModules } from '../schema/index.ts';
import { SEED_ACCOUNTS, SEED_PASSWORDS } from './identities.ts';
import { SEED_REGISTER_RULES, SEED_SETTINGS, seedSite } from './site.ts';

/** The module ids of CONTRACT.md 1.6, as listed there. */
const CONTRACT_MODULES =
  'COMM3 REG3 USERNAMEREG3 MOBILENUMREG3 MOBILENUMPASSREG3 REGMOBVERF3 VERIFICATION3 PASS3 CHNGPASSVERIF3 PWRESETSMS3 PWDEXPFORCECHANGE3 FREEPLAY3 MOBILELOGIN3 MOBILEVERCODELOGIN3 LOGINIPVERF3 CAPTCHA3 GEETEST3 GEETESTTEST3 GEETESTVCODE3 AFFMAN3 AGENTPOLICY3 PROFPIC3 GAMELO3 GAMELOHOT3 GAMELOFAV3 GAMELOREC3 FUNDTRANS3 INBOX3 CBS3 FEEDBACK3 REWCEN3 PTSYS3 MEMTRANS3 MANPLAYREB3 SIGNCONDIV3 DAILYSALCONT3 HOURSAL3 RTSALARY3 AGEANNOUNCE3'.split(
    ' ',
  );

const accepts = (field: keyof typeof SEED_REGISTER_RULES, value: string) => {
  const r = SEED_REGISTER_RULES[field];
  const pattern = new RegExp(r.acceptedPattern === '*' ? '.*' : r.acceptedPattern);
  return pattern.test(value) && value.length >= r.minLength && value.length <= r.maxLength;
};

describe.each(TEST_DATABASES)('site seed on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('stores every setting, the weak password and password age where the login reads them', async () => {
    const rows = await t.platform.db.select().from(settings);
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(stored).toMatchObject(SEED_SETTINGS);
    expect(stored.weakPassword).toBe('Welcome1');
    expect(stored.passwordMaxAgeDays).toBe(90);
    expect(stored.currency).toEqual({ code: 'MXN', locales: { ES: 'es-MX', EN: 'en-US' } });
    expect(stored.maintenance).toEqual({ enabled: false, end: null, message: null });
  });

  it('builds one whitelabel tree under COMM3 with every module of the contract', async () => {
    const rows = await t.platform.db.select().from(siteModules);
    const byId = new Map(rows.map((r) => [r.modId, r]));
    // The contract's modules, and this platform's own referral promotion module.
    expect([...byId.keys()].sort()).toEqual([...CONTRACT_MODULES, 'REFERRAL3'].sort());
    expect(rows.filter((r) => r.parentId === null).map((r) => r.modId)).toEqual(['COMM3']);
    for (const r of rows) if (r.parentId !== null) expect(byId.has(r.parentId)).toBe(true);
    for (const flag of SITE_FLAGS) expect(byId.has(flag)).toBe(true);
    const on = (id: string) => byId.get(id)?.enabled;
    expect([on('USERNAMEREG3'), on('MOBILENUMREG3'), on('FREEPLAY3'), on('AGENTPOLICY3'), on('PWDEXPFORCECHANGE3')]).toEqual([true, true, true, true, true]);
    expect([on('MOBILEVERCODELOGIN3'), on('PTSYS3'), on('CHNGPASSVERIF3'), on('MOBILENUMPASSREG3'), on('MANPLAYREB3')]).toEqual([true, true, true, true, true]);
    expect([on('REGMOBVERF3'), on('GEETEST3')]).toEqual([false, false]);
  });

  it('has a register rule for every field, with the contract pattern ids', async () => {
    const rows = await t.platform.db.select().from(registerRules);
    expect(rows.map((r) => r.field).sort()).toEqual([...REGISTER_FIELDS].sort());
    const rule = (field: string) => rows.find((r) => r.field === field)!;
    expect(rule('username')).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 });
    expect(rule('password')).toMatchObject({ enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 20 });
    expect(rule('email')).toMatchObject({ patternId: 3 });
    expect(rule('mobileNum')).toMatchObject({ patternId: 6, minLength: 8, maxLength: 15 });
    expect(rule('captcha')).toMatchObject({ enabled: true, required: false });
    expect(rows.filter((r) => !r.enabled).length).toBeGreaterThanOrEqual(9);
  });

  it('has rules the demo accounts themselves satisfy, and that refuse the obvious misfits', () => {
    for (const a of SEED_ACCOUNTS) {
      expect(accepts('username', a.account), a.account).toBe(true);
      expect(accepts('password', a.password), a.password).toBe(true);
    }
    expect(accepts('password', SEED_PASSWORDS.weakDefault)).toBe(true);
    expect(accepts('username', '1player')).toBe(false);
    expect(accepts('password', 'lettersonly')).toBe(false);
    expect(accepts('email', 'player@betplay.example')).toBe(true);
    expect(accepts('email', 'player@')).toBe(false);
    expect(accepts('mobileNum', '5512345678')).toBe(true);
    expect(accepts('mobileNum', '55-1234')).toBe(false);
    expect(accepts('payeeName', 'María José Núñez')).toBe(true);
  });

  it('lists the contacts and app and social links, labelled in both languages', async () => {
    const contacts = await t.platform.db.select().from(customerServices);
    expect(contacts.map((c) => c.csType).sort()).toEqual(['FACEBOOK', 'LIVECHAT', 'TELEGRAM', 'WHATSAPP']);
    const links = await t.platform.db.select().from(resources);
    expect(links.map((r) => r.resourceType).sort()).toEqual(['Android', 'FACEBOOK', 'INSTAGRAM', 'IOS', 'TELEGRAM', 'WHATSAPP']);
    for (const r of links) expect(r.labelNameEn && r.labelNameEs && r.url.startsWith('https://')).toBeTruthy();
  });

  it('can run again without duplicating rows or undoing an operator change', async () => {
    await t.platform.db.update(siteModules).set({ enabled: true }).where(eq(siteModules.modId, 'REGMOBVERF3'));
    const count = async () => (await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(customerServices))[0]?.n;
    const before = await count();
    await seedSite(t.platform);
    expect(await count()).toBe(before);
    const [row] = await t.platform.db.select().from(siteModules).where(eq(siteModules.modId, 'REGMOBVERF3'));
    expect(row?.enabled).toBe(true);
  });
});
