import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { openedNumbersSchema } from '../../../contract/game-play.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';
import { settleDue } from './draws.ts';
import { lotteryGameName, lotteryGames, type PrizeMode } from './games.ts';

export type OpenedNumbers = z.infer<typeof openedNumbersSchema>;

export interface OpenedFilter {
  gameCode?: string | undefined;
  prizeMode?: PrizeMode | undefined;
  limit: number;
  /** Only these games (a member's); absent means every playable lottery game. */
  gameIds?: readonly number[];
}

/**
 * Drawn numbers, the latest draw first, each with its game's name in `lang`. A game code that
 * names no playable game answers an empty list, as a game without draws does.
 */
export const openedNumbers = async (p: Platform, filter: OpenedFilter, lang: ShippedLanguage): Promise<OpenedNumbers> => {
  await settleDue(p);
  const only = filter.gameIds ? new Set(filter.gameIds) : null;
  const chosen = (await lotteryGames(p, filter.prizeMode)).filter((g) => (!filter.gameCode || g.code === filter.gameCode) && (!only || only.has(g.id)));
  if (!chosen.length) return { list: [] };
  const byId = new Map(chosen.map((g) => [g.id, g]));
  const rows = await p.db
    .select({ gameId: lotteryDraws.gameId, drawNo: lotteryDraws.drawNo, drawAt: lotteryDraws.drawAt, numbers: lotteryDraws.numbers })
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.gameId, [...byId.keys()]), isNotNull(lotteryDraws.settledAt)))
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(filter.limit);
  return {
    list: rows.map((row) => {
      const game = byId.get(row.gameId)!;
      return {
        gameCode: game.code,
        drawNo: row.drawNo,
        drawAt: row.drawAt.getTime(),
        numbers: row.numbers,
        gameName: lotteryGameName(game, lang),
      };
    }),
  };
};

/** The games a member has ever bought a ticket in. */
export const memberLotteryGameIds = async (p: Platform, memberId: number): Promise<number[]> => {
  const rows = await p.db
    .selectDistinct({ gameId: lotteryDraws.gameId })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(eq(lotteryTickets.memberId, memberId));
  return rows.map((row) => row.gameId);
};
