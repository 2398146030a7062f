import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { PromotionAction, PromotionApplyRequest, PromotionStatus } from '../../../contract/promotions.ts';
import { UPLOAD_COMMENT_MAX } from '../../../contract/uploads.ts';
import type { Platform } from '../../context.ts';
import { hasControlCharacter } from '../../core/control-characters.ts';
import { fail } from '../../core/errors.ts';
import { operatorText } from '../../core/operator-text.ts';
import { consume, type RateRule } from '../../core/rate-limit.ts';
import { readImages, reencodeImages, type UploadCodes } from '../../core/uploaded-images.ts';
import type { Tx } from '../../db/index.ts';
import { members, promotionApplicationImages, promotionApplications, promotionEntries, promotions } from '../../db/schema/index.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { requireModule } from '../system/index.ts';
import { latestApplications, memberFacts, promotionOf, REWARD_CENTRE, requireStatus, statusOf, view } from './promotion-status.ts';
import { payBonus } from './promotions.ts';

/*
 * Application promotions: the member sends a comment and from one to three screenshots (a big
 * win, a shared post); the operator looks at them and approves, which pays the promotion's fixed
 * reward as a bonus once, or rejects with a remark the member reads in the inbox and may apply
 * again. The screenshots are checked, decoded and written again before anything is kept.
 */

const IMAGE_CODES: UploadCodes = { count: 'promotion.image.count', size: 'promotion.image.size', invalid: 'promotion.image.invalid' };

/** Decoding costs the server far more than the upload costs the member: ten applications an hour each. */
export const APPLICATION_LIMIT = { name: 'promotion-applications', limit: 10, windowMs: 3_600_000 } as const satisfies RateRule;

const commentOf = (typed: string | undefined): string | null => {
  const comment = typed?.trim() ?? '';
  if (comment.length > UPLOAD_COMMENT_MAX || hasControlCharacter(comment, { multiLine: true })) {
    return fail('promotion.comment.length', { max: UPLOAD_COMMENT_MAX });
  }
  return comment || null;
};

/** What an application can be sent in: applications open, or open again after a rejection. */
const requireApplicable = (status: PromotionStatus) => {
  if (status === 'process') return fail('promotion.application.pending');
  if (status !== 'rejected') requireStatus(status, 'applying');
};

const facts = async (db: Platform['db'] | Tx, memberId: number, id: number) => {
  const [[entry], latest, member] = await Promise.all([
    db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, memberId))),
    latestApplications(db, memberId, id),
    memberFacts(db, memberId),
  ]);
  return { entry, latest: latest.get(id), member };
};

/** Sends an application (our relay `MCSFE_applyPromotion`): checked, its screenshots written again, kept pending for the operator. */
export const applyPromotion = async (p: Platform, memberId: number, input: PromotionApplyRequest, lang: ShippedLanguage): Promise<PromotionAction> => {
  await requireModule(p, REWARD_CENTRE);
  const id = Number(input.promotionId);
  const row = await promotionOf(p.db, id);
  if (row.kind !== 'application') return fail('promotion.not.eligible');
  // Everything cheap first, for the whole request; refused before any image is decoded.
  const comment = commentOf(input.comment);
  const checked = readImages(input.images, IMAGE_CODES);
  const before = await facts(p.db, memberId, id);
  requireApplicable(statusOf(row, p.now(), before.entry, before.member, { applied: before.latest?.applied }));
  await consume(p, APPLICATION_LIMIT, String(memberId));
  const images = await reencodeImages(checked, IMAGE_CODES);

  return p.db.transaction(async (tx) => {
    // The member's row, locked: two applications at once queue, and the second finds the first pending.
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) return fail('login.not.session');
    const now = p.now();
    const current = await facts(tx, memberId, id);
    requireApplicable(statusOf(row, now, current.entry, current.member, { applied: current.latest?.applied }));
    const [applied] = await tx.insert(promotionApplications).values({ promotionId: id, memberId, comment, status: 'pending', createdAt: now }).returning();
    await tx.insert(promotionApplicationImages).values(images.map((image) => ({ applicationId: applied!.id, ...image, createdAt: now })));
    const balance = (await walletBalance(tx, memberId))?.balance ?? 0n;
    return { promotion: view(row, lang, 'process', { applied, images: images.length }), balance: formatMinor(balance) };
  });
};

/* The operator's side: `promotions applications | images | approve | reject`. */

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const applicationListSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const applicationIdSchema = z.object({ id: idSchema });
export const applicationApproveSchema = z.object({ id: idSchema, by: operatorText(64) });
export const applicationRejectSchema = z.object({ id: idSchema, remark: operatorText(200), by: operatorText(64) });

