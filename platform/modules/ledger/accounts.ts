import { eq, sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { ledgerAccounts, members } from '../../db/schema/index.ts';

/** Where ledger calls run: the platform's database, or a transaction the caller already opened. */
export type LedgerDb = Pick<Platform, 'db'> | Db | Tx;

export const dbOf = (on: LedgerDb): Db | Tx => ('db' in on ? on.db : on);

/**
 * The house's side of every movement: deposits come from cash, bets and wins go through games,
 * and what the site gives back (rebates, bonuses, rewards) comes from rewards.
 */
export const HOUSE_CODES = ['house:cash', 'house:games', 'house:jackpot', 'house:rewards'] as const;
export type HouseCode = (typeof HOUSE_CODES)[number];

/** A member holds one wallet, in the member's currency: the main wallet of the contract. */
export const walletCode = (memberId: number) => `wallet:${memberId}`;

type NewAccount = typeof ledgerAccounts.$inferInsert & { code: string; currency: string };

// Looking up first keeps the id sequence free of the gaps a conflicting insert leaves, so a fresh
// seed gives the same ids everywhere; the insert still settles a race between two openers.
export const openAccount = async (db: Db | Tx, account: NewAccount): Promise<number> => {
  const find = () =>
    db.select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.code, account.code)).limit(1);
  let [row] = await find();
  if (!row) {
    const [created] = await db.insert(ledgerAccounts).values(account).onConflictDoNothing({ target: ledgerAccounts.code }).returning({ id: ledgerAccounts.id });
    if (created) return created.id;
    [row] = await find();
  }
  if (!row) throw new Error(`Ledger account ${account.code} could not be opened`);
  if (row.currency !== account.currency) {
    throw new Error(`Ledger account ${account.code} holds ${row.currency}, not ${account.currency}`);
  }
  return row.id;
};

/** The member's wallet account id, opened with a zero balance on first use. */
export const ensureWallet = (on: LedgerDb, memberId: number, currency: string) =>
  openAccount(dbOf(on), { code: walletCode(memberId), memberId, kind: 'wallet', currency, allowNegative: false });

/** Where a member's pending withdrawals wait: out of the wallet, not yet the house's. */
export const holdCode = (memberId: number) => `hold:${memberId}`;

/** The member's hold account id, opened with a zero balance on first use. It never goes below zero. */
export const ensureHold = (on: LedgerDb, memberId: number, currency: string) =>
  openAccount(dbOf(on), { code: holdCode(memberId), memberId, kind: 'hold', currency, allowNegative: false });

/** What the member's hold account holds, in minor units; zero when it was never opened. */
export const heldBalance = async (on: LedgerDb, memberId: number): Promise<bigint> => {
  const [row] = await dbOf(on)
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, holdCode(memberId)));
  return row?.balance ?? 0n;
};

/** A house account id, opened on first use. House accounts may go below zero. */
export const houseAccount = (on: LedgerDb, code: HouseCode, currency: string) =>
  openAccount(dbOf(on), { code, memberId: null, kind: 'house', currency, allowNegative: true });

/**
 * The house's side of slot rounds is spread over this many accounts of each kind, so that rounds
 * of different members do not queue on one row lock: every round locks the house account it pays
 * into until it commits. Shard 0 keeps the plain code (`house:games`), shard k is `house:games:k`.
 */
export const HOUSE_SHARDS = 64;

export type ShardedHouseCode = 'house:games' | 'house:jackpot';

export const houseShardCode = (code: ShardedHouseCode, shard: number) => (shard === 0 ? code : `${code}:${shard}`);

/** Every account of a sharded house account: their balances together are the house's. */
export const houseShardCodes = (code: ShardedHouseCode): string[] => Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseShardCode(code, shard));

/** The shard a member's rounds use: always the same one, so the member's rounds lock one house row. */
export const houseShardOf = (memberId: number) => memberId % HOUSE_SHARDS;

// An account's id never changes once it is opened: the hot paths look each house shard up once per database.
const shardIds = new WeakMap<object, Map<string, number>>();

/** The id of the house shard `memberId`'s rounds use, opened on first use. */
export const houseShardAccount = async (on: LedgerDb, code: ShardedHouseCode, currency: string, memberId: number): Promise<number> => {
  const db = dbOf(on);
  const shard = houseShardCode(code, houseShardOf(memberId));
  let known = shardIds.get(db);
  if (!known) shardIds.set(db, (known = new Map()));
  const key = `${shard}/${currency}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const id = await openAccount(db, { code: shard, memberId: null, kind: 'house', currency, allowNegative: true });
  known.set(key, id);
  return id;
};

export interface WalletBalance {
  currency: string;
  /** Minor units. */
  balance: bigint;
}

// The balance call is the hottest read of the site: one statement, built once per database. The
// wallet is found by its code (a unique index, one row at most) in a subquery, which costs the
// database less than a join of the two tables.
const balanceQueries = new WeakMap<object, ReturnType<typeof buildBalanceQuery>>();
const buildBalanceQuery = (db: Db | Tx) => {
  const wallet = db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, sql.placeholder('code')));
  return db
    .select({ currency: members.currency, balance: sql<bigint | null>`(${wallet})`.mapWith(ledgerAccounts.balance) })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('wallet_balance');
};

/** The member's main wallet; a wallet never opened holds zero. Null when the member does not exist. */
export const walletBalance = async (on: LedgerDb, memberId: number): Promise<WalletBalance | null> => {
  const db = dbOf(on);
  let query = balanceQueries.get(db);
  if (!query) balanceQueries.set(db, (query = buildBalanceQuery(db)));
  const [row] = await query.execute({ memberId, code: walletCode(memberId) });
  return row ? { currency: row.currency, balance: row.balance ?? 0n } : null;
};
