import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { DisputeSettlement, OperatorDispute } from '../modules/member/index.ts';
import { disputeCloseInputSchema, disputeIdInputSchema, disputeListInputSchema, disputeRefundInputSchema } from '../operator/money-operations.ts';
import { define, operatorName, UsageError, valid } from './command.ts';
import { table } from './format.ts';

/*
 * Withdrawal disputes: a member said a paid withdrawal did not arrive, or arrived in part. The
 * operator lists them, saves the proof images, and settles each once: a refund of the missing
 * amount to the wallet, or a close without one.
 */

const disputesTable = (rows: readonly OperatorDispute[]) =>
  table(
    ['ID', 'ANSWERED', 'ACCOUNT', 'PAYOUT', 'RECEIVED', 'MISSING', 'ANSWER', 'PROOFS', 'COMMENT', 'STATUS', 'BY', 'REASON'],
    rows.map((d) => [d.id, d.answeredAt, d.account, d.payout, d.received, d.missing, d.answer, d.proofs, d.comment, d.status, d.settledBy, d.reason]),
  );

const settlementText = ({ dispute: d, transactionId }: DisputeSettlement) =>
  d.status === 'refunded'
    ? `Withdrawal ${d.id} (${d.account}): ${d.missing} refunded to the member's wallet; ledger event ${transactionId}.`
    : `Withdrawal ${d.id} (${d.account}): the claim is closed without a refund.`;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export const WITHDRAWAL_DISPUTE_COMMANDS = [
  define({
    words: ['withdrawals', 'disputes'],
    options: ['status', 'limit'],
    summary:
      'List paid withdrawals the member says did not arrive or arrived in part, newest first: open ones unless --status names another (refunded, closed).',
    example: 'withdrawals disputes --status open --limit 20',
    parse: (_, o) => valid(disputeListInputSchema, { status: o.status, limit: o.limit }),
    run: (ops, input) => ops.listDisputes(input),
    render: disputesTable,
  }),
  define({
    words: ['withdrawals', 'proofs'],
    args: ['<ID>', '<FOLDER>'],
    summary: "Save a dispute's proof images into FOLDER (created if missing), as withdrawal-<ID>-<n>.png or .jpg; a file already there is never replaced.",
    example: 'withdrawals proofs 42 ./proofs',
    parse: ([id, folder]) => ({ ...valid(disputeIdInputSchema, { id }), folder: resolve(folder!) }),
    run: async (ops, input) => {
      const { proofs } = await ops.disputeProofs({ id: input.id });
      await mkdir(input.folder, { recursive: true });
      const files = [];
      for (const [i, proof] of proofs.entries()) {
        const file = join(input.folder, `withdrawal-${input.id}-${i + 1}.${EXTENSIONS[proof.contentType] ?? 'bin'}`);
        await writeFile(file, Buffer.from(proof.data, 'base64'), { flag: 'wx' });
        files.push(file);
      }
      return { id: input.id, files };
    },
    render: (r) => (r.files.length ? [`Proofs of withdrawal ${r.id}:`, ...r.files].join('\n') : `Withdrawal ${r.id} came with no proof images.`),
  }),
  define({
    words: ['withdrawals', 'refund'],
    args: ['<ID>'],
    options: ['reason', 'by'],
    summary:
      "Settle an open dispute with a refund: the missing amount goes from the house's cash to the member's wallet, once however often it is asked. --reason (optional) is shown to the member.",
    example: 'withdrawals refund 42 --reason "The bank returned the transfer" --by ana',
    parse: ([id], o) => valid(disputeRefundInputSchema, { id, reason: o.reason, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.refundDispute(input),
    render: settlementText,
  }),
  define({
    words: ['withdrawals', 'close'],
    args: ['<ID>'],
    options: ['reason', 'by'],
    summary: 'Settle an open dispute without a refund, once the bank shows the payout arrived; the member reads --reason (required).',
    example: 'withdrawals close 42 --reason "The bank confirms the full transfer arrived on 2026-11-20"',
    parse: ([id], o) => {
      if (!o.reason) throw new UsageError('Give --reason: the member reads why the claim is closed (3 to 200 characters)');
      return valid(disputeCloseInputSchema, { id, reason: o.reason, by: o.by ?? operatorName() });
    },
    run: (ops, input) => ops.closeDispute(input),
    render: settlementText,
  }),
];
