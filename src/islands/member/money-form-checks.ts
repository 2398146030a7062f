/*
 * The checks the member centre's money forms make before sending, with plain patterns (no schema library on
 * the page before a submit). The platform checks everything again; these only spare a round trip
 * and say which field is wrong.
 */

export type MoneyFormKind = 'withdraw' | 'add-account' | 'remove-account' | 'cancel' | 'transfer-upline';

export type MoneyProblem = 'account' | 'amount' | 'password' | 'bank' | 'clabe' | 'holder';

/** An amount as typed: digits, and at most two decimals after a point or a comma. */
export const AMOUNT_PATTERN = /^\d{1,13}([.,]\d{1,2})?$/;

/** The amount as the platform reads it: a comma becomes a point. */
export const normalAmount = (typed: string) => typed.trim().replace(',', '.');

/** The first problem of the form's values, or null when it may be sent. */
export const checkMoneyForm = (kind: MoneyFormKind, values: Readonly<Record<string, string>>): MoneyProblem | null => {
  const password = () => ((values.transactionPassword ?? '').length ? null : 'password');
  const amount = () => {
    const typed = values.amount?.trim() ?? '';
    return AMOUNT_PATTERN.test(typed) && Number(normalAmount(typed)) > 0 ? null : 'amount';
  };
  switch (kind) {
    case 'withdraw':
      if (!values.accountId) return 'account';
      return amount() ?? password();
    case 'transfer-upline':
      return amount() ?? password();
    case 'add-account':
      if (!/^\d{3}$/.test(values.bankCode ?? '')) return 'bank';
      if (!/^\d{18}$/.test((values.clabe ?? '').trim())) return 'clabe';
      if ((values.holderName ?? '').trim().length < 2) return 'holder';
      return password();
    case 'remove-account':
      return password();
    case 'cancel':
      return null;
  }
};
