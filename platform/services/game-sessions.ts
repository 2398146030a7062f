import { eq } from 'drizzle-orm';
import type { ShippedLanguage } from '../../contract/languages.ts';
import type { Platform } from '../context.ts';
import type { Db, Tx } from '../db/index.ts';
import { gameSessions } from '../db/schema/index.ts';
import { PlatformError } from '../errors.ts';
import { hashToken, newToken } from './sessions.ts';

/** How long a launched game page stays playable. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type GameSessionMode = (typeof gameSessions.$inferSelect)['mode'];

export interface OpenGameSession {
  memberId: number;
  gameId: number;
  mode: GameSessionMode;
  language: ShippedLanguage;
  /** Free play only: the play balance, minor units. */
  freeBalance?: bigint;
  options?: Record<string, unknown>;
}

/**
 * Opens one launch of a game on the embedded game server. Answers the launch token, which names
 * the game page in its URL; only its hash is stored.
 */
export const openGameSession = async (p: Platform, input: OpenGameSession, on: Db | Tx = p.db): Promise<{ token: string; id: number }> => {
  const token = newToken();
  const now = p.now();
  const [row] = await on
    .insert(gameSessions)
    .values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      gameId: input.gameId,
      mode: input.mode,
      language: input.language,
      freeBalance: input.freeBalance ?? null,
      options: input.options ?? {},
      startedAt: now,
      expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
    })
    .returning({ id: gameSessions.id });
  return { token, id: row!.id };
};

export type GameSession = typeof gameSessions.$inferSelect;

/** The launch a token names: `game.session.invalid` when unknown, `game.session.expired` past its life. */
export const resolveGameSession = async (p: Platform, token: string | undefined | null): Promise<GameSession> => {
  if (!token || token.length > 128) throw new PlatformError('game.session.invalid');
  const [row] = await p.db.select().from(gameSessions).where(eq(gameSessions.tokenHash, hashToken(token))).limit(1);
  if (!row) throw new PlatformError('game.session.invalid');
  if (row.expiresAt.getTime() <= p.now().getTime()) throw new PlatformError('game.session.expired');
  return row;
};
