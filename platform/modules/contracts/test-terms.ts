import type { TermsInput } from '../../../contract/agent-contracts.ts';

/** A tier as an agent types it, for tests: conditions, then the reward's fields. */
export const tierInput = (minBet: string, minActive: number, reward: Partial<TermsInput['tiers'][number]>, minLoss = '0'): TermsInput['tiers'][number] => ({
  minBet,
  minLoss,
  minActive,
  rateType: 'P',
  rate: null,
  winRate: null,
  lossRate: null,
  ...reward,
});
