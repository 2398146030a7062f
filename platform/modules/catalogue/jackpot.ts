import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { jackpotSchema } from '../../../contract/games.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { dbOf, houseShardCodes, type LedgerDb } from '../ledger/index.ts';
import type { Posting } from '../ledger/index.ts';

/** SPEC section 9: the pool's first amount lies in this range, in minor units. */
export const JACKPOT_SEED_RANGE = { min: 815_721_000n, max: 815_751_000n } as const;

/** Share of every stake that feeds the pool, in basis points (0.5 %). */
export const JACKPOT_CONTRIBUTION_BPS = 50n;

const accountByCode = async (on: LedgerDb, code: string) => {
  const [row] = await dbOf(on)
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .limit(1);
  return row ?? null;
};

export type Jackpot = z.infer<typeof jackpotSchema>;

/**
 * The pool as players see it: the balances of the house's jackpot accounts (the pool is spread
 * over shards, see HOUSE_SHARDS), read from the ledger at the moment of the call. A site whose pool
 * was never opened shows zero in its own currency.
 */
export const readJackpot = async (p: Platform): Promise<Jackpot> => {
  const [pool] = await p.db
    .select({ balance: sql<string | null>`sum(${ledgerAccounts.balance})::text`, currency: sql<string | null>`min(${ledgerAccounts.currency})` })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, houseShardCodes('house:jackpot')));
  return {
    amount: formatMinor(BigInt(pool?.balance ?? '0')),
    currency: pool?.currency ?? (await fallbackCurrency(p)),
    asOf: p.now().getTime(),
  };
};

const fallbackCurrency = async (p: Platform) => (await accountByCode(p, 'house:cash'))?.currency ?? 'MXN';

/** The pool's share of a stake, rounded down to the minor unit. */
export const jackpotShare = (stakeMinor: bigint): bigint => (stakeMinor * JACKPOT_CONTRIBUTION_BPS) / 10_000n;

/** The accounts a bet moves money between: the wallet it is staked from, and the house's shards. */
export interface BetAccounts {
  wallet: number;
  /** The house game account that takes the stake. */
  house: number;
  /** The jackpot account the pool's share goes to. */
  jackpot: number;
}

/**
 * The postings of a bet of `stake` minor units, as one ledger event: the wallet pays the stake, the
 * house takes it less the pool's share, and the share goes to the jackpot. A stake too small to
 * yield a minor unit feeds the pool nothing.
 */
export const betPostings = (stake: bigint, { wallet, house, jackpot }: BetAccounts): Posting[] => {
  if (stake <= 0n) throw new RangeError(`A stake is positive, got ${stake}`);
  const share = jackpotShare(stake);
  return share === 0n
    ? [
        { accountId: wallet, amount: -stake },
        { accountId: house, amount: stake },
      ]
    : [
        { accountId: wallet, amount: -stake },
        { accountId: house, amount: stake - share },
        { accountId: jackpot, amount: share },
      ];
};
