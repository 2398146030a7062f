/**
 * The rewards module: what the site gives back to members, paid through the ledger from the
 * house's rewards account. For now the manual rebate (MANPLAYREB3). Other modules use only what
 * this file exports.
 */
export { rewardsRoutes } from './rewards.routes.ts';
export { rebateDelayInputSchema, rebateRateInputSchema, rebateRatesReport, setRebateDelay, setRebateRate, type RebateRatesReport } from './rebate-settings.ts';
