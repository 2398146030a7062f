/**
 * The play module: game sessions opened by a launch, favourites, recent games and the
 * in-house slot's rounds on the ledger.
 * Other modules use only what this file exports.
 */
export { GAME_SESSION_TTL_MS, openGameSession, resolveGameSession } from './game-sessions.ts';
export { playRelaysRoutes } from './play.routes.ts';
export { recordLaunch } from './recent-games.ts';
export { scriptedRng, spinAt, stopsFor } from './slot-engine.ts';
export { SLOT_SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES, returnToPlayer } from './slot-paytable.ts';
export type { SlotSymbol } from './slot-paytable.ts';
export { playRound, useSlotRng } from './slot-rounds.ts';
export { openSlot, slotView } from './slot-session.ts';
export { continueSlot, slotClock } from './slot-clock.ts';