export interface OperatorApplication {
  id: number;
  promotionId: number;
  promotionTitle: string;
  account: string;
  comment: string | null;
  images: number;
  status: 'pending' | 'approved' | 'rejected';
  appliedAt: string;
  reward: string | null;
  currency: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
  remark: string | null;
}

const applicationRows = (p: Platform) =>
  p.db
    .select({
      applied: promotionApplications,
      title: promotions.titleEn,
      reward: promotions.reward,
      currency: promotions.currency,
      account: members.account,
      images:
        sql<number>`(SELECT count(*) FROM "promotion_application_images" AS "shot" WHERE "shot"."application_id" = "promotion_applications"."id")`.mapWith(
          Number,
        ),
    })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId));

type ApplicationListRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['where']>>[number];

const report = ({ applied, title, reward, currency, account, images }: ApplicationListRow): OperatorApplication => ({
  id: applied.id,
  promotionId: applied.promotionId,
  promotionTitle: title,
  account,
  comment: applied.comment,
  images,
  status: applied.status,
  appliedAt: applied.createdAt.toISOString(),
  reward: reward === null ? null : formatMinor(reward),
  currency,
  reviewedBy: applied.reviewedBy,
  reviewedAt: applied.reviewedAt?.toISOString() ?? null,
  remark: applied.remark,
});

export const listApplications = async (p: Platform, { status, limit }: z.output<typeof applicationListSchema>): Promise<OperatorApplication[]> =>
  (await applicationRows(p).where(eq(promotionApplications.status, status)).orderBy(desc(promotionApplications.id)).limit(limit)).map(report);

/** An application's screenshots, base64, as the platform wrote them. */
export const applicationImages = async (p: Platform, { id }: { id: number }): Promise<{ id: number; images: { contentType: string; data: string }[] }> => {
  const [applied] = await p.db.select({ id: promotionApplications.id }).from(promotionApplications).where(eq(promotionApplications.id, id));
  if (!applied) return fail('promotion.application.not.found');
  const rows = await p.db
    .select({ contentType: promotionApplicationImages.contentType, image: promotionApplicationImages.image })
    .from(promotionApplicationImages)
    .where(eq(promotionApplicationImages.applicationId, id))
    .orderBy(promotionApplicationImages.id);
  return { id, images: rows.map((row) => ({ contentType: row.contentType, data: Buffer.from(row.image).toString('base64') })) };
};

/** The pending application, locked: two decisions at once queue, and the second finds it decided. */
const lockPending = async (tx: Tx, id: number) => {
  const [applied] = await tx.select().from(promotionApplications).where(eq(promotionApplications.id, id)).for('update');
  if (!applied) return fail('promotion.application.not.found');
  if (applied.status !== 'pending') return fail('promotion.application.decided', { status: applied.status });
  return applied;
};

/** Approves a pending application: the promotion's reward is paid as a bonus, with its turnover, once. */
export const approveApplication = async (p: Platform, { id, by }: z.output<typeof applicationApproveSchema>): Promise<OperatorApplication> => {
  await p.db.transaction(async (tx) => {
    const applied = await lockPending(tx, id);
    const row = await promotionOf(tx, applied.promotionId);
    const [member] = await tx.select({ currency: members.currency }).from(members).where(eq(members.id, applied.memberId)).for('update');
    if (!member || member.currency !== row.currency || row.reward === null) return fail('promotion.not.eligible');
    const now = p.now();
    await payBonus(tx, row, applied.memberId, { amount: row.reward, base: 0n, depositId: null, now });
    await tx.update(promotionApplications).set({ status: 'approved', reviewedBy: by, reviewedAt: now }).where(eq(promotionApplications.id, id));
  });
  const [row] = await applicationRows(p).where(eq(promotionApplications.id, id));
  return report(row!);
};

/** Rejects a pending application with a remark the member reads in the inbox; the member may apply again while the promotion runs. */
export const rejectApplication = async (p: Platform, { id, remark, by }: z.output<typeof applicationRejectSchema>): Promise<OperatorApplication> => {
  await p.db.transaction(async (tx) => {
    const applied = await lockPending(tx, id);
    const row = await promotionOf(tx, applied.promotionId);
    await tx.update(promotionApplications).set({ status: 'rejected', remark, reviewedBy: by, reviewedAt: p.now() }).where(eq(promotionApplications.id, id));
    await sendSystemMessages(tx, [
      { memberId: applied.memberId, template: 'applicationRejected', params: { titleEs: row.titleEs, titleEn: row.titleEn, remark } },
    ]);
  });
  const [row] = await applicationRows(p).where(eq(promotionApplications.id, id));
  return report(row!);
};
