import type { ContractKind, PeriodFigures, Terms, TermsInput, Tier } from '../../../contract/agent-contracts.ts';
import { conditionsMet } from '../../../contract/contract-progress.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';

/*
 * The arithmetic of contracts, with no database: which tier a period's figures meet, what it pays,
 * whether a downline's terms stay within its upline's (the chain invariant), and what each holder
 * of a chain is paid for one period. All money is in minor units.
 */

/** A period's figures of a holder's team, in minor units. */
export interface Figures {
  /** Valid bet amount. */
  bet: bigint;
  /** Net loss to the site: valid bets less wins, bonuses and rebates. Negative when the team won. */
  loss: bigint;
  /** How many accounts of the team bet. */
  active: number;
}

export const NO_FIGURES: Figures = { bet: 0n, loss: 0n, active: 0 };

export const figuresOnWire = (f: Figures): PeriodFigures => ({ bet: formatMinor(f.bet), loss: formatMinor(f.loss), active: f.active });

/** A percentage as hundredths of a percent: `1.5` is 150, `100` is 10000. */
export const basisOf = (percent: string): bigint => parseMinor(percent)!;

const PERCENT_SCALE = 10_000n;

/** Terms as typed to terms as kept: amounts in the money format, rates trimmed. */
export const normaliseTerms = (terms: TermsInput): Terms => ({
  cycle: terms.cycle,
  tiers: terms.tiers.map((tier) => ({
    minBet: formatMinor(parseMinor(tier.minBet)!),
    minLoss: formatMinor(parseMinor(tier.minLoss)!),
    minActive: tier.minActive,
    rateType: tier.rateType,
    rate: tier.rate === null ? null : tier.rateType === 'F' ? formatMinor(parseMinor(tier.rate)!) : tier.rate,
    winRate: tier.winRate,
    lossRate: tier.lossRate,
  })),
});

/** Whether the figures meet a tier's conditions. A loss condition of zero asks nothing, so a team that won still qualifies. */
export const meets = (tier: Tier, f: Figures): boolean => {
  const met = conditionsMet(tier, figuresOnWire(f));
  return met.bet && met.loss && met.active;
};

/** The best tier met, counted from 0, or -1. Tiers rise, so it is the last one met. */
export const tierMet = (terms: Terms, f: Figures): number => {
  for (let i = terms.tiers.length - 1; i >= 0; i--) if (meets(terms.tiers[i]!, f)) return i;
  return -1;
};

/**
 * What a tier pays on the figures. Salaries: a percentage of the bet amount, or a fixed amount.
 * Dividend: a percentage of the net loss, nothing when the team won. Real-time salary: the win
 * rate of the bet amount when the team won or broke even, the loss rate when it lost.
 * Percentages round down to the cent.
 */
export const tierReward = (kind: ContractKind, tier: Tier, f: Figures): bigint => {
  if (kind === 'realTimeSalary') return (f.bet * basisOf(f.loss > 0n ? tier.lossRate! : tier.winRate!)) / PERCENT_SCALE;
  if (tier.rateType === 'F') return parseMinor(tier.rate!)!;
  const base = kind === 'dividend' ? (f.loss > 0n ? f.loss : 0n) : f.bet;
  return (base * basisOf(tier.rate!)) / PERCENT_SCALE;
};

export const rewardOf = (kind: ContractKind, terms: Terms, f: Figures): { tier: number | null; reward: bigint } => {
  const index = tierMet(terms, f);
  return index < 0 ? { tier: null, reward: 0n } : { tier: index + 1, reward: tierReward(kind, terms.tiers[index]!, f) };
};

/** Whether upline tier `u` pays at least what downline tier `d` pays, on any figures. */
const coversReward = (kind: ContractKind, u: Tier, d: Tier): boolean => {
  if (kind === 'realTimeSalary') return basisOf(u.winRate!) >= basisOf(d.winRate!) && basisOf(u.lossRate!) >= basisOf(d.lossRate!);
  if (u.rateType !== d.rateType) return false;
  return u.rateType === 'F' ? parseMinor(u.rate!)! >= parseMinor(d.rate!)! : basisOf(u.rate!) >= basisOf(d.rate!);
};

/**
 * The chain invariant: for every tier offered, the upline holds a tier that asks no more and pays
 * at least as much, so the rate offered never exceeds the upline's own for the same conditions.
 * A dividend is offered on the upline's own cycle, so their periods are the same.
 */
export const withinUpline = (kind: ContractKind, offered: Terms, upline: Terms): boolean => {
  if (offered.cycle !== upline.cycle) return false;
  return offered.tiers.every((d) =>
    upline.tiers.some(
      (u) =>
        parseMinor(u.minBet)! <= parseMinor(d.minBet)! &&
        parseMinor(u.minLoss)! <= parseMinor(d.minLoss)! &&
        u.minActive <= d.minActive &&
        coversReward(kind, u, d),
    ),
  );
};

/** A contract in force at a period's end, with the terms that apply to the period. */
export interface InForce {
  contractId: number;
  holderId: number;
  /** Null for a contract the site offered. */
  uplineId: number | null;
  version: number;
  terms: Terms;
}

export interface PeriodPayout {
  contractId: number;
  holderId: number;
  version: number;
  figures: Figures;
  tier: number | null;
  reward: bigint;
  passedDown: bigint;
  payout: bigint;
}

/**
 * What every holder is paid for one period: its tier reward on its own team's figures, less the
 * rewards of the contracts of the same kind it offered its direct downlines, never below zero.
 * Down a chain the payouts add up to the top holder's reward whenever no holder is floored.
 */
export const periodPayouts = (kind: ContractKind, contracts: readonly InForce[], figuresOf: (holderId: number) => Figures): PeriodPayout[] => {
  const rewards = new Map(contracts.map((c) => [c.contractId, { ...rewardOf(kind, c.terms, figuresOf(c.holderId)), figures: figuresOf(c.holderId) }]));
  return contracts.map((c) => {
    const own = rewards.get(c.contractId)!;
    const passedDown = contracts.filter((d) => d.uplineId === c.holderId).reduce((sum, d) => sum + rewards.get(d.contractId)!.reward, 0n);
    const payout = own.reward > passedDown ? own.reward - passedDown : 0n;
    return { contractId: c.contractId, holderId: c.holderId, version: c.version, figures: own.figures, tier: own.tier, reward: own.reward, passedDown, payout };
  });
};
