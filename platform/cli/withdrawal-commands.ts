import type { OperatorBankAccount, OperatorWithdrawal, WithdrawalDecision } from '../modules/member/index.ts';
import type { SettingValue } from '../modules/system/index.ts';
import {
  bankAccountsInputSchema,
  verifyAccountInputSchema,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
  withdrawalSettingInputSchema,
} from '../operator/money-operations.ts';
import { define, operatorName, UsageError, valid } from './command.ts';
import { table } from './format.ts';
import { WITHDRAWAL_DISPUTE_COMMANDS } from './withdrawal-dispute-commands.ts';

const withdrawalsTable = (rows: readonly OperatorWithdrawal[]) =>
  table(
    ['ID', 'ASKED', 'ACCOUNT', 'AMOUNT', 'FEE', 'STATUS', 'BANK', 'CLABE', 'HOLDER', 'DECIDED', 'BY', 'REASON'],
    rows.map((w) => [w.id, w.createdAt, w.account, w.amount, w.fee, w.status, w.bank, w.clabe, w.holder, w.decidedAt, w.decidedBy, w.reason]),
  );

const bankAccountsTable = (rows: readonly OperatorBankAccount[]) =>
  table(
    ['ID', 'BANK', 'CLABE', 'HOLDER', 'ADDED', 'USABLE FROM', 'REMOVED'],
    rows.map((a) => [a.id, a.bank, a.clabe, a.holder, a.addedAt, a.usableAt, a.removedAt]),
  );

const settingsText = (s: SettingValue<'withdrawal'>) =>
  table(['MIN', 'MAX', 'PER 24 H', 'FEE', 'CONFIRM WITHIN'], [[s.min, s.max, s.dailyCount, s.fee, `${s.confirmMinutes} min`]]);

const decisionText = (d: WithdrawalDecision) =>
  d.status === 'paid'
    ? `Withdrawal ${d.id} (${d.account}, ${d.amount}) is paid: transfer ${d.payout} to the CLABE shown by "withdrawals list".`
    : `Withdrawal ${d.id} (${d.account}, ${d.amount}) is rejected; the amount is back in the member's wallet.`;

export const WITHDRAWAL_COMMANDS = [
  define({
    words: ['withdrawals', 'list'],
    options: ['status', 'limit'],
    summary: "List members' withdrawals, newest first: pending ones unless --status names another (cancelled, rejected, paid). Shows the whole CLABE to pay.",
    example: 'withdrawals list --status pending --limit 20',
    parse: (_, o) => valid(withdrawalListInputSchema, { status: o.status, limit: o.limit }),
    run: (ops, input) => ops.listWithdrawals(input),
    render: withdrawalsTable,
  }),
  define({
    words: ['withdrawals', 'pay'],
    args: ['<ID>'],
    options: ['by'],
    summary: 'Mark a pending withdrawal paid once the bank transfer is made: the held amount goes to the house. --by defaults to your login name.',
    example: 'withdrawals pay 42 --by ana',
    parse: ([id], o) => valid(withdrawalPayInputSchema, { id, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.payWithdrawal(input),
    render: decisionText,
  }),
  define({
    words: ['withdrawals', 'reject'],
    args: ['<ID>'],
    options: ['reason', 'by'],
    summary: "Reject a pending withdrawal: the held amount returns to the member's wallet, and the member sees --reason (required).",
    example: 'withdrawals reject 42 --reason "The CLABE belongs to another person"',
    parse: ([id], o) => {
      if (!o.reason) throw new UsageError('Give --reason: the member reads it (3 to 200 characters)');
      return valid(withdrawalRejectInputSchema, { id, reason: o.reason, by: o.by ?? operatorName() });
    },
    run: (ops, input) => ops.rejectWithdrawal(input),
    render: decisionText,
  }),
  define({
    words: ['withdrawals', 'accounts'],
    args: ['<ACCOUNT>'],
    summary: "List a member's bank accounts for withdrawals, removed ones too, with when each takes withdrawals.",
    example: 'withdrawals accounts player01',
    parse: ([account]) => valid(bankAccountsInputSchema, { account }),
    run: (ops, input) => ops.listBankAccounts(input),
    render: bankAccountsTable,
  }),
  define({
    words: ['withdrawals', 'verify-account'],
    args: ['<ID>'],
    options: ['by'],
    summary: 'Let a new bank account take withdrawals at once, once you have checked it with its bank (otherwise it waits 24 hours).',
    example: 'withdrawals verify-account 7 --by ana',
    parse: ([id], o) => valid(verifyAccountInputSchema, { id, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.verifyBankAccount(input),
    render: (a: OperatorBankAccount) => `Bank account ${a.id} (${a.bank}, ${a.clabe}, ${a.holder}) takes withdrawals from now on.`,
  }),
  define({
    words: ['withdrawals', 'settings'],
    options: ['min', 'max', 'daily', 'fee', 'minutes'],
    summary:
      'Show the withdrawal rules, or change them: --min and --max per withdrawal, --daily withdrawals per member per 24 hours, --fee kept from each payout, --minutes a member has to confirm receipt.',
    example: 'withdrawals settings --min 100.00 --max 50000.00 --daily 3 --fee 0.00 --minutes 30',
    parse: (_, o) => valid(withdrawalSettingInputSchema, { min: o.min, max: o.max, dailyCount: o.daily, fee: o.fee, confirmMinutes: o.minutes }),
    run: (ops, input) => (Object.values(input).some((value) => value !== undefined) ? ops.setWithdrawalSettings(input) : ops.withdrawalSettings()),
    render: settingsText,
  }),
  ...WITHDRAWAL_DISPUTE_COMMANDS,
];
