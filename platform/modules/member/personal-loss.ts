import { formatMinor } from '../../../contract/money-format.ts';
import type { CategoryFigures, LossPeriod, PersonalLoss, PersonalLossQuery } from '../../../contract/bet-records.ts';
import { GAME_CATEGORIES, type GameCategory } from '../../../contract/game-rules.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay } from '../../core/zoned-time.ts';
import { walletFlows } from '../ledger/index.ts';
import { settleDue } from '../lottery/index.ts';
import { KINDS_OF_TYPE } from '../ledger/index.ts';
import { addSums, betsByPeriod, NO_BETS, type BetSums } from './bets.ts';
import { periodsOf } from './periods.ts';

/** What one period gathers: the bets per category, and what the wallet received besides. */
interface Tally {
  bets: Map<string, BetSums>;
  bonus: bigint;
  rebate: bigint;
  active: boolean;
}

const newTally = (): Tally => ({ bets: new Map(), bonus: 0n, rebate: 0n, active: false });

const betFigures = (s: BetSums) => ({
  stake: formatMinor(s.stake),
  validStake: formatMinor(s.validStake),
  win: formatMinor(s.win),
  net: formatMinor(s.win - s.validStake),
});

const rank = (category: string) => {
  const at = (GAME_CATEGORIES as readonly string[]).indexOf(category);
  return at < 0 ? GAME_CATEGORIES.length : at;
};

const categoriesOf = (bets: Map<string, BetSums>): CategoryFigures[] =>
  [...bets].sort(([a], [b]) => rank(a) - rank(b)).map(([category, sums]) => ({ category: category as GameCategory, ...betFigures(sums) }));

const totalOf = (bets: Map<string, BetSums>) => [...bets.values()].reduce(addSums, NO_BETS);

const lossFigures = (tally: Tally) => {
  const sums = totalOf(tally.bets);
  return {
    ...betFigures(sums),
    bonus: formatMinor(tally.bonus),
    rebate: formatMinor(tally.rebate),
    net: formatMinor(sums.win - sums.validStake + tally.bonus + tally.rebate),
  };
};

const addBets = (into: Map<string, BetSums>, category: string, sums: BetSums) => into.set(category, addSums(into.get(category) ?? NO_BETS, sums));

type CheckedQuery = Omit<PersonalLossQuery, 'period'> & { period: NonNullable<PersonalLossQuery['period']> };

/**
 * The member's personal profit and loss over whole days of the asked zone (UTC by default): bets
 * by the day they were placed, per period and per game category, with the bonuses and rebates the
 * ledger credited in each period. Net is wins less valid stakes, plus bonuses and rebates.
 */
export const personalLoss = async (p: Platform, memberId: number, q: CheckedQuery): Promise<PersonalLoss> => {
  const zone = q.timeZone ?? 'UTC';
  const ranges = periodsOf(q.period, q.startDate, q.endDate);
  const bounds = [...ranges.map((range) => startOfDay(range.startDate, zone)), endOfDay(q.endDate, zone)];
  await settleDue(p);
  const [bets, flows] = await Promise.all([
    betsByPeriod(p.db, memberId, bounds),
    walletFlows(p, { memberId, kinds: [...KINDS_OF_TYPE.bonus, ...KINDS_OF_TYPE.rebate], bounds }),
  ]);

  const tallies = ranges.map(newTally);
  const whole = newTally();
  for (const row of bets) {
    const tally = tallies[row.period - 1];
    if (!tally) continue;
    addBets(tally.bets, row.category, row);
    addBets(whole.bets, row.category, row);
    tally.active = true;
  }
  for (const flow of flows) {
    const tally = tallies[flow.period - 1];
    if (!tally) continue;
    const into = KINDS_OF_TYPE.bonus.includes(flow.kind) ? 'bonus' : 'rebate';
    tally[into] += flow.amount;
    whole[into] += flow.amount;
    tally.active = true;
  }

  const periods: LossPeriod[] = ranges
    .map((range, i) => ({ range, tally: tallies[i]! }))
    .filter(({ tally }) => tally.active)
    .reverse()
    .map(({ range, tally }) => ({ ...range, ...lossFigures(tally), categories: categoriesOf(tally.bets) }));
  return {
    period: q.period,
    startDate: q.startDate,
    endDate: q.endDate,
    gmtOffset: gmtOffset(p.now(), zone),
    periods,
    categories: categoriesOf(whole.bets),
    total: lossFigures(whole),
  };
};
