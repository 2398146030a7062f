import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { members, playBreaks, playLimits } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';
import { reopenAfterExclusion } from './breaks.ts';

/*
 * What the operator sees and does (`npm run platform -- responsible …`): the players' limits and
 * breaks, and the reopening of a self-excluded account once its exclusion has ended. The operator
 * cannot lift a time-out, nor an exclusion before its end.
 */

const accountSchema = z.string().trim().toLowerCase().min(1).max(64);

export const responsibleListInputSchema = z.object({
  account: accountSchema.optional(),
  /** Only members with a break that holds now (or a self-exclusion waiting to be reopened). */
  onBreak: z.coerce.boolean().optional(),
});
export const reopenInputSchema = z.object({ account: accountSchema, by: z.string().trim().min(1).max(64) });

export interface OperatorLimit {
  account: string;
  kind: string;
  period: string;
  /** Money as two-decimal text; minutes for `time`. Null: none in force. */
  amount: string | null;
  pending: string | null;
  pendingSince: string | null;
}

export interface OperatorBreak {
  account: string;
  kind: 'timeout' | 'exclusion';
  length: string;
  startsAt: string;
  endsAt: string | null;
  reopenedAt: string | null;
  reopenedBy: string | null;
  /** holding, ended (a time-out over; an exclusion reopened), or due (an exclusion past its end, waiting for the operator). */
  state: 'holding' | 'due' | 'ended';
}

export interface ResponsibleReport {
  limits: OperatorLimit[];
  breaks: OperatorBreak[];
}

const text = (kind: string, value: bigint | null) => (value === null ? null : kind === 'time' ? value.toString() : formatMinor(value));

export const listResponsible = async (p: Platform, input: z.infer<typeof responsibleListInputSchema>): Promise<ResponsibleReport> => {
  const now = p.now();
  const byAccount = input.account ? eq(members.account, input.account) : undefined;
  const [limitRows, breakRows] = await Promise.all([
    p.db
      .select({ account: members.account, row: playLimits })
      .from(playLimits)
      .innerJoin(members, eq(members.id, playLimits.memberId))
      .where(and(byAccount, or(isNotNull(playLimits.amount), isNotNull(playLimits.pendingAt))))
      .orderBy(asc(members.account), asc(playLimits.kind), asc(playLimits.period)),
    p.db
      .select({ account: members.account, row: playBreaks })
      .from(playBreaks)
      .innerJoin(members, eq(members.id, playBreaks.memberId))
      .where(byAccount)
      .orderBy(desc(playBreaks.startsAt))
      .limit(500),
  ]);
  const breaks = breakRows.map(({ account, row }): OperatorBreak => {
    const ended = row.reopenedAt !== null || (row.kind === 'timeout' && row.endsAt !== null && row.endsAt <= now);
    const due = !ended && row.kind === 'exclusion' && row.endsAt !== null && row.endsAt <= now;
    return {
      account,
      kind: row.kind,
      length: row.length,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      reopenedAt: row.reopenedAt?.toISOString() ?? null,
      reopenedBy: row.reopenedBy,
      state: ended ? 'ended' : due ? 'due' : 'holding',
    };
  });
  return {
    limits: limitRows.map(({ account, row }) => ({
      account,
      kind: row.kind,
      period: row.period,
      amount: text(row.kind, row.amount),
      pending: row.pendingAt ? (text(row.kind, row.pendingAmount) ?? 'remove') : null,
      pendingSince: row.pendingAt?.toISOString() ?? null,
    })),
    breaks: input.onBreak ? breaks.filter((b) => b.state !== 'ended') : breaks,
  };
};

export const reopenAccount = async (p: Platform, input: z.infer<typeof reopenInputSchema>): Promise<OperatorBreak[]> => {
  const [member] = await p.db.select({ id: members.id }).from(members).where(eq(members.account, input.account));
  if (!member) return fail('request_param_err', { fields: { account: ['unknown_account'] } });
  await reopenAfterExclusion(p, member.id, input.by);
  return (await listResponsible(p, { account: input.account })).breaks;
};

/** The operator's responsible-gambling calls, as the operator API and the CLI's local mode run them. */
export interface ResponsibleOperations {
  listResponsible(input: z.infer<typeof responsibleListInputSchema>): Promise<ResponsibleReport>;
  reopenAccount(input: z.infer<typeof reopenInputSchema>): Promise<OperatorBreak[]>;
}

export const responsibleOperations = (p: Platform): ResponsibleOperations => ({
  listResponsible: (input) => listResponsible(p, input),
  reopenAccount: (input) => reopenAccount(p, input),
});
