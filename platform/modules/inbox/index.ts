/**
 * The inbox module: platform messages to members (INBOX3). Operators send them with the CLI; the
 * platform writes system messages when a member's money moves. Other modules use only what this
 * file exports.
 */
export { inboxRelaysRoutes } from './inbox.routes.ts';
export { sendSystemMessages, unreadCount } from './inbox.ts';
export { broadcastInputSchema, broadcastListInputSchema, listBroadcasts, sendBroadcast, type OperatorBroadcast } from './broadcasts.ts';
