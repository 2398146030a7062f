/**
 * Agent contracts: dividend and the daily, hourly and real-time salaries, with their versions,
 * their settlement on the ledger, and the relays of the agent centre's contract sections. Other
 * modules use only what this file exports.
 */
export { contractRoutes } from './contracts.routes.ts';
export { contractJobs } from './jobs.ts';
export {
  contractListInputSchema,
  contractOperations,
  settlementIdInputSchema,
  settlementListInputSchema,
  siteOfferInputSchema,
  type ContractOperations,
  type OperatorSettlement,
  type SettlementDetail,
  type SettlementRun,
} from './operator.ts';
