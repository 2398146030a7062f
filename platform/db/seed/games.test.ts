import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESPORTS_VENDORS, GAME_CLASSIFIES, themeOf } from '../../../contract/games.ts';
import { auditLedger } from '../../modules/ledger/index.ts';
import { JACKPOT_SEED_RANGE } from '../../modules/catalogue/index.ts';
import { BIG_WIN_THRESHOLD_MINOR } from '../../modules/catalogue/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { bigWins, games, gameVendors, ledgerAccounts, members, vendorLanes } from '../schema/index.ts';
import { buildCatalogue, NODE_ID_BASE } from './games-catalogue.ts';
import { adjectiveSubject, n, subjectThing } from './games-names.ts';
import { seedRandom } from './games-random.ts';
import { SEED_WIN_COUNT } from './games-wins.ts';
import { seedJackpotAmount } from './games.ts';

const catalogue = buildCatalogue();
const countBy = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((out, item) => ({ ...out, [key(item)]: (out[key(item)] ?? 0) + 1 }), {});

describe('the seeded catalogue', () => {
  it('is the same on every build', () => {
    expect(buildCatalogue()).toEqual(catalogue);
    expect(seedRandom(7).shuffle([1, 2, 3, 4, 5, 6])).toEqual(seedRandom(7).shuffle([1, 2, 3, 4, 5, 6]));
    expect(seedJackpotAmount()).toBe(seedJackpotAmount());
  });

  it('holds about 10,000 slots and realistic counts elsewhere', () => {
    const byCategory = countBy(catalogue.games, (g) => g.category);
    expect(byCategory).toEqual({
      RNG: 10_000,
      LIVE: 150,
      SPORTS: 3,
      ESPORTS: ESPORTS_VENDORS.length,
      COCKFIGHT: 1,
      FISH: 60,
      PVP: 80,
      LOTT: 22,
      ELOTT: 8,
    });
    const rngClassify = countBy(
      catalogue.games.filter((g) => g.category === 'RNG'),
      (g) => g.classify,
    );
    expect(Object.keys(rngClassify).sort()).toEqual([...GAME_CLASSIFIES].sort());
    expect(rngClassify.slot).toBeGreaterThan(6_000);
    expect(rngClassify.bingo).toBeLessThan(400);
  });

  it('gives every game a unique id, node, code and per-vendor title, and its theme by id', () => {
    expect(catalogue.games.map((g) => g.id)).toEqual(catalogue.games.map((_, i) => i + 1));
    expect(catalogue.games.every((g) => g.nodeId === NODE_ID_BASE + g.id && g.theme === themeOf(g.id))).toBe(true);
    expect(new Set(catalogue.games.map((g) => g.code)).size).toBe(catalogue.games.length);
    const titles = catalogue.games.map((g) => `${g.vendor}|${g.nameEn}`);
    expect(new Set(titles).size).toBe(titles.length);
    expect(catalogue.games.every((g) => g.nameEn.trim() && g.nameEs.trim())).toBe(true);
  });

  it('names games in English and Spanish', () => {
    expect(subjectThing(n('Dragon', 'Dragón'), n('Fortune', 'Fortuna', 'f'))).toEqual({ en: 'Dragon Fortune', es: 'Fortuna del Dragón' });
    expect(subjectThing(n('Moon', 'Luna', 'f'), n('Treasure', 'Tesoro'))).toEqual({ en: 'Moon Treasure', es: 'Tesoro de la Luna' });
    expect(adjectiveSubject({ en: 'Golden', m: 'Dorado', f: 'Dorada' }, n('Queen', 'Reina', 'f'))).toEqual({
      en: 'Golden Queen',
      es: 'Reina Dorada',
    });
    expect(adjectiveSubject({ en: 'Great', m: 'Gran', f: 'Gran', before: true }, n('Tiger', 'Tigre'))).toEqual({
      en: 'Great Tiger',
      es: 'Gran Tigre',
    });
    const differing = catalogue.games.filter((g) => g.nameEn !== g.nameEs).length;
    expect(differing / catalogue.games.length).toBeGreaterThan(0.8);
  });

  it('marks about 5 % hot and 5 % new, and free play on most slots only', () => {
    const share = (pick: (g: (typeof catalogue.games)[number]) => boolean, of = catalogue.games) => of.filter(pick).length / of.length;
    expect(share((g) => g.isHot)).toBeGreaterThan(0.035);
    expect(share((g) => g.isHot)).toBeLessThan(0.065);
    expect(share((g) => g.isNew)).toBeGreaterThan(0.035);
    expect(share((g) => g.isNew)).toBeLessThan(0.065);
    expect(
      share(
        (g) => g.freeplay,
        catalogue.games.filter((g) => g.classify === 'slot'),
      ),
    ).toBeGreaterThan(0.85);
    expect(catalogue.games.some((g) => g.freeplay && ['LIVE', 'SPORTS', 'LOTT'].includes(g.category))).toBe(false);
  });

  it('orders each category densely, lobbies first and then hot games', () => {
    for (const category of ['RNG', 'LIVE', 'FISH']) {
      const list = catalogue.games.filter((g) => g.category === category).sort((a, b) => a.sort - b.sort);
      expect(list.map((g) => g.sort)).toEqual(list.map((_, i) => i));
      const firstCold = list.findIndex((g) => !g.isHot && !g.code.endsWith('_LOBBY'));
      expect(list.slice(firstCold).some((g) => g.isHot || g.code.endsWith('_LOBBY'))).toBe(false);
    }
  });
});

