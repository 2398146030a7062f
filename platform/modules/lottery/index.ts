/**
 * The lottery module: scheduled draws, tickets, settlement exactly once, the lobby launch,
 * menus, results and missions.
 * Other modules use only what this file exports.
 */
export { lotteryClockJobs } from './clock.ts';
export { setLotteryRng, settleDue } from './draws.ts';
export { findLotteryGameByCode } from './games.ts';
export type { LotteryGame } from './games.ts';
export { LOTTERY_PAGE_PREFIX, launchLottery } from './launch.ts';
export { lotteryGatewayRoutes } from './lgw.routes.ts';
export { lotteryRelaysRoutes } from './lottery.routes.ts';
export { lottoGatewayRoutes } from './lotto.routes.ts';
export { betTypesOf, PRIZE_TABLES } from './prize-tables.ts';
export { gameOfPlay, resolveLotteryPlay } from './session.ts';
export { continueLottery, lotteryClock } from './session-clock.ts';
export type { LotteryPlay } from './session.ts';
export { PAGE_TICKETS_LIMIT, gameState, lobbyState } from './state.ts';
export type { GameState, LobbyState } from './state.ts';
export { buyTicket, memberTickets } from './tickets.ts';
export type { TicketRequest, TicketView } from './tickets.ts';
