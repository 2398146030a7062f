import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { dbOf, openAccount, type LedgerDb } from './accounts.ts';

/*
 * Sub-wallets of transfer-wallet mode: one per member and game vendor, beside the main wallet, in
 * the member's currency, never below zero. Money reaches them only by a transfer from the member's
 * own main wallet, and the vendor's game rounds debit and credit them.
 */

const PREFIX = 'vendor:';

/** The ledger code of a member's sub-wallet for one vendor. */
export const vendorWalletCode = (memberId: number, vendor: string) => `${PREFIX}${memberId}:${vendor}`;

const vendorOfCode = (code: string) => code.slice(code.indexOf(':', PREFIX.length) + 1);

/** The member's sub-wallet account id for `vendor`, opened with a zero balance on first use. */
export const ensureVendorWallet = (on: LedgerDb, memberId: number, vendor: string, currency: string) =>
  openAccount(dbOf(on), { code: vendorWalletCode(memberId, vendor), memberId, kind: 'vendor', currency, allowNegative: false });

export interface VendorWallet {
  id: number;
  vendor: string;
  /** Minor units. */
  balance: bigint;
}

const columns = { id: ledgerAccounts.id, code: ledgerAccounts.code, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance };
const toVendorWallet = (row: { id: number; code: string; balance: bigint }): VendorWallet => ({
  id: row.id,
  vendor: vendorOfCode(row.code),
  balance: row.balance,
});

/** Every sub-wallet the member ever opened, oldest first. */
export const vendorWallets = async (on: LedgerDb, memberId: number): Promise<VendorWallet[]> => {
  const rows = await dbOf(on)
    .select(columns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'vendor')))
    .orderBy(asc(ledgerAccounts.id));
  return rows.map(toVendorWallet);
};

/** What the member's sub-wallet for `vendor` holds, in minor units; zero when it was never opened. */
export const vendorWalletBalance = async (on: LedgerDb, memberId: number, vendor: string): Promise<bigint> => {
  const [row] = await dbOf(on)
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, vendorWalletCode(memberId, vendor)));
  return row?.balance ?? 0n;
};

export interface LockedWallets {
  main: { id: number; balance: bigint } | null;
  vendors: VendorWallet[];
}

/**
 * Locks the member's main wallet and every sub-wallet for the rest of the caller's transaction and
 * answers what they hold then. Locked together in id order, as every ledger event locks, so a
 * recall and a transfer or a round on the same wallets queue rather than deadlock.
 */
export const lockMemberWallets = async (tx: Tx, memberId: number): Promise<LockedWallets> => {
  const rows = await tx
    .select(columns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), inArray(ledgerAccounts.kind, ['wallet', 'vendor'])))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const main = rows.find((row) => row.kind === 'wallet');
  return { main: main ? { id: main.id, balance: main.balance } : null, vendors: rows.filter((row) => row.kind === 'vendor').map(toVendorWallet) };
};

/** The members whose sub-wallets hold money, by id. */
export const membersWithVendorMoney = async (on: LedgerDb): Promise<number[]> => {
  const rows = await dbOf(on)
    .selectDistinct({ memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'vendor'), gt(ledgerAccounts.balance, 0n)))
    .orderBy(asc(ledgerAccounts.memberId));
  return rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId]));
};
