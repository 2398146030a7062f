import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { fieldSchema } from '../../../contract/register-rules.ts';
import { PAYEE_NAME_FALLBACK_RULE } from '../../../contract/security.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { parseOrFail } from '../../core/http.ts';
import { members, withdrawalAccounts } from '../../db/schema/index.ts';
import { siteSnapshot } from '../system/index.ts';
import { operatorText } from '../../core/operator-text.ts';
import { sameName } from './withdrawal-rules.ts';

/**
 * Customer service corrects a member's real name (the payee name), which the member can set only
 * once: a typo, or a name changed by law. Who and why are required and logged.
 */
export const payeeNameInputSchema = z.object({
  account: z.string().trim().min(1).max(64),
  name: z.string().max(200),
  by: operatorText(64),
  reason: operatorText(200),
});

export interface PayeeNameChange {
  account: string;
  payeeName: string;
  previous: string | null;
  /** Bank accounts in another holder's name, removed: withdrawals go only to the member's own name. */
  removedAccounts: number;
}

export const changePayeeName = async (p: Platform, input: z.infer<typeof payeeNameInputSchema>): Promise<PayeeNameChange> => {
  const rule = (await siteSnapshot(p)).info.register.payeeName ?? PAYEE_NAME_FALLBACK_RULE;
  const { name } = parseOrFail(z.object({ name: fieldSchema(rule, true) }), { name: input.name.trim().replace(/\s+/g, ' ') });
  const account = input.account.toLowerCase();
  const change = await p.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id, payeeName: members.payeeName }).from(members).where(eq(members.account, account)).for('update');
    if (!member) throw new PlatformError('request_param_err', { fields: { account: ['unknown_account'] } });
    await tx.update(members).set({ payeeName: name }).where(eq(members.id, member.id));
    const open = await tx
      .select({ id: withdrawalAccounts.id, holderName: withdrawalAccounts.holderName })
      .from(withdrawalAccounts)
      .where(and(eq(withdrawalAccounts.memberId, member.id), isNull(withdrawalAccounts.removedAt)));
    const stale = open.filter((row) => !sameName(row.holderName, name));
    for (const row of stale) await tx.update(withdrawalAccounts).set({ removedAt: p.now() }).where(eq(withdrawalAccounts.id, row.id));
    return { memberId: member.id, previous: member.payeeName, removedAccounts: stale.length };
  });
  p.log.info({ memberId: change.memberId, by: input.by, reason: input.reason, removedAccounts: change.removedAccounts }, 'payee name corrected by an operator');
  return { account, payeeName: name, previous: change.previous, removedAccounts: change.removedAccounts };
};
