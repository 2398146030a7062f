import type { OperatorPointItem, OperatorRedemption, PointConfigReport } from '../modules/rewards/index.ts';
import {
  pointAdjustmentSchema,
  pointItemIdSchema,
  pointItemInputSchema,
  pointItemStockSchema,
  pointRateInputSchema,
  redemptionDecisionSchema,
  redemptionListSchema,
  redemptionRejectSchema,
} from '../operator/rewards-operations.ts';
import { define, operatorName, valid } from './command.ts';
import { onOff, table } from './format.ts';

/*
 * The points mall (PTSYS3): the rates (points earned per 1.00 of valid bet, points to cash), the
 * catalogue, the redemptions of physical items to approve or reject, and support corrections.
 */

const rateText = (r: PointConfigReport) =>
  [
    `Points per 1.00 of valid bet: ${r.earnPoints}`,
    r.conversion ? `Conversion: ${r.conversion.points} points = ${r.conversion.amount}` : 'Conversion: off',
    `A settled bet earns points ${r.delaySeconds} s after it settles.`,
    ...(r.setBy ? [`Set by ${r.setBy} at ${r.setAt}`] : []),
    `Points mall (PTSYS3): ${onOff(r.enabled)}${r.enabled ? '' : ' — members see it once "flags set PTSYS3 on".'}`,
  ].join('\n');

const itemsTable = (rows: readonly OperatorPointItem[]) =>
  table(
    ['ID', 'STATE', 'TYPE', 'POINTS', 'CASH', 'REQUIREMENT', 'STOCK', 'NAME (ES)', 'NAME (EN)'],
    rows.map((i) => [i.id, i.active ? 'on' : 'off', i.type, i.points, i.cash ?? '-', i.requirement, i.stock, i.nameEs, i.nameEn]),
  );

const redemptionsTable = (rows: readonly OperatorRedemption[]) =>
  table(
    ['ID', 'REFERENCE', 'STATUS', 'ACCOUNT', 'ITEM', 'TYPE', 'QTY', 'POINTS', 'APPLIED', 'BY', 'REMARK'],
    rows.map((r) => [r.id, r.referenceNo, r.status, r.account, r.item, r.type, r.quantity, r.points, r.appliedAt, r.decidedBy ?? '-', r.remark ?? '']),
  );

const decided = (r: OperatorRedemption) => `Redemption ${r.id} (${r.referenceNo}, ${r.account}, ${r.quantity} × ${r.item}) is ${r.status}.`;

export const POINTS_COMMANDS = [
  define({
    words: ['points', 'show'],
    summary: 'Show the points rates: points per 1.00 of valid bet, the conversion to cash, and whether the mall is on.',
    example: 'points show',
    run: (ops) => ops.pointConfig(),
    render: rateText,
  }),
  define({
    words: ['points', 'rate'],
    options: ['earn', 'convert-points', 'convert-amount', 'delay', 'by'],
    summary:
      'Set the points rates; what is not given stays. --earn points per 1.00 of valid bet (two decimals at most; applies to bets settled from now on), --convert-points N --convert-amount A (each N points convert to A; --convert-points 0 turns conversion off), --delay seconds a settled bet waits before it counts.',
    example: 'points rate --earn 1 --convert-points 100 --convert-amount 1.00',
    parse: (_, o) =>
      valid(pointRateInputSchema, {
        earn: o.earn,
        convertPoints: o['convert-points'],
        convertAmount: o['convert-amount'],
        delay: o.delay,
        by: o.by ?? operatorName(),
      }),
    run: (ops, input) => ops.setPointRate(input),
    render: rateText,
  }),
  define({
    words: ['points', 'items', 'list'],
    summary: 'List the catalogue, with each item’s stock; items off the list are shown as off.',
    example: 'points items list',
    run: (ops) => ops.listPointItems(),
    render: itemsTable,
  }),
  define({
    words: ['points', 'items', 'add'],
    options: ['type', 'name-es', 'name-en', 'points', 'stock', 'requirement', 'cash'],
    summary:
      'Add an item: --type cash (credits --cash per unit to the wallet at once) or physical (waits for "points approve"); --points per unit; --stock units; --requirement the valid bets a member must have made (default 0).',
    example: 'points items add --type cash --cash 10 --points 1000 --stock 500 --requirement 100 --name-es "Bono de 10" --name-en "10 bonus"',
    parse: (_, o) =>
      valid(pointItemInputSchema, {
        type: o.type,
        nameEs: o['name-es'],
        nameEn: o['name-en'],
        points: o.points,
        stock: o.stock,
        requirement: o.requirement,
        cash: o.cash,
      }),
    run: (ops, input) => ops.addPointItem(input),
    render: (i) => `Item ${i.id}: ${i.nameEn} (${i.type}, ${i.points} points, stock ${i.stock}).`,
  }),
  define({
    words: ['points', 'items', 'stock'],
    args: ['<ID>', '<STOCK>'],
    summary: 'Set the units of an item left in stock.',
    example: 'points items stock 3 20',
    parse: ([id, stock]) => valid(pointItemStockSchema, { id, stock }),
    run: (ops, input) => ops.setPointItemStock(input),
    render: (i) => `Item ${i.id} (${i.nameEn}) has ${i.stock} in stock.`,
  }),
  define({
    words: ['points', 'items', 'disable'],
    args: ['<ID>'],
    summary: 'Take an item off the catalogue; redemptions already made stay.',
    example: 'points items disable 3',
    parse: ([id]) => valid(pointItemIdSchema, { id }),
    run: (ops, input) => ops.disablePointItem(input),
    render: (i) => `Item ${i.id} (${i.nameEn}) is off the catalogue.`,
  }),
  define({
    words: ['points', 'redemptions', 'list'],
    options: ['status', 'limit'],
    summary: 'List redemptions, newest first (--status in_process, approved or rejected).',
    example: 'points redemptions list --status in_process',
    parse: (_, o) => valid(redemptionListSchema, { status: o.status, limit: o.limit }),
    run: (ops, input) => ops.listRedemptions(input),
    render: redemptionsTable,
  }),
  define({
    words: ['points', 'approve'],
    args: ['<ID>'],
    options: ['remark', 'by'],
    summary: 'Approve a redemption in process (a physical item was sent); --remark is what the member reads.',
    example: 'points approve 12 --remark "Sent by courier, guide 7781"',
    parse: ([id], o) => valid(redemptionDecisionSchema, { id, remark: o.remark, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.approveRedemption(input),
    render: decided,
  }),
  define({
    words: ['points', 'reject'],
    args: ['<ID>'],
    options: ['remark', 'by'],
    summary: 'Reject a redemption in process: the points go back to the member and the units back to stock. --remark (required) is what the member reads.',
    example: 'points reject 12 --remark "We cannot deliver to this address"',
    parse: ([id], o) => valid(redemptionRejectSchema, { id, remark: o.remark, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.rejectRedemption(input),
    render: decided,
  }),
  define({
    words: ['points', 'adjust'],
    args: ['<ACCOUNT>', '<POINTS>'],
    options: ['debit', 'reason', 'by'],
    summary: "Correct a member's points: adds them, or takes them with --debit (never below zero). --reason (required) is what the member reads.",
    example: 'points adjust player01 500 --reason "Goodwill for ticket 4411"',
    parse: ([account, points], o) =>
      valid(pointAdjustmentSchema, { account, points: o.debit ? `-${points}` : points, reason: o.reason, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.adjustPoints(input),
    render: (r) => `${r.account} now has ${r.points} points (${r.change > 0 ? '+' : ''}${r.change}).`,
  }),
];
