import type { LotteryPlay } from '../../modules/lottery/index.ts';

/** A lottery launch as its pages show it: with the market's locale (`es-MX`), how money is written. */
export type LotteryPagePlay = LotteryPlay & { locale: string };
