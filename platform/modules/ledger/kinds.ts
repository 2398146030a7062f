import type { AccountRecordType } from '../../../contract/account-records.ts';

/**
 * The ledger's event kinds as members and agents read them. A kind not named here is an
 * adjustment: an operator's correction, or an event of a feature newer than this table.
 */
export const KINDS_OF_TYPE: Readonly<Record<Exclude<AccountRecordType, 'adjustment'>, readonly string[]>> = {
  deposit: ['deposit', 'seed.deposit'],
  withdrawal: ['withdrawal', 'withdrawal.return', 'withdrawal.refund'],
  transfer: ['transfer.upline', 'transfer.downline', 'wallet.transfer.in', 'wallet.transfer.out', 'wallet.return'],
  bet: ['game.bet', 'lottery.ticket'],
  win: ['game.win', 'lottery.payout', 'jackpot.win'],
  bonus: ['bonus', 'red.envelope', 'referral.reward', 'mission.reward', 'points.reward', 'points.conversion'],
  rebate: ['rebate'],
  // Agent contract payouts (modules/contracts): the agent's income, not a figure of its team's reports.
  contract: ['contract.dividend', 'contract.dailySalary', 'contract.hourlySalary', 'contract.realTimeSalary'],
};

/** The report figure a kind's movement on the member's main wallet adds to; bets and wins count from the bet rows instead. */
export type WalletFigure = 'deposits' | 'withdrawals' | 'bonuses' | 'rebates';

const FIGURE_OF_TYPE = { deposit: 'deposits', withdrawal: 'withdrawals', bonus: 'bonuses', rebate: 'rebates' } as const;

export const walletFigureOf = (kind: string): WalletFigure | null => {
  for (const [type, figure] of Object.entries(FIGURE_OF_TYPE)) {
    if (KINDS_OF_TYPE[type as keyof typeof FIGURE_OF_TYPE].includes(kind)) return figure;
  }
  return null;
};
