import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/index.ts';
import { ledgerPostings } from '../db/schema/index.ts';

/**
 * An account's postings in the order they were written, after checking that each one's
 * balance-after is the running sum of the amounts so far and never below zero.
 */
export const checkedPostings = async (db: Db, accountId: number) => {
  const history = await db
    .select({ amount: ledgerPostings.amount, balanceAfter: ledgerPostings.balanceAfter })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId))
    .orderBy(asc(ledgerPostings.id));
  let running = 0n;
  for (const posting of history) {
    running += posting.amount;
    expect(posting.balanceAfter).toBe(running);
    expect(posting.balanceAfter).toBeGreaterThanOrEqual(0n);
  }
  return history;
};
