import { $balance, $balanceHidden, balanceFigure, loadBalance, refreshBalance, restoreBalanceHidden, toggleBalanceHidden } from '../../stores/balance.ts';

/**
 * The header's balance box (components/shell/header/BalanceBox.astro): shows the balance store,
 * loads it on entry, and wires the hide and refresh buttons. Another part of the page that loads
 * the balance again (after a game round, a deposit) updates the same store, and so this box.
 */
export const bindBalanceBox = (root: ParentNode = document) => {
  const box = root.querySelector<HTMLElement>('[data-balance-box]');
  if (!box || box.dataset.bound) return;
  box.dataset.bound = '1';
  const part = <T extends Element>(name: string) => box.querySelector<T>(`[data-${name}]`)!;
  const figure = part<HTMLElement>('balance-figure');
  const hiddenNote = part<HTMLElement>('balance-hidden-note');
  const toggle = part<HTMLButtonElement>('balance-toggle');
  const toggleLabel = part<HTMLElement>('balance-toggle-label');
  const strike = part<SVGPathElement>('balance-strike');
  const refresh = part<HTMLButtonElement>('balance-refresh');
  const status = part<HTMLElement>('balance-status');
  const { locale = 'es-MX', textHide = '', textShow = '', textFailed = '' } = box.dataset;

  const render = () => {
    const state = $balance.get();
    const hidden = $balanceHidden.get();
    figure.textContent = balanceFigure(state, hidden, locale);
    hiddenNote.hidden = !hidden;
    strike.setAttribute('display', hidden ? 'inline' : 'none');
    toggleLabel.textContent = hidden ? textShow : textHide;
    const loading = state.kind === 'loading';
    refresh.classList.toggle('balance__button--busy', loading);
    refresh.setAttribute('aria-disabled', String(loading));
    const failed = state.kind === 'failed';
    status.className = failed ? 'balance__failed' : 'visually-hidden';
    status.textContent = failed ? textFailed : '';
  };

  $balance.listen(render);
  $balanceHidden.listen(render);
  toggle.addEventListener('click', toggleBalanceHidden);
  refresh.addEventListener('click', () => void refreshBalance());
  restoreBalanceHidden();
  render();
  void loadBalance();
};
