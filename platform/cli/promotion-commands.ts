import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OperatorApplication, OperatorPromotion } from '../modules/rewards/index.ts';
import {
  applicationApproveSchema,
  applicationIdSchema,
  applicationListSchema,
  applicationRejectSchema,
  promotionIdSchema,
  promotionInputSchema,
  promotionListSchema,
} from '../operator/rewards-operations.ts';
import { define, operatorName, UsageError, valid } from './command.ts';
import { table } from './format.ts';

/*
 * The reward centre's promotions: add, list and end them, and review the applications members
 * send to the ones that take an application: list them, save their screenshots, approve (which
 * pays the reward once) or reject with a remark the member reads.
 */

const promotionRule = (p: OperatorPromotion) =>
  p.kind === 'firstDeposit'
    ? `${p.percent} % of the first deposit up to ${p.cap}`
    : p.kind === 'weeklyLoss'
      ? `${p.percent} % of last week's net loss up to ${p.cap}`
      : p.kind === 'signUp'
        ? `${p.reward} once per new account`
        : `${p.reward} once the operator approves an application`;

const promotionsTable = (rows: readonly OperatorPromotion[]) =>
  table(
    ['ID', 'STATE', 'KIND', 'RULE', 'TURNOVER', 'FROM', 'UNTIL', 'TITLE (ES)', 'TITLE (EN)', 'JOINED', 'PAID', 'BY'],
    rows.map((p) => [
      p.id,
      p.open ? 'open' : 'closed',
      p.kind,
      promotionRule(p),
      `${p.turnoverTimes}x`,
      p.startsAt,
      p.endsAt ?? '—',
      p.titleEs,
      p.titleEn,
      p.joined,
      `${p.paid} (${p.paidTotal} ${p.currency})`,
      p.createdBy,
    ]),
  );

