import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionActionSchema, promotionListSchema } from '../../../contract/promotions.ts';
import { UPLOAD_MAX_BYTES } from '../../../contract/uploads.ts';
import { bonusGrants, memberMessages, promotionApplicationImages, promotionApplications } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { newMember, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const HOUR = 3_600_000;
const APPLY = '/wps/relay/MCSFE_applyPromotion';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#20a040' } })
    .png()
    .toBuffer();
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(TEST_DATABASES)('promotion applications on %s', (kind) => {
  let t: TestPlatform;
  let promotion: number;

  const headers = (m: TestMember, lang = 'EN') => ({ Authorization: m.token, Language: lang, 'Content-Type': 'application/json' });
  const statusOf = async (m: TestMember) => {
    const res = await t.request('/wps/relay/MCSFE_getAvailablePromotions', { headers: headers(m) });
    const list = promotionListSchema.parse(((await res.json()) as { value: unknown }).value);
    return list.list.find((p) => p.id === String(promotion))!;
  };
  const apply = async (m: TestMember, body: Record<string, unknown>) => {
    const res = await t.request(APPLY, { method: 'POST', headers: headers(m), body: JSON.stringify({ promotionId: String(promotion), ...body }) });
    const json = (await res.json()) as { value: unknown; errorCode?: string; message?: string };
    return { status: res.status, errorCode: json.errorCode, message: json.message, value: res.ok ? promotionActionSchema.parse(json.value) : null };
  };
  const pending = async (m: TestMember) =>
    (await localOperations(t.platform).listApplications({ status: 'pending', limit: 500 })).find((a) => a.account === m.account)!;

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const added = await localOperations(t.platform).addPromotion({
      kind: 'application',
      titleEs: 'Comparte tu premio',
      titleEn: 'Share your win',
      contentEs: 'Envía una captura.',
      contentEn: 'Send a screenshot.',
      from: new Date(Date.now() - HOUR).toISOString(),
      reward: '50',
      turnover: 2,
      by: 'ops',
    });
    promotion = added.id;
  });
  afterAll(() => t.close());

  it('takes a comment and screenshots written again by the platform, and keeps the application in review', async () => {
    const m = await newMember(t);
    expect((await statusOf(m)).status).toBe('applying');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2040c0' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'where-the-phone-was' } } })
      .toBuffer();
    const comment = 'ñ'.repeat(140);
    const sent = await apply(m, { images: [b64(await png()), b64(photo)], comment: ` ${comment} ` });
    expect(sent.status, JSON.stringify(sent)).toBe(200);
    expect(sent.value!.promotion).toMatchObject({ status: 'process', application: { status: 'pending', comment, images: 2, remark: null } });
    expect(await statusOf(m)).toMatchObject({ status: 'process', application: { status: 'pending', images: 2 } });

    const [applied] = await t.platform.db.select().from(promotionApplications).where(eq(promotionApplications.memberId, m.id));
    const stored = await t.platform.db
      .select()
      .from(promotionApplicationImages)
      .where(eq(promotionApplicationImages.applicationId, applied!.id))
      .orderBy(promotionApplicationImages.id);
    expect(stored.map((image) => image.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(stored[1]!.image.includes('where-the-phone-was')).toBe(false);
    expect((await sharp(stored[1]!.image).metadata()).format).toBe('jpeg');

    // One application in review at a time.
    expect((await apply(m, { images: [b64(await png())] })).errorCode).toBe('promotion.application.pending');
  });

  it('refuses bad screenshots and comments with their own translated messages, and keeps nothing of them', async () => {
    const m = await newMember(t);
    const image = b64(await png());
    const truncated = b64((await png(400, 400)).subarray(0, 200));
    const huge = b64(Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(UPLOAD_MAX_BYTES - 7)]));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ images: [b64(Buffer.from('GIF89a not an image'))] }, 422, 'promotion.image.invalid'],
      [{ images: [truncated] }, 422, 'promotion.image.invalid'],
      [{ images: [huge] }, 422, 'promotion.image.size'],
      [{ images: [image, image, image, image] }, 422, 'promotion.image.count'],
      [{ images: [] }, 422, 'promotion.image.count'],
      [{ images: [image], comment: 'x'.repeat(141) }, 422, 'promotion.comment.length'],
      // A NUL byte never reaches the platform's own checks: the request is refused as malformed.
      [{ images: [image], comment: 'win\u0000' }, 422, 'request_param_err'],
      [{ images: ['not base64!'] }, 422, 'request_param_err'],
    ];
    for (const [body, status, code] of cases) {
      const res = await apply(m, body);
      expect([res.status, res.errorCode], code).toEqual([status, code]);
      expect(res.message, code).toBeTruthy();
    }
    expect(await t.platform.db.select().from(promotionApplications).where(eq(promotionApplications.memberId, m.id))).toEqual([]);
    expect((await statusOf(m)).status).toBe('applying');
  });

  it('pays the reward once on approval, with its turnover, and refuses a second decision', async () => {
    const m = await newMember(t);
    await apply(m, { images: [b64(await png())], comment: 'x500 on Fortune' });
    const { id } = await pending(m);
    const ops = localOperations(t.platform);
    const [first, second] = await Promise.allSettled([ops.approveApplication({ id, by: 'ops' }), ops.approveApplication({ id, by: 'ops' })]);
    const decided = [first, second].filter((r) => r.status === 'fulfilled');
    expect(decided).toHaveLength(1);
    expect([first, second].find((r) => r.status === 'rejected')?.reason).toMatchObject({ code: 'promotion.application.decided' });
    await expect(ops.rejectApplication({ id, remark: 'too late now', by: 'ops' })).rejects.toMatchObject({ code: 'promotion.application.decided' });

    expect((await walletBalance(t.platform, m.id))?.balance).toBe(5_000n);
    const grants = await t.platform.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, m.id), eq(bonusGrants.promotionId, promotion)));
    expect(grants.map((g) => [g.amount, g.turnoverRequired])).toEqual([[5_000n, 10_000n]]);
    expect(await statusOf(m)).toMatchObject({ status: 'claimed', application: { status: 'approved' } });
    expect((await apply(m, { images: [b64(await png())] })).errorCode).toBe('promotion.not.eligible');
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('tells the member why on rejection, and takes a new application after it', async () => {
    const m = await newMember(t);
    await apply(m, { images: [b64(await png())] });
    const rejected = await localOperations(t.platform).rejectApplication({ id: (await pending(m)).id, remark: 'The win is under 100x', by: 'ops' });
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'The win is under 100x', reviewedBy: 'ops' });
    expect(await statusOf(m)).toMatchObject({ status: 'rejected', application: { status: 'rejected', remark: 'The win is under 100x' } });
    const messages = await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.id));
    expect(messages.map((message) => [message.template, message.params])).toEqual([
      ['applicationRejected', { titleEs: 'Comparte tu premio', titleEn: 'Share your win', remark: 'The win is under 100x' }],
    ]);
    expect((await walletBalance(t.platform, m.id))?.balance ?? 0n).toBe(0n);

    const again = await apply(m, { images: [b64(await png())] });
    expect(again.value?.promotion.status).toBe('process');
  });

  it('keeps one application in review when two arrive at the same moment', async () => {
    const m = await newMember(t);
    const image = b64(await png());
    const answers = await Promise.all([apply(m, { images: [image] }), apply(m, { images: [image] })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.errorCode).toBe('promotion.application.pending');
    expect(await t.platform.db.select().from(promotionApplications).where(eq(promotionApplications.memberId, m.id))).toHaveLength(1);
  });

  it('saves the screenshots for the operator, and refuses applications to other kinds or from trial accounts', async () => {
    const m = await newMember(t);
    await apply(m, { images: [b64(await png()), b64(await png(20, 20))] });
    const { id } = await pending(m);
    const { images } = await localOperations(t.platform).applicationImages({ id });
    expect(images.map((image) => image.contentType)).toEqual(['image/png', 'image/png']);
    expect((await sharp(Buffer.from(images[1]!.data, 'base64')).metadata()).width).toBe(20);
    await expect(localOperations(t.platform).applicationImages({ id: 999_999_999 })).rejects.toMatchObject({ code: 'promotion.application.not.found' });

    const trial = await newMember(t, { trial: true });
    expect((await apply(trial, { images: [b64(await png())] })).status).toBe(403);
  });
});
