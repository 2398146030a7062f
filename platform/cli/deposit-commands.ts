import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { userInfo } from 'node:os';
import { depositConfirmSchema, depositIdInputSchema, depositListQuerySchema, depositRejectSchema, methodSettingSchema } from '../operator/money-operations.ts';
import type { DepositDecision, DepositRecord, MethodRecord } from '../modules/deposit/index.ts';
import { define, UsageError, valid } from './command.ts';
import { onOff, table } from './format.ts';

/** Who runs the CLI, when --by does not say: the login name of this machine's user. */
const loginName = (): string => {
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
};

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);

const methodsTable = (rows: readonly MethodRecord[]) =>
  table(
    ['METHOD', 'STATE', 'CURRENCY', 'MIN', 'MAX', 'DAILY', 'OPEN FOR', 'CLABE'],
    rows.map((m) => [m.method, onOff(m.enabled), m.currency, m.min, m.max, m.daily, hours(m.expiresInMinutes), m.clabe]),
  );

const decisionText = (verb: string) => (d: DepositDecision) =>
  `Deposit ${d.deposit.id} (${d.deposit.account}, ${d.deposit.method}, ${d.deposit.amount} ${d.deposit.currency}, reference ${d.deposit.reference}) is ${d.deposit.status}${
    d.transactionId ? `; ledger event ${d.transactionId}` : ''
  }. ${d.deposit.account}'s wallet holds ${d.balance}.${verb}`;

export const DEPOSIT_COMMANDS = [
  define({
    words: ['payment-methods', 'list'],
    summary: 'List the deposit methods with their limits (per deposit and per member per day), how long a request stays open, and the site CLABE.',
    example: 'payment-methods list',
    run: (ops) => ops.listPaymentMethods(),
    render: methodsTable,
  }),
  define({
    words: ['payment-methods', 'set'],
    args: ['<spei|oxxo|card>'],
    options: ['min', 'max', 'daily', 'enabled', 'disabled', 'clabe', 'hours'],
    summary:
      'Change a deposit method: --min, --max and --daily (per member per day) amounts, --enabled or --disabled, --clabe (SPEI: the 18-digit CLABE members transfer to), --hours a request stays open. Players see it at once.',
    example: 'payment-methods set spei --min 100.00 --max 50000.00 --daily 100000.00 --clabe 646180020261124018 --enabled',
    parse: ([method], o) => {
      if (o.enabled && o.disabled) throw new UsageError('Give --enabled or --disabled, not both');
      const setting = {
        method,
        min: o.min,
        max: o.max,
        daily: o.daily,
        clabe: o.clabe,
        hours: o.hours,
        enabled: o.enabled ? true : o.disabled ? false : undefined,
      };
      if (Object.entries(setting).every(([key, value]) => key === 'method' || value === undefined)) throw new UsageError('Give at least one change');
      return valid(methodSettingSchema, setting);
    },
    run: (ops, input) => ops.setPaymentMethod(input),
    render: (m: MethodRecord) => methodsTable([m]),
  }),
  define({
    words: ['deposits', 'list'],
    options: ['status', 'limit'],
    summary: "List members' deposits, newest first (--status pending|paid|rejected|expired, --limit, default 50).",
    example: 'deposits list --status pending',
    parse: (_, o) => valid(depositListQuerySchema, { status: o.status, limit: o.limit }),
    run: (ops, query) => ops.listDeposits(query),
    render: (rows: DepositRecord[]) =>
      table(
        ['ID', 'CREATED', 'ACCOUNT', 'METHOD', 'AMOUNT', 'REFERENCE', 'STATUS', 'RECEIPT', 'DECIDED BY', 'REASON'],
        rows.map((d) => [
          d.id,
          d.createdAt,
          d.account,
          d.method,
          `${d.amount} ${d.currency}`,
          d.reference,
          d.status,
          d.hasReceipt ? 'yes' : '',
          d.decidedBy,
          d.reason,
        ]),
      ),
  }),
  define({
    words: ['deposits', 'confirm'],
    args: ['<ID>'],
    options: ['by'],
    summary:
      "Confirm a SPEI or OXXO deposit whose money arrived: the member's wallet is credited once, however often you confirm. --by (default your login name) is kept with it.",
    example: 'deposits confirm 12 --by ana',
    parse: ([id], o) => valid(depositConfirmSchema, { id, by: o.by ?? loginName() }),
    run: (ops, input) => ops.confirmDeposit(input),
    render: decisionText(''),
  }),
  define({
    words: ['deposits', 'reject'],
    args: ['<ID>'],
    options: ['reason', 'by'],
    summary: 'Reject a SPEI or OXXO deposit: nothing is credited, and the member reads --reason (required, 3 to 200 characters).',
    example: 'deposits reject 12 --reason "No transfer with this reference arrived"',
    parse: ([id], o) => {
      if (!o.reason) throw new UsageError('Give --reason: the member reads why the deposit was rejected');
      return valid(depositRejectSchema, { id, reason: o.reason, by: o.by ?? loginName() });
    },
    run: (ops, input) => ops.rejectDeposit(input),
    render: decisionText(''),
  }),
  define({
    words: ['deposits', 'receipt'],
    args: ['<ID>', '<FILE>'],
    summary: 'Save the receipt the member attached to a deposit into FILE (a new file; its type is PNG or JPEG, read from its content).',
    example: 'deposits receipt 12 ./receipt-12.png',
    parse: ([id, file]) => ({ ...valid(depositIdInputSchema, { id }), file: resolve(file!) }),
    run: async (ops, input) => {
      const receipt = await ops.depositReceipt({ id: input.id });
      const bytes = Buffer.from(receipt.data, 'base64');
      // The operator's own machine: never over a file that is there already.
      await writeFile(input.file, bytes, { flag: 'wx' });
      return { id: receipt.id, file: input.file, contentType: receipt.contentType, bytes: bytes.byteLength };
    },
    render: (r) => `Receipt of deposit ${r.id} saved to ${r.file} (${r.contentType}, ${r.bytes} bytes).`,
  }),
];
