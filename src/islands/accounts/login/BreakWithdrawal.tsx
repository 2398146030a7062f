import { useId, useRef, useState } from 'react';
import { formatAmount } from '../../../../contract/money-format.ts';
import type { BreakWithdrawal as Wallet } from '../../../../contract/responsible-gambling.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import type { Text } from '../../../i18n/text.ts';
import { accountPageData } from '../../../lib/page-data.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import type { BreakCredentials } from './break-withdrawal.ts';

type Step = { at: 'closed' } | { at: 'loading' } | { at: 'choosing'; wallet: Wallet } | { at: 'done'; wallet: Wallet };

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Withdraw my balance" on the break panel: an account on a time-out or self-exclusion cannot log
 * in, but its money can still leave. The login password the player just typed opens the balance
 * and bank accounts; the transaction password sends all of it to the chosen account.
 */
export const BreakWithdrawal = ({ t, credentials }: { t: Text<'login' | 'errors'>; credentials: BreakCredentials }) => {
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const [error, setError] = useState<string | null>(null);
  const [accountId, setAccountId] = useState('');
  const [transactionPassword, setTransactionPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(crypto.randomUUID());
  const legendId = useId();
  const money = (wire: string, currency: string) => `${formatAmount(wire, accountPageData().locale)} ${currency}`;

  const open = async () => {
    setStep({ at: 'loading' });
    setError(null);
    try {
      const { readBreakWallet } = await import('./break-withdrawal.ts');
      const wallet = await readBreakWallet(credentials, zone());
      setAccountId(wallet.accounts.find((a) => a.usable)?.id ?? '');
      setStep({ at: 'choosing', wallet });
    } catch (failure) {
      setError(failureText(t, failure));
      setStep({ at: 'closed' });
    }
  };

  const send = async () => {
    if (busy) return;
    if (!transactionPassword) return setProblem(t('login.required'));
    setProblem(null);
    setError(null);
    setBusy(true);
    try {
      const { withdrawOnBreak } = await import('./break-withdrawal.ts');
      const wallet = await withdrawOnBreak(credentials, { accountId, transactionPassword, requestId: requestId.current }, zone());
      setStep({ at: 'done', wallet });
    } catch (failure) {
      // A refusal is final for this request: a new try is a new request.
      requestId.current = crypto.randomUUID();
      setError(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  if (step.at === 'closed' || step.at === 'loading') {
    return (
      <div className="login-break__withdraw">
        <p>{t('login.break.withdraw.intro')}</p>
        <button type="button" className="button" onClick={() => void open()} disabled={step.at === 'loading'}>
          {t('login.break.withdraw.open')}
        </button>
        {error && (
          <p className="login-break__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  const { wallet } = step;
  if (step.at === 'done') {
    return (
      <div className="login-break__withdraw" role="status">
        <p>{t('login.break.withdraw.done', { amount: money(step.wallet.withdrawal?.amount ?? '0.00', wallet.currency) })}</p>
      </div>
    );
  }
  const usable = wallet.accounts.filter((a) => a.usable);
  if (Number(wallet.available) <= 0 || usable.length === 0) {
    return (
      <div className="login-break__withdraw" role="status">
        <p>{t('login.break.withdraw.available', { amount: money(wallet.available, wallet.currency) })}</p>
        <p>{t(Number(wallet.available) <= 0 ? 'login.break.withdraw.nothing' : 'login.break.withdraw.noAccount')}</p>
      </div>
    );
  }
  return (
    <div className="login-break__withdraw">
      <Form onSubmit={() => void send()} error={error} label={t('login.break.withdraw.open')}>
        <p>{t('login.break.withdraw.available', { amount: money(wallet.available, wallet.currency) })}</p>
        <fieldset className="login-break__accounts" aria-labelledby={legendId}>
          <legend id={legendId}>{t('login.break.withdraw.account')}</legend>
          {usable.map((a) => (
            <label key={a.id}>
              <input type="radio" name="accountId" value={a.id} checked={accountId === a.id} onChange={() => setAccountId(a.id)} />{' '}
              {`${a.bankName} · ${a.clabeMasked}`}
            </label>
          ))}
        </fieldset>
        <Field
          name="transactionPassword"
          type="password"
          label={t('login.break.withdraw.transactionPassword')}
          autoComplete="off"
          inputMode="numeric"
          value={transactionPassword}
          error={problem}
          onChange={(e) => setTransactionPassword(e.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('login.break.withdraw.submit')}
        </button>
      </Form>
    </div>
  );
};
