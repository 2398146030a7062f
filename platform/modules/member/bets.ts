import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BetStatus } from '../../../contract/bet-records.ts';
import type { Db } from '../../db/index.ts';
import { gameRounds, games, gameVendors, lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';

/*
 * Where the platform keeps a member's bets: one source per kind of game it settles. Every source
 * answers the same columns, so one set of queries reads them all; a new kind of game adds a source.
 * The columns' names are the sources' own (`bet_…`), as the queries name them unqualified.
 * Each source is read on its own (member, time, id) index and the pages are merged here, so a
 * page costs a few index rows per source however long the member's history is.
 */

/**
 * The rounds of the embedded game server (every vendor's games launch into it; free play is not
 * a bet) and lottery tickets. The order breaks the tie of two bets placed at the same instant.
 */
export const BET_SOURCES = ['round', 'ticket'] as const;
export type BetSource = (typeof BET_SOURCES)[number];

const rank = (source: BetSource) => BET_SOURCES.indexOf(source);

const roundBets = (db: Db, memberId: number) =>
  db
    .select({
      id: sql<string>`${gameRounds.id}`.as('bet_id'),
      gameId: sql<number>`${gameRounds.gameId}`.as('bet_game_id'),
      stake: sql<string>`${gameRounds.stake}`.as('bet_stake'),
      win: sql<string>`${gameRounds.win}`.as('bet_win'),
      status: sql<BetStatus>`case when ${gameRounds.win} > 0 then 'won' else 'lost' end`.as('bet_status'),
      placedAt: sql<string>`${gameRounds.createdAt}`.as('placed_at'),
      reference: sql<string>`'game-round:' || ${gameRounds.id}`.as('bet_reference'),
      detail: sql<string | null>`null::text`.as('bet_detail'),
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real')))
    .as('bets');

const ticketBets = (db: Db, memberId: number) =>
  db
    .select({
      id: sql<string>`${lotteryTickets.id}`.as('bet_id'),
      gameId: sql<number>`${lotteryDraws.gameId}`.as('bet_game_id'),
      stake: sql<string>`${lotteryTickets.stake}`.as('bet_stake'),
      win: sql<string>`${lotteryTickets.payout}`.as('bet_win'),
      status: sql<BetStatus>`${lotteryTickets.status}`.as('bet_status'),
      placedAt: sql<string>`${lotteryTickets.createdAt}`.as('placed_at'),
      reference: sql<string>`'lottery.ticket:' || ${lotteryTickets.id}`.as('bet_reference'),
      detail: sql<string | null>`${lotteryDraws.drawNo} || ' · ' || ${lotteryTickets.betType} || ' ' || ${lotteryTickets.pick}`.as('bet_detail'),
    })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(eq(lotteryTickets.memberId, memberId))
    .as('bets');

type Bets = ReturnType<typeof roundBets>;

const betsOf = (db: Db, source: BetSource, memberId: number): Bets => (source === 'round' ? roundBets(db, memberId) : ticketBets(db, memberId));

/** Which bets of the member: by the game's category and vendor, the bet's status, and when it was placed. */
export interface BetFilter {
  memberId: number;
  category?: string | undefined;
  vendor?: string | undefined;
  status?: BetStatus | undefined;
  /** Placed at or after this instant. */
  since?: Date | undefined;
  /** Placed before this instant. */
  until?: Date | undefined;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

const filterOf = (bets: Bets, f: BetFilter): (SQL | undefined)[] => [
  f.category ? eq(games.category, f.category) : undefined,
  f.vendor ? eq(games.vendor, f.vendor) : undefined,
  f.status ? sql`${bets.status} = ${f.status}` : undefined,
  f.since ? sql`${bets.placedAt} >= ${instant(f.since)}` : undefined,
  f.until ? sql`${bets.placedAt} < ${instant(f.until)}` : undefined,
];

const needsGames = (f: BetFilter) => !!(f.category || f.vendor);

/** A bet's place in the record: newest first by time, then by source, then by id. */
export interface BetKey {
  micros: bigint;
  source: BetSource;
  id: bigint;
}

export const compareKeys = (a: BetKey, b: BetKey): number =>
  a.micros !== b.micros ? (a.micros < b.micros ? -1 : 1) : a.source !== b.source ? rank(a.source) - rank(b.source) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Where a page starts: the newest or the oldest bets, or next to a bet already shown. */
export type BetsFrom = { edge: 'newest' | 'oldest' } | { older: BetKey } | { newer: BetKey };

const microsInstant = (micros: bigint) => sql`(timestamptz 'epoch' + ${micros.toString()}::bigint * interval '1 microsecond')`;

/** The key condition, written for one source so that it reads as a range of that source's index. */
const beyond = (bets: Bets, source: BetSource, key: BetKey, direction: 'older' | 'newer'): SQL => {
  const at = microsInstant(key.micros);
  const [strict, loose] = direction === 'older' ? ['<', '<='] : ['>', '>='];
  if (source === key.source) return sql`(${bets.placedAt}, ${bets.id}) ${sql.raw(strict)} (${at}, ${key.id.toString()}::bigint)`;
  // Another source's bets at the key's very instant sort on the key's side of it or beyond.
  const takesTies = direction === 'older' ? rank(source) < rank(key.source) : rank(source) > rank(key.source);
  return sql`${bets.placedAt} ${sql.raw(takesTies ? loose : strict)} ${at}`;
};

export interface BetRow extends BetKey {
  category: string;
  nameEn: string;
  nameEs: string;
  vendor: string;
  vendorName: string;
  stake: bigint;
  win: bigint;
  status: BetStatus;
  reference: string;
  detail: string | null;
}

/** Up to `limit` bets of one source, in the order the page reads them. */
const sourcePage = async (db: Db, source: BetSource, f: BetFilter, from: BetsFrom, limit: number): Promise<BetRow[]> => {
  const bets = betsOf(db, source, f.memberId);
  const ascending = ('edge' in from && from.edge === 'oldest') || 'newer' in from;
  const order = ascending ? asc : desc;
  const rows = await db
    .select({
      id: sql<string>`${bets.id}::text`,
      micros: sql<string>`(extract(epoch from ${bets.placedAt}) * 1000000)::bigint::text`,
      category: games.category,
      nameEn: games.nameEn,
      nameEs: games.nameEs,
      vendor: games.vendor,
      vendorName: gameVendors.displayName,
      stake: sql<string>`${bets.stake}::text`,
      win: sql<string>`${bets.win}::text`,
      status: sql<BetStatus>`${bets.status}`,
      reference: sql<string>`${bets.reference}`,
      detail: sql<string | null>`${bets.detail}`,
    })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(
      and(
        ...filterOf(bets, f),
        'older' in from ? beyond(bets, source, from.older, 'older') : undefined,
        'newer' in from ? beyond(bets, source, from.newer, 'newer') : undefined,
      ),
    )
    .orderBy(order(bets.placedAt), order(bets.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, source, id: BigInt(row.id), micros: BigInt(row.micros), stake: BigInt(row.stake), win: BigInt(row.win) }));
};

export interface BetsPage {
  /** Newest first. */
  rows: BetRow[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/** A keyset page of the member's bets from every source, newest first. */
export const betsPage = async (db: Db, f: BetFilter, from: BetsFrom, size: number): Promise<BetsPage> => {
  const ascending = ('edge' in from && from.edge === 'oldest') || 'newer' in from;
  const found = (await Promise.all(BET_SOURCES.map((source) => sourcePage(db, source, f, from, size + 1)))).flat();
  found.sort((a, b) => (ascending ? compareKeys(a, b) : compareKeys(b, a)));
  const more = found.length > size;
  const rows = found.slice(0, size);
  if (ascending) rows.reverse();
  return { rows, hasOlder: ascending ? 'newer' in from : more, hasNewer: ascending ? more : 'older' in from };
};

/** Sums in minor units. */
export interface BetSums {
  count: number;
  stake: bigint;
  validStake: bigint;
  win: bigint;
}

const sums = (bets: Bets) => ({
  count: sql<string>`count(*)::text`,
  stake: sql<string>`coalesce(sum(${bets.stake}), 0)::text`,
  validStake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} <> 'open'), 0)::text`,
  win: sql<string>`coalesce(sum(${bets.win}), 0)::text`,
});

const sumsOf = (row: { count: string; stake: string; validStake: string; win: string }): BetSums => ({
  count: Number(row.count),
  stake: BigInt(row.stake),
  validStake: BigInt(row.validStake),
  win: BigInt(row.win),
});

export const addSums = (a: BetSums, b: BetSums): BetSums => ({
  count: a.count + b.count,
  stake: a.stake + b.stake,
  validStake: a.validStake + b.validStake,
  win: a.win + b.win,
});

export const NO_BETS: BetSums = { count: 0, stake: 0n, validStake: 0n, win: 0n };

/** What every bet the filter matches comes to, on every page. */
export const betTotals = async (db: Db, f: BetFilter): Promise<BetSums> => {
  const totals = await Promise.all(
    BET_SOURCES.map(async (source) => {
      const bets = betsOf(db, source, f.memberId);
      const query = db.select(sums(bets)).from(bets).$dynamic();
      const [row] = await (needsGames(f) ? query.innerJoin(games, eq(games.id, bets.gameId)) : query).where(and(...filterOf(bets, f)));
      return row ? sumsOf(row) : NO_BETS;
    }),
  );
  return totals.reduce(addSums, NO_BETS);
};

/** Bets summed per game category within each period that `bounds` cuts (period i runs from bounds[i - 1] to bounds[i]). */
export const betsByPeriod = async (db: Db, memberId: number, bounds: readonly Date[]): Promise<(BetSums & { period: number; category: string })[]> => {
  const thresholds = `{${bounds.map((at) => at.toISOString()).join(',')}}`;
  const f: BetFilter = { memberId, since: bounds[0], until: bounds.at(-1) };
  const perSource = await Promise.all(
    BET_SOURCES.map(async (source) => {
      const bets = betsOf(db, source, memberId);
      const rows = await db
        .select({ period: sql<number>`width_bucket(${bets.placedAt}, ${thresholds}::timestamptz[])`.mapWith(Number), category: games.category, ...sums(bets) })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(and(...filterOf(bets, f)))
        .groupBy(sql`1`, games.category);
      return rows.map((row) => ({ period: row.period, category: row.category, ...sumsOf(row) }));
    }),
  );
  return perSource.flat();
};
