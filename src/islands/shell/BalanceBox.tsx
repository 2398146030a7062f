import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $balance, $balanceHidden, balanceFigure, loadBalance, refreshBalance, restoreBalanceHidden, toggleBalanceHidden } from '../../stores/balance.ts';

export interface BalanceBoxText {
  balance: string;
  hidden: string;
  hide: string;
  show: string;
  refresh: string;
  failed: string;
}

/**
 * The balance in the header (SPEC section 2 "Member info"): loaded on entry, hidden as asterisks
 * on request, refreshed by its button. The server renders it with `--`.
 */
export const BalanceBox = ({ locale, text }: { locale: string; text: BalanceBoxText }) => {
  const state = useStore($balance, { ssr: 'initial' });
  const hidden = useStore($balanceHidden, { ssr: 'initial' });

  useEffect(() => {
    restoreBalanceHidden();
    void loadBalance();
  }, []);

  const loading = state.kind === 'loading';
  return (
    <div className="balance">
      <span className="balance__label">{text.balance}</span>
      <span className="balance__row">
        <span className="balance__figure" data-testid="balance">
          {balanceFigure(state, hidden, locale)}
        </span>
        {hidden && <span className="visually-hidden">{text.hidden}</span>}
        <button type="button" className="balance__button" onClick={toggleBalanceHidden}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
          </svg>
          <span className="visually-hidden">{hidden ? text.show : text.hide}</span>
        </button>
        <button
          type="button"
          className={loading ? 'balance__button balance__button--busy' : 'balance__button'}
          aria-disabled={loading}
          onClick={() => void refreshBalance()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">{text.refresh}</span>
        </button>
      </span>
      <span role="status" className={state.kind === 'failed' ? 'balance__failed' : 'visually-hidden'}>
        {state.kind === 'failed' ? text.failed : ''}
      </span>
    </div>
  );
};
