import { inArray, sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { houseAccount, transfer } from '../../modules/ledger/index.ts';
import { JACKPOT_SEED_RANGE } from '../../modules/catalogue/index.ts';
import type { Tx } from '../index.ts';
import { bigWins, games, gameVendors, members, vendorLanes } from '../schema/index.ts';
import { buildCatalogue, type CatalogueGame } from './games-catalogue.ts';
import { SEED_STREAMS, seedRandom } from './games-random.ts';
import { buildSeedWins } from './games-wins.ts';
import { SEED_CURRENCY } from './identities.ts';

// 14 columns a row: 1,000 rows stay well under the 65,535 parameters a statement may carry.
const BATCH_ROWS = 1_000;

const insertGames = async (tx: Tx, rows: readonly CatalogueGame[]) => {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await tx.insert(games).values(rows.slice(i, i + BATCH_ROWS).map((g) => ({ ...g, enabled: true })));
  }
  // Ids were given explicitly; the sequence must continue after them for games added later.
  await tx.execute(sql`select setval(pg_get_serial_sequence('games', 'id'), (select max(id) from games))`);
};

const insertWins = async (tx: Tx, p: Platform, catalogue: readonly CatalogueGame[]) => {
  const wins = buildSeedWins(catalogue);
  const accounts = [...new Set(wins.flatMap((w) => (w.account ? [w.account] : [])))];
  const rows = accounts.length ? await tx.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, accounts)) : [];
  const memberIds = new Map(rows.map((m) => [m.account, m.id]));
  const now = p.now().getTime();
  await tx.insert(bigWins).values(
    wins.map((w) => ({
      memberId: w.account ? (memberIds.get(w.account) ?? null) : null,
      customerName: w.customerName,
      gameId: w.gameId,
      amount: w.amount,
      createdAt: new Date(now - w.minutesAgo * 60_000),
    })),
  );
};

/** The jackpot pool starts at a seeded amount in SPEC's range, moved from the house's cash like any money. */
export const seedJackpotAmount = (): bigint => seedRandom(SEED_STREAMS.jackpot).bigint(JACKPOT_SEED_RANGE.min, JACKPOT_SEED_RANGE.max);

/**
 * The game catalogue (vendors, lanes, about 10,300 games), the winner board and the jackpot pool.
 * One transaction: a seed that fails half-way leaves nothing behind.
 */
export const seedGames = async (p: Platform) => {
  const catalogue = buildCatalogue();
  await p.db.transaction(async (tx) => {
    await tx.insert(gameVendors).values(catalogue.vendors).onConflictDoNothing();
    await tx.insert(vendorLanes).values(catalogue.lanes).onConflictDoNothing();
    await insertGames(tx, catalogue.games);
    await insertWins(tx, p, catalogue.games);
    const cash = await houseAccount(tx, 'house:cash', SEED_CURRENCY.code);
    const jackpot = await houseAccount(tx, 'house:jackpot', SEED_CURRENCY.code);
    await transfer(tx, {
      kind: 'jackpot.seed',
      reference: 'seed',
      idempotencyKey: 'seed:jackpot',
      from: cash,
      to: jackpot,
      amount: seedJackpotAmount(),
    });
  });
  // Statistics and the visibility map at once, which PGlite has no autovacuum to provide: without
  // statistics the planner sorts all of RNG instead of walking the list index, and without the
  // map deep pages cannot be read from the index alone (games-list-query.ts). Outside the
  // transaction, as VACUUM requires.
  await p.db.execute(sql`vacuum analyze games`);
};
