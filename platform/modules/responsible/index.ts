/**
 * The responsible-gambling module: the player's limits, the reality check and playing time,
 * time-outs and self-exclusions, the activity statement, and their audit.
 * Other modules use only what this file exports.
 */
export { assertNoBreak, assertReceives, breakInForce, onBreakSql } from './breaks.ts';
export { checkBetLimits, checkDepositLimits } from './limit-checks.ts';
export { checkLaunch, continueAfterRealityCheck, countPlay, pingPlay } from './play-clock.ts';
export { responsibleRoutes } from './responsible.routes.ts';
export {
  reopenInputSchema,
  responsibleListInputSchema,
  responsibleOperations,
  type OperatorBreak,
  type ResponsibleOperations,
  type ResponsibleReport,
} from './operator.ts';
