import { randomUUID } from 'node:crypto';
import { adjustmentInputSchema, type AdjustmentResult, type WalletModeReport } from '../modules/member/index.ts';
import { define, operatorName, UsageError, valid } from './command.ts';

const MODE_TEXT = {
  single: 'single (every game plays from the main wallet)',
  transfer: "transfer (each game vendor has a sub-wallet of the member's; members move money in and out)",
} as const;

const modeText = (r: WalletModeReport) =>
  [
    `Wallet mode: ${MODE_TEXT[r.mode]}`,
    ...r.recalled.map((x) => `Brought ${x.amount} ${x.currency} home to the main wallets of ${x.members} member(s).`),
    `Members with money in sub-wallets: ${r.holding}`,
  ].join('\n');

// The switch names the mode as a word of its own: `wallet-mode` alone shows the mode and changes nothing.
const switchTo = (mode: WalletModeReport['mode'], summary: string) =>
  define({
    words: ['wallet-mode', mode],
    summary,
    example: `wallet-mode ${mode}`,
    run: (ops) => ops.setWalletMode({ mode }),
    render: modeText,
  });

export const WALLET_COMMANDS = [
  switchTo(
    'single',
    "Every game plays from the main wallet. Stops transfers into sub-wallets first, then brings every member's sub-wallets home to their main wallets; running it again brings home anything a round still in flight paid into one.",
  ),
  switchTo(
    'transfer',
    "Each game vendor gets a sub-wallet per member: members move money in and out in the member centre; a game's rounds play from its vendor's sub-wallet.",
  ),
  define({
    words: ['wallet-mode'],
    summary: 'Show the wallet mode, and how many members hold money in sub-wallets.',
    example: 'wallet-mode',
    run: (ops) => ops.walletMode(),
    render: modeText,
  }),
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
