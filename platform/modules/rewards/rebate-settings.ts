import { z } from 'zod';
import { GAME_CATEGORIES, type GameCategory } from '../../../contract/game-rules.ts';
import { rateText, REBATE_DELAY_MAX_SECONDS, REBATE_RATE_MAX_BP } from '../../../contract/rebates.ts';
import type { Platform } from '../../context.ts';
import { isModuleEnabled, writeSetting } from '../system/index.ts';
import { REBATE_MODULE, rebateSetting } from './rebates.ts';

/*
 * The operator's side of the manual rebate: the rate of each product type (`rebate rates`,
 * `rebate set`), as a percent with at most two decimals, from 0 to 10.
 */

export const rebateRateInputSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  percent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percent with at most two decimals')
    .transform((text) => Math.round(Number(text) * 100))
    .refine((bp) => bp <= REBATE_RATE_MAX_BP, `at most ${REBATE_RATE_MAX_BP / 100} %`),
});

export const rebateDelayInputSchema = z.object({ seconds: z.coerce.number().int().min(1).max(REBATE_DELAY_MAX_SECONDS) });

export interface RebateRatesReport {
  /** Whether members see and claim the rebate (site flag MANPLAYREB3). */
  enabled: boolean;
  /** How old a settled bet must be to count. */
  delaySeconds: number;
  rates: { category: GameCategory; percent: string }[];
}

export const rebateRatesReport = async (p: Platform): Promise<RebateRatesReport> => {
  const [{ rates, delaySeconds }, enabled] = await Promise.all([rebateSetting(p), isModuleEnabled(p, REBATE_MODULE)]);
  return { enabled, delaySeconds, rates: GAME_CATEGORIES.map((category) => ({ category, percent: rateText(rates[category] ?? 0) })) };
};

/** Sets one product type's rate; it applies to every claim from now on, over the bets it pays for. */
export const setRebateRate = async (p: Platform, input: z.output<typeof rebateRateInputSchema>): Promise<RebateRatesReport> => {
  const { rates, delaySeconds } = await rebateSetting(p);
  await writeSetting(p, 'rebate', { rates: { ...rates, [input.category]: input.percent }, delaySeconds });
  return rebateRatesReport(p);
};

/** Sets how old a settled bet must be before a claim counts it. */
export const setRebateDelay = async (p: Platform, input: z.output<typeof rebateDelayInputSchema>): Promise<RebateRatesReport> => {
  const { rates } = await rebateSetting(p);
  await writeSetting(p, 'rebate', { rates, delaySeconds: input.seconds });
  return rebateRatesReport(p);
};
