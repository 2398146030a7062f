import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { walletBalance } from '../ledger/index.ts';
import { ensureOpenDraw, settleDue } from './draws.ts';
import { areaOfGame, lotteryGameName, lotteryGames, type LotteryGame } from './games.ts';
import { openedNumbers } from './results.ts';
import { closesAt, MINUTE_MS, openSlot, slotAt } from './schedule.ts';
import type { LotteryPlay } from './session.ts';
import { memberTickets, type TicketView } from './tickets.ts';

export const PAGE_TICKETS_LIMIT = 20;
export const PAGE_OPENED_LIMIT = 10;

export interface GameCard {
  code: string;
  name: string;
  iconUrl: string;
  paceMinutes: number;
}

/** The betting view's data: what the page renders first and what its script polls. */
export interface GameState {
  /** Epoch ms of the platform's clock: the page counts down against it, not the visitor's clock. */
  serverTime: number;
  game: GameCard;
  /** The draw on sale. */
  draw: { drawNo: string; drawAt: number; closesAt: number };
  /** The draw whose sales closed and whose number is not out yet. */
  pending: { drawNo: string; drawAt: number } | null;
  balance: string;
  currency: string;
  tickets: TicketView[];
  opened: { drawNo: string; drawAt: number; numbers: string | null }[];
}

export interface LobbyState {
  serverTime: number;
  balance: string;
  currency: string;
  games: (GameCard & { nextDrawAt: number })[];
}

const cardOf = (game: LotteryGame, play: LotteryPlay): GameCard => ({
  code: game.code,
  name: lotteryGameName(game, play.language),
  iconUrl: game.iconUrl,
  paceMinutes: game.intervalMs / MINUTE_MS,
});

const balanceOf = async (p: Platform, play: LotteryPlay) => formatMinor((await walletBalance(p, play.memberId))?.balance ?? 0n);

export const gameState = async (p: Platform, play: LotteryPlay, game: LotteryGame): Promise<GameState> => {
  await settleDue(p);
  const now = p.now();
  const open = await ensureOpenDraw(p, game, now);
  const previousAt = open.drawAt.getTime() - game.intervalMs;
  const pending = previousAt > now.getTime() ? slotAt(previousAt, game.intervalMs) : null;
  const balance = await balanceOf(p, play);
  const tickets = await memberTickets(p, play.memberId, { gameId: game.id, limit: PAGE_TICKETS_LIMIT });
  const opened = await openedNumbers(p, { gameCode: game.code, prizeMode: game.prizeMode, limit: PAGE_OPENED_LIMIT }, play.language);
  return {
    serverTime: now.getTime(),
    game: cardOf(game, play),
    draw: { drawNo: open.drawNo, drawAt: open.drawAt.getTime(), closesAt: closesAt(open.drawAt).getTime() },
    pending: pending && { drawNo: pending.drawNo, drawAt: pending.drawAt.getTime() },
    balance,
    currency: play.currency,
    tickets,
    opened: opened.list.map(({ drawNo, drawAt, numbers }) => ({ drawNo, drawAt, numbers })),
  };
};

export const lobbyState = async (p: Platform, play: LotteryPlay): Promise<LobbyState> => {
  const now = p.now();
  const { prizeMode, area } = play.options;
  // The launch's area narrows the lobby (the SEA page lists the SEA lottery's games only).
  const games = (await lotteryGames(p, prizeMode)).filter((game) => area === null || areaOfGame(game) === area);
  return {
    serverTime: now.getTime(),
    balance: await balanceOf(p, play),
    currency: play.currency,
    games: games.map((game) => ({ ...cardOf(game, play), nextDrawAt: openSlot(now.getTime(), game.intervalMs).drawAt.getTime() })),
  };
};
