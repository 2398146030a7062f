/**
 * The live module: the live centre's tables with their dealers and hours, and each table's chat.
 * Other modules use only what this file exports.
 */
export { chatHistory, postChatMessage, resolveChatKey } from './chat.ts';
export { liveJobs } from './clock.ts';
export { dealerArtRoutes } from './dealer-art.ts';
export { liveRelaysRoutes } from './live.routes.ts';
export { findLiveTable, openLiveTables } from './tables.ts';
