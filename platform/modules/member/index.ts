/**
 * The member module: what a logged-in member reads about their own account (wallet, inbox).
 * Other modules use only what this file exports.
 */
export { inboxRelaysRoutes } from './inbox.routes.ts';
export { sendMessages } from './inbox.ts';
export { walletRoutes } from './wallet.routes.ts';