export const PROMOTION_COMMANDS = [
  define({
    words: ['promotions', 'add'],
    options: ['kind', 'title-es', 'title-en', 'text-es', 'text-en', 'from', 'until', 'percent', 'cap', 'reward', 'turnover', 'by'],
    summary:
      'Add a promotion to the reward centre: --kind firstDeposit (members join it, then their first paid deposit pays --percent of it up to --cap), weeklyLoss (members join it once; every Monday, UTC, --percent of their net loss of the week before, up to --cap, is ready to claim during that week) signUp (members who register from --from on claim --reward once) or application (members send a comment and 1 to 3 screenshots; promotions approve pays --reward once). The bonus and the deposit it came with need --turnover times their amount in valid bets before they can be withdrawn. --text-es and --text-en are its rules as plain text (blank lines split paragraphs); --until (ISO time with zone) is optional.',
    example:
      'promotions add --kind firstDeposit --percent 100 --cap 2000 --turnover 3 --from 2026-12-01T00:00:00Z --title-es "Bono de bienvenida" --title-en "Welcome bonus" --text-es "Únete antes de depositar." --text-en "Join before you deposit."',
    parse: (_, o) =>
      valid(promotionInputSchema, {
        kind: o.kind,
        titleEs: o['title-es'],
        titleEn: o['title-en'],
        contentEs: o['text-es'],
        contentEn: o['text-en'],
        from: o.from,
        until: o.until,
        percent: o.percent,
        cap: o.cap,
        reward: o.reward,
        turnover: o.turnover,
        by: o.by ?? operatorName(),
      }),
    run: (ops, input) => ops.addPromotion(input),
    render: (p) => `Promotion ${p.id} (${p.kind}, ${p.open ? 'open' : 'not open yet'}): ${promotionRule(p)}, turnover ${p.turnoverTimes}x.`,
  }),
  define({
    words: ['promotions', 'list'],
    options: ['limit'],
    summary: 'List the promotions, newest first, with how many members joined and what each paid.',
    example: 'promotions list',
    parse: (_, o) => valid(promotionListSchema, { limit: o.limit }),
    run: (ops, input) => ops.listPromotions(input),
    render: promotionsTable,
  }),
  define({
    words: ['promotions', 'end'],
    args: ['<ID>'],
    options: ['by'],
    summary: 'End a promotion now: nobody joins or claims it after this; the bonuses it paid stay paid, with their turnover.',
    example: 'promotions end 2',
    parse: ([id], o) => valid(promotionIdSchema, { id, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.endPromotion(input),
    render: (p) => `Promotion ${p.id} is closed: ${p.paid} bonuses paid ${p.paidTotal} ${p.currency}.`,
  }),
];

const applicationsTable = (rows: readonly OperatorApplication[]) =>
  table(
    ['ID', 'APPLIED', 'ACCOUNT', 'PROMOTION', 'REWARD', 'IMAGES', 'COMMENT', 'STATUS', 'BY', 'REMARK'],
    rows.map((a) => [
      a.id,
      a.appliedAt,
      a.account,
      `${a.promotionId} ${a.promotionTitle}`,
      `${a.reward ?? '—'} ${a.currency}`,
      a.images,
      a.comment ?? '—',
      a.status,
      a.reviewedBy ?? '—',
      a.remark ?? '—',
    ]),
  );

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export const APPLICATION_COMMANDS = [
  define({
    words: ['promotions', 'applications'],
    options: ['status', 'limit'],
    summary: 'List the applications members sent to promotions, newest first: pending ones unless --status names another (approved, rejected).',
    example: 'promotions applications --status pending --limit 20',
    parse: (_, o) => valid(applicationListSchema, { status: o.status, limit: o.limit }),
    run: (ops, input) => ops.listApplications(input),
    render: applicationsTable,
  }),
  define({
    words: ['promotions', 'images'],
    args: ['<ID>', '<FOLDER>'],
    summary: "Save an application's screenshots into FOLDER (created if missing), as application-<ID>-<n>.png or .jpg; a file already there is never replaced.",
    example: 'promotions images 7 ./applications',
    parse: ([id, folder]) => ({ ...valid(applicationIdSchema, { id }), folder: resolve(folder!) }),
    run: async (ops, input) => {
      const { images } = await ops.applicationImages({ id: input.id });
      await mkdir(input.folder, { recursive: true });
      const files = [];
      for (const [i, image] of images.entries()) {
        const file = join(input.folder, `application-${input.id}-${i + 1}.${EXTENSIONS[image.contentType] ?? 'bin'}`);
        await writeFile(file, Buffer.from(image.data, 'base64'), { flag: 'wx' });
        files.push(file);
      }
      return { id: input.id, files };
    },
    render: (r) => [`Screenshots of application ${r.id}:`, ...r.files].join('\n'),
  }),
  define({
    words: ['promotions', 'approve'],
    args: ['<ID>'],
    options: ['by'],
    summary: "Approve a pending application: the promotion's reward goes to the member's wallet as a bonus, with its turnover, once however often it is asked.",
    example: 'promotions approve 7 --by ana',
    parse: ([id], o) => valid(applicationApproveSchema, { id, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.approveApplication(input),
    render: (a) => `Application ${a.id} (${a.account}) is approved: ${a.reward} ${a.currency} paid as a bonus.`,
  }),
  define({
    words: ['promotions', 'reject'],
    args: ['<ID>'],
    options: ['reason', 'by'],
    summary: 'Reject a pending application; the member reads --reason (required) in the inbox and may apply again while the promotion runs.',
    example: 'promotions reject 7 --reason "The screenshot does not show the win"',
    parse: ([id], o) => {
      if (!o.reason) throw new UsageError('Give --reason: the member reads why the application is rejected (3 to 200 characters)');
      return valid(applicationRejectSchema, { id, remark: o.reason, by: o.by ?? operatorName() });
    },
    run: (ops, input) => ops.rejectApplication(input),
    render: (a) => `Application ${a.id} (${a.account}) is rejected: ${a.remark}.`,
  }),
];
