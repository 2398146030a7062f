import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Promotion, PromotionStatus } from '../../../contract/promotions.ts';
import { fail } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/index.ts';
import type { promotionEntries } from '../../db/schema/index.ts';
import { deposits, members, promotionApplications, promotions } from '../../db/schema/index.ts';
import type { WeeklyIssue } from './weekly-loss.ts';

/*
 * Where a promotion stands for one member (SPEC's statuses), and how it is shown: read by the
 * list, the actions of promotions.ts, the applications and the operator's side.
 */

export type PromotionRow = typeof promotions.$inferSelect;
export type EntryRow = typeof promotionEntries.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** Promotions are the reward centre: off with it. */
export const REWARD_CENTRE = 'REWCEN3';

export const isOpen = (row: PromotionRow, now: Date) => row.enabled && row.startsAt <= now && (!row.endsAt || row.endsAt > now);

export interface MemberFacts {
  registeredAt: Date;
  hasPaidDeposit: boolean;
}

/** SPEC's status of a promotion for one member; `applied` is the member's latest application to it. */
export const statusOf = (
  row: PromotionRow,
  now: Date,
  entry: EntryRow | undefined,
  facts: MemberFacts,
  { weekly = null, applied }: { weekly?: WeeklyIssue | null; applied?: ApplicationRow | undefined } = {},
): PromotionStatus => {
  if (entry?.status === 'claimed') return 'claimed';
  // An application in review is the operator's to decide, even after the promotion ends.
  if (applied?.status === 'pending') return 'process';
  if (row.enabled && row.startsAt > now) return 'comingSoon';
  if (!isOpen(row, now)) return 'close';
  if (row.kind === 'weeklyLoss') {
    if (!entry) return 'join';
    return weekly?.claimed ? 'claimed' : weekly && weekly.amount > 0n ? 'issued' : 'joined';
  }
  if (row.kind === 'firstDeposit') {
    if (entry) return 'joined';
    return facts.hasPaidDeposit ? 'close' : 'join';
  }
  if (row.kind === 'application') return applied?.status === 'rejected' ? 'rejected' : 'applying';
  return facts.registeredAt >= row.startsAt ? 'claim' : 'close';
};

export const view = (
  row: PromotionRow,
  lang: ShippedLanguage,
  status: PromotionStatus,
  { weekly = null, applied, images = 0 }: { weekly?: WeeklyIssue | null; applied?: ApplicationRow | undefined; images?: number | undefined } = {},
): Promotion => ({
  id: String(row.id),
  kind: row.kind,
  title: lang === 'EN' ? row.titleEn : row.titleEs,
  content: lang === 'EN' ? row.contentEn : row.contentEs,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  status,
  percent: row.percentBp,
  cap: row.cap === null ? null : formatMinor(row.cap),
  reward: row.reward === null ? null : formatMinor(row.reward),
  turnoverTimes: row.turnoverTimes,
  issued:
    weekly && (weekly.amount > 0n || weekly.claimed)
      ? { weekStart: weekly.weekStart, loss: formatMinor(weekly.loss), amount: formatMinor(weekly.amount) }
      : null,
  application: applied
    ? { status: applied.status, appliedAt: applied.createdAt.toISOString(), comment: applied.comment, images, remark: applied.remark }
    : null,
});

export const memberFacts = async (db: Db | Tx, memberId: number): Promise<MemberFacts> => {
  const [[member], [paid]] = await Promise.all([
    db.select({ createdAt: members.createdAt }).from(members).where(eq(members.id, memberId)),
    db
      .select({ n: count() })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'paid'))),
  ]);
  if (!member) return fail('login.not.session');
  return { registeredAt: member.createdAt, hasPaidDeposit: (paid?.n ?? 0) > 0 };
};

/** The member's latest application to each promotion (or to the one asked), with how many screenshots it carries. */
export const latestApplications = async (db: Db | Tx, memberId: number, promotionId?: number) => {
  const rows = await db
    .select({
      applied: promotionApplications,
      images:
        sql<number>`(SELECT count(*) FROM "promotion_application_images" AS "shot" WHERE "shot"."application_id" = "promotion_applications"."id")`.mapWith(
          Number,
        ),
    })
    .from(promotionApplications)
    .where(and(eq(promotionApplications.memberId, memberId), promotionId === undefined ? undefined : eq(promotionApplications.promotionId, promotionId)))
    .orderBy(desc(promotionApplications.id));
  const latest = new Map<number, { applied: ApplicationRow; images: number }>();
  for (const row of rows) if (!latest.has(row.applied.promotionId)) latest.set(row.applied.promotionId, row);
  return latest;
};

export const promotionOf = async (db: Db | Tx, id: number) => {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? fail('promotion.not.found');
};

/** Refuses what the member cannot do with the promotion now, in the words its status calls for. */
export const requireStatus = (status: PromotionStatus, wanted: PromotionStatus) => {
  if (status === wanted) return;
  if (status === 'comingSoon' || status === 'close' || status === 'claimed' || status === 'joined') {
    return fail(status === 'close' || status === 'comingSoon' ? 'promotion.not.open' : 'promotion.not.eligible');
  }
  return fail('promotion.not.eligible');
};
