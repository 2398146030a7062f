import { transactionPasswordUnlockSchema, type TransactionPasswordUnlock } from '../modules/identity/index.ts';
import { define, valid } from './command.ts';

export const SECURITY_COMMANDS = [
  define({
    words: ['transaction-password', 'unlock'],
    args: ['<ACCOUNT>'],
    summary:
      "Lift a member's transaction-password lock (5 wrong answers in a row lock it for 15 minutes) and forget the wrong answers, once you know who you are talking to. The password itself does not change.",
    example: 'transaction-password unlock player01',
    parse: ([account]) => valid(transactionPasswordUnlockSchema, { account }),
    run: (ops, input) => ops.unlockTransactionPassword(input),
    render: (r: TransactionPasswordUnlock) =>
      !r.isSet
        ? `${r.account} has no transaction password; nothing to unlock.`
        : r.wasLocked
          ? `${r.account}: the transaction password is unlocked; the member has 5 answers again.`
          : `${r.account}: the transaction password was not locked; the count of wrong answers starts again.`,
  }),
];
