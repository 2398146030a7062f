/**
 * The launch module: `launchGame`, which sends a launch to the lottery or the game server.
 * Other modules use only what this file exports.
 */
export { gameLaunchRoutes } from './launch.routes.ts';
