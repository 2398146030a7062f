import { randomUUID } from 'node:crypto';
import { adjustmentInputSchema, type AdjustmentResult } from '../modules/member/index.ts';
import { define, operatorName, UsageError, valid } from './command.ts';

export const WALLET_COMMANDS = [
  define({
    words: ['adjust'],
    args: ['<ACCOUNT>', '<AMOUNT>'],
    options: ['reason', 'debit', 'by'],
    summary:
      "Correct a member's wallet: credit AMOUNT (e.g. 25.00) from the house's cash, or take it back with --debit. --reason is required and shows in the member's account record; --by (default your login name) and the reason are kept with the ledger event.",
    example: 'adjust player01 25.00 --reason "Goodwill for ticket 4411" --by ana',
    parse: ([account, amount], o) => {
      if (!o.reason) throw new UsageError('Give --reason: why the wallet is corrected (3 to 200 characters)');
      // One key per run: the CLI's own retry of a call that timed out moves the money once.
      return valid(adjustmentInputSchema, {
        account,
        amount,
        debit: o.debit ?? false,
        reason: o.reason,
        by: o.by ?? operatorName(),
        key: `adjust:${randomUUID()}`,
      });
    },
    run: (ops, input) => ops.adjustWallet(input),
    render: (r: AdjustmentResult) =>
      `${r.account}: ${r.amount.startsWith('-') ? 'debited' : 'credited'} ${r.amount.replace(/^-/, '')}; the wallet now holds ${r.balance}. Ledger event ${r.transactionId}.`,
  }),
];
