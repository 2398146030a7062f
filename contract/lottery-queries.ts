import { z } from 'zod';
import { LOTTERY_PRIZE_MODES } from './games.ts';

/** Rows of the mission leaderboard: today's top winners (CONTRACT.md 4.9). */
export const MISSION_LEADERBOARD_LIMIT = { default: 10, max: 50 } as const;

/** `GET /lgw/vn/games/game_menu/recent`: an optional prize mode; without one it lists both. */
export const recentLotteryMenuQuerySchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});

/** `GET /wps/relay/MCSFE_getMissionLeaderboard`: the client sends its query data as it likes; only the length is read. */
export const missionLeaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MISSION_LEADERBOARD_LIMIT.max).default(MISSION_LEADERBOARD_LIMIT.default),
});
