import { eq } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { members, transactionPasswordGuards } from '../db/schema/index.ts';
import { hashPassword } from '../modules/identity/index.ts';
import type { TestPlatform } from './test-platform.ts';

/** A transaction password the tests give their members: six digits, as the seeded site's rule asks. */
export const TRANSACTION_PASSWORD = '246810';

/**
 * Gives a test member a transaction password at once, as if set in the security centre, with no
 * wrong answers counted. Takes a test platform or the platform itself.
 */
export const setTransactionPasswordFor = async (
  platform: TestPlatform | Platform,
  memberId: number,
  password: string = TRANSACTION_PASSWORD,
): Promise<void> => {
  const p = 'platform' in platform ? platform.platform : platform;
  await p.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(password) })
    .where(eq(members.id, memberId));
  await p.db.delete(transactionPasswordGuards).where(eq(transactionPasswordGuards.memberId, memberId));
};
