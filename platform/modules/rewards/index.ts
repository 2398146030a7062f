/**
 * The rewards module: what the site gives back to members, paid through the ledger from the
 * house's rewards account: the manual rebate (MANPLAYREB3) and red envelopes. Other modules use only what
 * this file exports.
 */
export { rewardsRoutes } from './rewards.routes.ts';
export { rebateDelayInputSchema, rebateRateInputSchema, rebateRatesReport, setRebateDelay, setRebateRate, type RebateRatesReport } from './rebate-settings.ts';
export { createRedEnvelope, endRedEnvelope, listRedEnvelopes, redEnvelopeIdSchema, redEnvelopeInputSchema, type OperatorRedEnvelope } from './red-envelopes.ts';
