/**
 * The pvp module: the card-games centre's rooms and the table clock that moves them.
 * Other modules use only what this file exports.
 */
export { pvpRoomJobs } from './clock.ts';
export { pvpRelaysRoutes } from './pvp.routes.ts';
export { openRooms } from './rooms.ts';
