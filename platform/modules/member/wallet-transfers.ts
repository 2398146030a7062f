import { eq } from 'drizzle-orm';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import { walletReturnSchema, type WalletReturn, type WalletTransfer, type WalletTransferRequest } from '../../../contract/wallet-modes.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { members } from '../../db/schema/index.ts';
import { walletVendors } from '../catalogue/index.ts';
import { claimKey, ensureVendorWallet, ensureWallet, lockMemberWallets, requestHash, storeResult, transfer, vendorWallets } from '../ledger/index.ts';
import { readWalletMode, walletMode } from '../system/index.ts';

/*
 * Transfers between a member's own wallets (transfer-wallet mode). Each is one ledger event in one
 * database transaction, keyed by the member's request id, under the ledger's row locks, so no
 * wallet goes below zero however many run at once. Money moves into a sub-wallet only in transfer
 * mode; it may always come home (`out`, and the recall of every sub-wallet), so a switch back to
 * the single wallet can never strand it.
 */

export const currencyOf = async (p: Platform, memberId: number) => {
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId));
  return member?.currency ?? fail('login.not.session');
};

/** Moves the amount between the main wallet and one vendor's sub-wallet. A retried request id moves it once. */
export const transferWallet = async (p: Platform, memberId: number, input: WalletTransferRequest): Promise<WalletTransfer> => {
  const into = input.direction === 'in';
  if (into && (await walletMode(p)) === 'single') fail('wallet.mode.single');
  const vendor = (await walletVendors(p)).find((v) => v.code === input.vendor);
  // A vendor since switched off still lets its money out, from a sub-wallet the member has.
  if (!vendor && (into || !(await vendorWallets(p, memberId)).some((w) => w.vendor === input.vendor))) fail('wallet.vendor.unknown');
  const currency = await currencyOf(p, memberId);
  const main = await ensureWallet(p, memberId, currency);
  const sub = await ensureVendorWallet(p, memberId, input.vendor, currency);
  const amount = parseMinor(input.amount)!;
  return p.db.transaction(async (tx) => {
    // Held until this commits: a switch to the single wallet waits, and its recall finds this money.
    if (into && (await readWalletMode(tx, 'share')) === 'single') fail('wallet.mode.single');
    const moved = await transfer(tx, {
      kind: into ? 'wallet.transfer.in' : 'wallet.transfer.out',
      memberId,
      reference: vendor?.name ?? input.vendor,
      idempotencyKey: `wallet.transfer:${input.requestId}`,
      from: into ? main : sub,
      to: into ? sub : main,
      amount,
    });
    return {
      transactionId: String(moved.transactionId),
      vendor: input.vendor,
      direction: input.direction,
      amount: formatMinor(amount),
      main: formatMinor(moved.balances[main]!),
      vendorBalance: formatMinor(moved.balances[sub]!),
    };
  });
};

/**
 * Brings every sub-wallet of the member back to the main wallet, in one ledger event, whatever the
 * mode. The sub-wallets are read under their locks, so a round or a transfer in flight either lands
 * before (and comes home too) or after. A retried request id answers the first result.
 */
export const returnAll = async (p: Platform, memberId: number, requestId: string): Promise<WalletReturn> => {
  const main = await ensureWallet(p, memberId, await currencyOf(p, memberId));
  const names = new Map((await walletVendors(p)).map((v) => [v.code, v.name]));
  const scope = `wallet.return:${memberId}`;
  return p.db.transaction(async (tx) => {
    const claim = await claimKey(tx, scope, requestId, requestHash({ requestId }));
    if (!claim.fresh) return walletReturnSchema.parse(claim.stored);
    const locked = await lockMemberWallets(tx, memberId);
    const full = locked.vendors.filter((w) => w.balance > 0n);
    const total = full.reduce((sum, w) => sum + w.balance, 0n);
    let result: WalletReturn = { transactionId: null, returned: formatMinor(0n), main: formatMinor(locked.main?.balance ?? 0n) };
    if (full.length) {
      const moved = await transfer(tx, {
        kind: 'wallet.return',
        memberId,
        reference: full.map((w) => names.get(w.vendor) ?? w.vendor).join(', '),
        idempotencyKey: `wallet.return:${requestId}`,
        postings: [{ accountId: main, amount: total }, ...full.map((w) => ({ accountId: w.id, amount: -w.balance }))],
      });
      result = { transactionId: String(moved.transactionId), returned: formatMinor(total), main: formatMinor(moved.balances[main]!) };
    }
    await storeResult(tx, scope, requestId, result);
    return result;
  });
};
