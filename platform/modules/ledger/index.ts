/**
 * The ledger: the money kernel. Double-entry postings in one transaction, idempotent by key,
 * with no negative wallet; members' sub-wallets for transfer-wallet mode. Every module that moves
 * money calls it; it calls none of them. It also keeps the agent reports' hourly figures, in the
 * same transactions as the postings and bet rows they count.
 * Other modules use only what this file exports.
 */
export { dbOf, houseShardAccount, houseShardCodes } from './accounts.ts';
export type { LedgerDb } from './accounts.ts';
export { auditLedger } from './audit.ts';
export {
  HOUSE_CODES,
  ensureHold,
  ensureWallet,
  heldBalance,
  houseAccount,
  transfer,
  transferClaimed,
  transferWithin,
  walletBalance,
  walletCode,
} from './ledger.ts';
export type { Posting } from './ledger.ts';
export { unmatchedCredits, walletPostings } from './postings.ts';
export { walletFlows } from './flows.ts';
export { claimKey, requestHash, storeResult } from './idempotency.ts';
export { ensureVendorWallet, lockMemberWallets, membersWithVendorMoney, vendorWalletBalance, vendorWallets } from './vendor-wallets.ts';
export type { PostingsFrom } from './postings.ts';
export { KINDS_OF_TYPE } from './kinds.ts';
export { recordStats, type StatsEntry } from './stats.ts';
export { NO_MISMATCHES, rebuildReportStats, reportStatsMismatches } from './stats-check.ts';
