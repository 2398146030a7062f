/**
 * The ledger: the money kernel. Double-entry postings in one transaction, idempotent by key,
 * with no negative wallet. Every module that moves money calls it; it calls none of them.
 * Other modules use only what this file exports.
 */
export { dbOf } from './accounts.ts';
export type { LedgerDb } from './accounts.ts';
export { auditLedger } from './audit.ts';
export { HOUSE_CODES, ensureHold, ensureWallet, heldBalance, houseAccount, transfer, walletBalance, walletCode } from './ledger.ts';
export type { TransferResult } from './ledger.ts';
export { unmatchedCredits, walletPostings } from './postings.ts';
export { walletFlows } from './flows.ts';
export type { PostingsFrom } from './postings.ts';
