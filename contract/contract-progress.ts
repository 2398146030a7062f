import type { PeriodFigures, Tier } from './agent-contracts.ts';
import { parseMinor } from './wallet.ts';

/*
 * How far a team's figures of a period go toward a contract tier, condition by condition: what the
 * agent centre shows as progress, by the same rule the settlement pays on.
 */

/** Each condition of a tier, met or not. */
export interface ConditionsMet {
  bet: boolean;
  loss: boolean;
  active: boolean;
}

const minor = (amount: string) => parseMinor(amount) ?? 0n;

/** Which of a tier's conditions the figures meet. A loss condition of zero asks nothing, so a team that won still meets it. */
export const conditionsMet = (tier: Pick<Tier, 'minBet' | 'minLoss' | 'minActive'>, figures: PeriodFigures): ConditionsMet => {
  const minLoss = minor(tier.minLoss);
  return {
    bet: minor(figures.bet) >= minor(tier.minBet),
    loss: minLoss === 0n || minor(figures.loss) >= minLoss,
    active: figures.active >= tier.minActive,
  };
};
