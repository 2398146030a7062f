import { totpResetSchema, transactionPasswordUnlockSchema, type TotpReset, type TransactionPasswordUnlock } from '../modules/identity/index.ts';
import type { PayeeNameChange } from '../modules/member/index.ts';
import { payeeNameInputSchema } from '../operator/money-operations.ts';
import { define, operatorName, UsageError, valid } from './command.ts';

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
  define({
    words: ['totp', 'off'],
    args: ['<ACCOUNT>'],
    summary:
      "Turn off a member's authenticator app (two-step verification) and delete its recovery codes, for a member who lost both, once you know who you are talking to. The member can turn it on again with a new key.",
    example: 'totp off player01',
    parse: ([account]) => valid(totpResetSchema, { account }),
    run: (ops, input) => ops.resetTotp(input),
    render: (r: TotpReset) =>
      r.wasOn ? `${r.account}: the authenticator app is off and its recovery codes are gone.` : `${r.account} had no authenticator app on; nothing changed.`,
  }),
  define({
    words: ['payee-name', 'set'],
    args: ['<ACCOUNT>', '<NAME>'],
    options: ['reason', 'by'],
    summary:
      "Correct a member's real name, which withdrawals are paid to and the member can set only once, after checking an ID. --reason is required and logged; bank accounts in another holder's name are removed.",
    example: 'payee-name set player01 "Ana María Ruiz" --reason "Typo, checked against her ID" --by ana',
    parse: ([account, name], o) => {
      if (!o.reason) throw new UsageError('Give --reason: why the name changes (3 to 200 characters)');
      return valid(payeeNameInputSchema, { account, name, reason: o.reason, by: o.by ?? operatorName() });
    },
    run: (ops, input) => ops.changePayeeName(input),
    render: (r: PayeeNameChange) =>
      `${r.account}: the real name is now "${r.payeeName}"${r.previous ? ` (was "${r.previous}")` : ''}.` +
      (r.removedAccounts ? ` ${r.removedAccounts} bank account(s) in another name were removed.` : ''),
  }),
];