describe.each(TEST_DATABASES)('seedGames on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('writes exactly the built catalogue', async () => {
    const db = t.platform.db;
    const rows = await db.select().from(games).orderBy(asc(games.id));
    expect(rows).toEqual(catalogue.games.map((g) => ({ ...g, enabled: true })));
    expect(await db.select().from(gameVendors).orderBy(asc(gameVendors.code))).toEqual(
      catalogue.vendors.map((v) => ({ ...v, enabled: true, maintenanceFrom: null, maintenanceUntil: null })).sort((a, b) => a.code.localeCompare(b.code)),
    );
    expect(await db.select().from(vendorLanes)).toHaveLength(catalogue.lanes.length);
  });

  it('lets the id sequence continue after the seeded games', async () => {
    const [row] = await t.platform.db
      .insert(games)
      .values({
        nodeId: 999_999,
        vendor: 'PG',
        category: 'RNG',
        classify: 'slot',
        code: 'PG_NEW',
        nameEn: 'New',
        nameEs: 'Nuevo',
        theme: 0,
        sort: 99_999,
        enabled: false,
      })
      .returning({ id: games.id });
    expect(row!.id).toBe(catalogue.games.length + 1);
    await t.platform.db.delete(games).where(eq(games.id, row!.id));
  });

  it('puts about sixty big wins of real games on the board, some by seeded players', async () => {
    const wins = await t.platform.db
      .select({ amount: bigWins.amount, gameId: bigWins.gameId, account: members.account })
      .from(bigWins)
      .leftJoin(members, eq(members.id, bigWins.memberId));
    expect(wins).toHaveLength(SEED_WIN_COUNT);
    expect(wins.every((w) => w.amount >= BIG_WIN_THRESHOLD_MINOR && w.gameId >= 1 && w.gameId <= catalogue.games.length)).toBe(true);
    expect(wins.filter((w) => w.account?.startsWith('player')).length).toBeGreaterThanOrEqual(5);
  });

  it('funds the jackpot pool from the house cash within the SPEC range, keeping the ledger balanced', async () => {
    const [pool] = await t.platform.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:jackpot'));
    expect(pool!.balance).toBe(seedJackpotAmount());
    expect(pool!.balance >= JACKPOT_SEED_RANGE.min && pool!.balance <= JACKPOT_SEED_RANGE.max).toBe(true);
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('leaves planner statistics behind for the list queries', async () => {
    const result = await t.platform.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'games'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
