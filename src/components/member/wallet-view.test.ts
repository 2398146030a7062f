import { describe, expect, it } from 'vitest';
import type { WalletSummary } from '../../../contract/wallet-modes.ts';
import { walletView } from './wallet-view.ts';

const summary = (over: Partial<WalletSummary>): WalletSummary => ({
  isSingle: true,
  currency: 'MXN',
  main: '100.00',
  held: '25.50',
  bonusTurnover: '0.00',
  wallets: [],
  ...over,
});

describe('wallet view', () => {
  it('shows the three ledger figures in the single wallet, and no provider wallet that is empty', () => {
    const view = walletView(summary({ wallets: [{ vendor: 'PG', name: 'PG Soft', balance: '0.00' }] }));
    expect(view).toEqual({
      mode: 'single',
      figures: [
        { key: 'main', amount: '100.00' },
        { key: 'held', amount: '25.50' },
        { key: 'bonus', amount: '0.00' },
      ],
      wallets: [],
      canRecall: false,
    });
  });

  it('keeps money left in provider wallets in sight in the single wallet, with the recall', () => {
    const left = { vendor: 'JL', name: 'JILI', balance: '7.00' };
    expect(walletView(summary({ wallets: [left] }))).toMatchObject({ mode: 'single', wallets: [left], canRecall: true });
  });

  it('lists every provider wallet in transfer mode, with what they hold together', () => {
    const wallets = [
      { vendor: 'PG', name: 'PG Soft', balance: '20.25' },
      { vendor: 'PP', name: 'Pragmatic Play', balance: '0.00' },
      { vendor: 'JL', name: 'JILI', balance: '0.75' },
    ];
    const view = walletView(summary({ isSingle: false, wallets }));
    expect(view).toMatchObject({ mode: 'transfer', wallets, canRecall: true });
    expect(view.figures.at(-1)).toEqual({ key: 'inGames', amount: '21.00' });
    expect(walletView(summary({ isSingle: false, wallets: [wallets[1]!] })).canRecall).toBe(false);
  });
});
