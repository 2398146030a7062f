import { formatMinor, parseMinor } from '../../../contract/wallet.ts';
import type { SubWallet, WalletMode, WalletSummary } from '../../../contract/wallet-modes.ts';

/** My wallet (`/member#wallet`): the member centre's second section. */
export const WALLET_SECTION_ID = 'wallet';

/** A figure of the section: its words (`wallet.<key>`), its test id and the two-decimal amount. */
export interface WalletFigure {
  key: 'main' | 'held' | 'bonus' | 'inGames';
  amount: string;
}

/**
 * What the section shows. Transfer mode: every provider's wallet, the transfer form, and the
 * recall when any of them holds money. Single mode: only provider wallets left holding money
 * (from before a switch), with the recall, so no money is out of the member's sight.
 */
export interface WalletView {
  mode: WalletMode;
  figures: WalletFigure[];
  /** The provider wallets listed, in the platform's order. */
  wallets: SubWallet[];
  /** Some provider wallet holds money to bring home. */
  canRecall: boolean;
}

const holds = (wallet: SubWallet) => (parseMinor(wallet.balance) ?? 0n) > 0n;

export const walletView = (summary: WalletSummary): WalletView => {
  const figures: WalletFigure[] = [
    { key: 'main', amount: summary.main },
    { key: 'held', amount: summary.held },
    { key: 'bonus', amount: summary.bonusTurnover },
  ];
  const canRecall = summary.wallets.some(holds);
  if (summary.isSingle) return { mode: 'single', figures, wallets: summary.wallets.filter(holds), canRecall };
  const inGames = summary.wallets.reduce((sum, wallet) => sum + (parseMinor(wallet.balance) ?? 0n), 0n);
  return { mode: 'transfer', figures: [...figures, { key: 'inGames', amount: formatMinor(inGames) }], wallets: summary.wallets, canRecall };
};
