/**
 * The agent centre's module: what an agent does with the team. Other modules use only what this
 * file exports.
 */
export { downlineTransferRoutes } from './downline-transfer.routes.ts';
