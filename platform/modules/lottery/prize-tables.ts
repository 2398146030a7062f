import type { LotteryBetType } from '../../../contract/game-play.ts';
import type { LotteryPrizeMode } from '../../../contract/games.ts';
import { LOTTERY_BET_TYPES } from '../../../contract/game-play.ts';

/*
 * What each prize mode pays (SPEC section 4, "Prize modes in use: LOTT, ZY, ELOTT, SEA"), with no
 * database. Every bet is on the last digits of the drawn number: 1 in 10^digits wins, and pays
 * the stake times a whole multiplier, so a payout is exact to the cent.
 * - LOTT and ELOTT (traditional and entertainment draws): 2D 95×, 3D 950×, a 95% return.
 * - ZY: the traditional draws at higher odds (97%) with a 4D bet, for stakes up to 100.00.
 * - SEA: the South-East Asian lottery's six-digit number, at the street rates of the region's
 *   digit lotteries (Thai and Lao "2 bottom / 3 top", Malaysian and Singaporean 4D, Toto 6D): 2D
 *   90×, 3D 900×, 4D 9,000×, 6D 900,000×, a 90% return, for stakes up to 200.00.
 */

export interface PrizeTable {
  /** Digits of each draw's number. */
  drawDigits: number;
  /** The bets taken, in the form's order, each with the digits it names and its multiplier. */
  bets: Partial<Record<LotteryBetType, { digits: number; multiplier: bigint }>>;
  /** Stakes of one ticket, minor units. */
  stake: { min: bigint; max: bigint };
}

const bet = (digits: number, multiplier: bigint) => ({ digits, multiplier });
const TRADITIONAL: PrizeTable = { drawDigits: 5, bets: { '2D': bet(2, 95n), '3D': bet(3, 950n) }, stake: { min: 100n, max: 100_000n } };

export const PRIZE_TABLES: Readonly<Record<LotteryPrizeMode, PrizeTable>> = {
  LOTT: TRADITIONAL,
  ELOTT: TRADITIONAL,
  ZY: { drawDigits: 5, bets: { '2D': bet(2, 97n), '3D': bet(3, 970n), '4D': bet(4, 9_700n) }, stake: { min: 100n, max: 10_000n } },
  SEA: {
    drawDigits: 6,
    bets: { '2D': bet(2, 90n), '3D': bet(3, 900n), '4D': bet(4, 9_000n), '6D': bet(6, 900_000n) },
    stake: { min: 100n, max: 20_000n },
  },
};

/** The bet types a prize mode takes, in the form's order. */
export const betTypesOf = (mode: LotteryPrizeMode): LotteryBetType[] => LOTTERY_BET_TYPES.filter((type) => PRIZE_TABLES[mode].bets[type]);

export const isPrizeModeName = (value: string): value is LotteryPrizeMode => value in PRIZE_TABLES;

/** Whether `pick` is a number the bet takes in this prize mode (exactly its digits). */
export const pickFits = (mode: LotteryPrizeMode, betType: LotteryBetType, pick: string): boolean => {
  const rule = PRIZE_TABLES[mode].bets[betType];
  return rule !== undefined && pick.length === rule.digits && /^\d+$/.test(pick);
};

/** What a ticket pays against drawn numbers: stake times the multiplier when the last digits match, else nothing. */
export const payoutOf = (mode: LotteryPrizeMode, ticket: { betType: LotteryBetType; pick: string; stake: bigint }, numbers: string): bigint => {
  const rule = PRIZE_TABLES[mode].bets[ticket.betType];
  if (!rule || ticket.pick.length !== rule.digits || numbers.length < rule.digits) return 0n;
  return numbers.slice(-rule.digits) === ticket.pick ? ticket.stake * rule.multiplier : 0n;
};
