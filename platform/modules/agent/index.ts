/**
 * The agent module: the agent centre's calls, each for an agent only and scoped on the server to
 * the caller's team (its downlines at every level). Other modules use only what this file exports.
 */
export { agentCentreRoutes } from './agent.routes.ts';
export { downlineTransferRoutes } from './downline-transfer.routes.ts';
export { teamListsRoutes } from './team-lists.routes.ts';
export { requireAgent } from './scope.ts';
export { teamBettors, teamBucketRows } from './figures.ts';
