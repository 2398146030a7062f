import type { RebateRatesReport } from '../modules/rewards/index.ts';
import { rebateDelayInputSchema, rebateRateInputSchema } from '../operator/rewards-operations.ts';
import { define, valid } from './command.ts';
import { onOff, table } from './format.ts';

/* The manual rebate's rates: a percent of valid bets per product type, paid when members claim. */

const ratesText = (report: RebateRatesReport) =>
  [
    table(
      ['PRODUCT', 'RATE %'],
      report.rates.map((r) => [r.category, r.percent]),
    ),
    `A settled bet counts ${report.delaySeconds} s after it settles.`,
    `Manual rebate (MANPLAYREB3): ${onOff(report.enabled)}${report.enabled ? '' : ' — members see it once "flags set MANPLAYREB3 on".'}`,
  ].join('\n');

export const REBATE_COMMANDS = [
  define({
    words: ['rebate', 'rates'],
    summary: 'Show the manual rebate rate of each product type, and whether members can claim it.',
    example: 'rebate rates',
    run: (ops) => ops.rebateRates(),
    render: ratesText,
  }),
  define({
    words: ['rebate', 'set'],
    args: ['<PRODUCT>', '<PERCENT>'],
    summary:
      'Set the rebate of a product type (RNG, LIVE, SPORTS, ESPORTS, FISH, PVP, LOTT, ELOTT, COCKFIGHT) to a percent of valid bets, 0 to 10 with at most two decimals; 0 pays none. It applies to every claim from now on.',
    example: 'rebate set RNG 0.80',
    parse: ([category, percent]) => valid(rebateRateInputSchema, { category: category!.toUpperCase(), percent }),
    run: (ops, input) => ops.setRebateRate(input),
    render: ratesText,
  }),
  define({
    words: ['rebate', 'delay'],
    args: ['<SECONDS>'],
    summary: 'Set how long after it settles a bet counts towards the rebate (default 60 s, 1 s to a day), so a claim never races a bet still being written.',
    example: 'rebate delay 60',
    parse: ([seconds]) => valid(rebateDelayInputSchema, { seconds }),
    run: (ops, input) => ops.setRebateDelay(input),
    render: ratesText,
  }),
];
