import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { games, gameVendors } from '../../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { CATALOGUE_CACHE_MS, catalogueSnapshot, forgetCatalogue, GAME_COUNTS_CACHE_MS } from './snapshot.ts';

describe.each(TEST_DATABASES)('catalogue snapshot on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const later = (ms: number) => (clock += ms);
  const pgCount = async () => (await catalogueSnapshot(t.platform)).counts.filter((row) => row.vendor === 'PG').reduce((sum, row) => sum + row.n, 0);

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  it('is shared by callers until it is due, then answers stale once while it reloads', async () => {
    const first = await catalogueSnapshot(t.platform);
    expect(await catalogueSnapshot(t.platform)).toBe(first);
    await t.platform.db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'PG'));
    later(CATALOGUE_CACHE_MS + 1);
    expect(await catalogueSnapshot(t.platform)).toBe(first);
    await vi.waitFor(async () => expect((await catalogueSnapshot(t.platform)).vendors.has('PG')).toBe(false));
    expect(await pgCount()).toBe(0);
    expect((await catalogueSnapshot(t.platform)).disabledVendors).toEqual(['PG']);
    await t.platform.db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'PG'));
    forgetCatalogue(t.platform);
    expect(await pgCount()).toBe(1_100);
  });

  it('counts games again only when the counts are due', async () => {
    const [game] = await t.platform.db.update(games).set({ enabled: false }).where(eq(games.code, 'PG_0001')).returning({ id: games.id });
    const reloaded = async () => {
      const before = await catalogueSnapshot(t.platform);
      await vi.waitFor(async () => expect(await catalogueSnapshot(t.platform)).not.toBe(before));
      return catalogueSnapshot(t.platform);
    };
    later(CATALOGUE_CACHE_MS + 1);
    expect((await reloaded()).hasDisabledGames).toBe(false);
    later(GAME_COUNTS_CACHE_MS);
    expect((await reloaded()).hasDisabledGames).toBe(true);
    expect(await pgCount()).toBe(1_099);
    await t.platform.db.update(games).set({ enabled: true }).where(eq(games.id, game!.id));
    forgetCatalogue(t.platform);
    expect((await catalogueSnapshot(t.platform)).hasDisabledGames).toBe(false);
  });
});
