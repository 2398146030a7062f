import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.ts';
import { setModule, setSetting } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { DEFAULT_PASSWORD_MAX_AGE_DAYS, isModuleEnabled, passwordMaxAgeDays, weakPassword } from './site-flags.ts';

describe.each(TEST_DATABASES)('site flags on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('reads a module as on only when its row says so', async () => {
    expect(await isModuleEnabled(t.platform, 'NOSUCHMODULE3')).toBe(false);
    await setModule(t, 'TESTFLAG3', true);
    expect(await isModuleEnabled(t.platform, 'TESTFLAG3')).toBe(true);
    await setModule(t, 'TESTFLAG3', false);
    expect(await isModuleEnabled(t.platform, 'TESTFLAG3')).toBe(false);
  });

  it('reads the weak password and password age, falling back on a missing or broken value', async () => {
    await t.platform.db.delete(settings).where(eq(settings.key, 'weakPassword'));
    expect(await weakPassword(t.platform)).toBe('Welcome1');
    await setSetting(t, 'weakPassword', 'Changeme9');
    expect(await weakPassword(t.platform)).toBe('Changeme9');
    await setSetting(t, 'weakPassword', 12345);
    expect(await weakPassword(t.platform)).toBe('Welcome1');

    await setSetting(t, 'passwordMaxAgeDays', 30);
    expect(await passwordMaxAgeDays(t.platform)).toBe(30);
    await setSetting(t, 'passwordMaxAgeDays', 'soon');
    expect(await passwordMaxAgeDays(t.platform)).toBe(DEFAULT_PASSWORD_MAX_AGE_DAYS);
  });
});
