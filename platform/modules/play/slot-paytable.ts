/*
 * The in-house 3-reel slot: its reel strips and what the pay line pays. Everything the game pays
 * follows from these tables, so the return to player is computed from them, exactly, never
 * configured beside them.
 */

export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * One strip per reel, 28 stops each: 2 sevens, 3 bars, 5 bells, 4 plums, 5 lemons and 9 cherries,
 * in a different order on every reel. A stop shows its symbol on the pay line, with its
 * neighbours above and below.
 */
// One strip a line, in the order the stops sit on the reel.
// prettier-ignore
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['cherry', 'bell', 'lemon', 'cherry', 'seven', 'plum', 'cherry', 'bar', 'lemon', 'bell', 'cherry', 'plum', 'bell', 'cherry', 'lemon', 'bar', 'cherry', 'seven', 'bell', 'plum', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'plum', 'lemon', 'cherry'],
  ['bell', 'cherry', 'plum', 'lemon', 'cherry', 'bar', 'bell', 'cherry', 'seven', 'lemon', 'cherry', 'plum', 'bell', 'cherry', 'bar', 'lemon', 'cherry', 'bell', 'plum', 'seven', 'cherry', 'lemon', 'bell', 'cherry', 'bar', 'plum', 'cherry', 'lemon'],
  ['lemon', 'cherry', 'bell', 'bar', 'cherry', 'plum', 'lemon', 'cherry', 'bell', 'seven', 'cherry', 'plum', 'lemon', 'cherry', 'bell', 'bar', 'cherry', 'plum', 'seven', 'lemon', 'cherry', 'bell', 'cherry', 'bar', 'plum', 'lemon', 'cherry', 'bell'],
];

/** Three of a kind on the pay line pays the stake times this. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  seven: 100,
  bar: 40,
  bell: 20,
  plum: 10,
  lemon: 8,
  cherry: 8,
};

/** Exactly two cherries anywhere on the pay line. */
export const TWO_CHERRIES = 2;

/** The highest multiplier a round can pay. */
export const MAX_MULTIPLIER = Math.max(...Object.values(THREE_OF_A_KIND), TWO_CHERRIES);

/** What a pay line pays, as a whole multiple of the stake (0 for a loss). */
export const lineMultiplier = (line: readonly SlotSymbol[]): number => {
  const [a, b, c] = line;
  if (a === undefined || a !== b || b !== c) {
    return line.filter((s) => s === 'cherry').length === 2 ? TWO_CHERRIES : 0;
  }
  return THREE_OF_A_KIND[a];
};

export interface ReturnToPlayer {
  /** Sum of the multipliers over every combination of stops. */
  paid: bigint;
  /** How many combinations of stops there are. */
  combinations: bigint;
  /** paid / combinations: the share of stakes the game pays back over the long run. */
  ratio: number;
}

/** The exact return to player: every combination of stops, each equally likely, weighed once. */
export const returnToPlayer = (strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS): ReturnToPlayer => {
  const [first = [], second = [], third = []] = strips;
  let paid = 0n;
  for (const a of first) for (const b of second) for (const c of third) paid += BigInt(lineMultiplier([a, b, c]));
  const combinations = BigInt(first.length * second.length * third.length);
  // Millionths as an integer first: the ratio is exact to six decimals, whatever the table.
  return { paid, combinations, ratio: Number((paid * 1_000_000n) / combinations) / 1_000_000 };
};
