/*
 * The checks the member centre's money forms make before sending, with plain patterns (no schema library on
 * the page before a submit). The platform checks everything again; these only spare a round trip
 * and say which field is wrong.
 */

import { AMOUNT_PATTERN, normalAmount } from '../../lib/typed-amount.ts';

export type MoneyFormKind =
  'withdraw' | 'add-account' | 'remove-account' | 'cancel' | 'transfer-upline' | 'confirm-received' | 'confirm-partly' | 'confirm-not-received';

export type MoneyProblem = 'account' | 'amount' | 'password' | 'bank' | 'clabe' | 'holder' | 'received' | 'proofCount' | 'proofType' | 'proofSize' | 'comment';

/** The files a form carries, and the platform's limits for them, as the page was written with them. */
export interface Attachments {
  files: readonly { size: number; type: string }[];
  count: number;
  /** Megabytes per file. */
  size: number;
  /** Characters of the comment beside them. */
  max: number;
}

const PROOF_TYPES = ['image/png', 'image/jpeg'];

const proofsProblem = ({ files, count, size }: Attachments): MoneyProblem | null => {
  if (files.length === 0 || files.length > count) return 'proofCount';
  if (files.some((file) => !PROOF_TYPES.includes(file.type))) return 'proofType';
  return files.some((file) => file.size > size * 1024 * 1024) ? 'proofSize' : null;
};

export { AMOUNT_PATTERN, normalAmount };

/** The first problem of the form's values, or null when it may be sent. */
export const checkMoneyForm = (
  kind: MoneyFormKind,
  values: Readonly<Record<string, string>>,
  attachments: Attachments = { files: [], count: 0, size: 0, max: 0 },
): MoneyProblem | null => {
  const password = () => ((values.transactionPassword ?? '').length ? null : 'password');
  const isAmount = (typed = '') => AMOUNT_PATTERN.test(typed.trim()) && Number(normalAmount(typed)) > 0;
  const amount = () => (isAmount(values.amount) ? null : 'amount');
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
    case 'confirm-received':
      return null;
    case 'confirm-partly':
      return isAmount(values.received) ? null : 'received';
    case 'confirm-not-received':
      return proofsProblem(attachments) ?? ((values.comment ?? '').trim().length > attachments.max ? 'comment' : null);
  }
};
