import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { jackpotSchema } from '../../../contract/games.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { dbOf, type LedgerDb } from '../ledger/index.ts';
import { transfer, type TransferResult } from '../ledger/index.ts';

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
 * The pool as players see it: the balance of the house's jackpot account, read from the ledger at
 * the moment of the call. A site whose pool was never opened shows zero in its own currency.
 */
export const readJackpot = async (p: Platform): Promise<Jackpot> => {
  const pool = await accountByCode(p, 'house:jackpot');
  return {
    amount: formatMinor(pool?.balance ?? 0n),
    currency: pool?.currency ?? (await fallbackCurrency(p)),
    asOf: p.now().getTime(),
  };
};

const fallbackCurrency = async (p: Platform) => (await accountByCode(p, 'house:cash'))?.currency ?? 'MXN';

/** The pool's share of a stake, rounded down to the minor unit. */
export const jackpotShare = (stakeMinor: bigint): bigint => (stakeMinor * JACKPOT_CONTRIBUTION_BPS) / 10_000n;

/**
 * Moves the pool's share of a stake from the house's game account to the jackpot account, inside
 * the caller's transaction (the bet that took the stake). `reference` names the bet; a retry with
 * the same reference moves nothing twice. Stakes too small to yield a minor unit move nothing.
 */
export const contributeToJackpot = async (on: LedgerDb, stakeMinor: bigint, reference: string): Promise<TransferResult | null> => {
  if (stakeMinor < 0n) throw new RangeError(`A stake cannot be negative, got ${stakeMinor}`);
  const share = jackpotShare(stakeMinor);
  if (share === 0n) return null;
  const games = await accountByCode(on, 'house:games');
  const pool = await accountByCode(on, 'house:jackpot');
  if (!games || !pool) throw new Error('The house game and jackpot accounts must be opened before bets are taken');
  return transfer(on, {
    kind: 'jackpot.contribution',
    reference,
    idempotencyKey: `jackpot:${reference}`,
    from: games.id,
    to: pool.id,
    amount: share,
  });
};
