import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { gameSessions, members, sessions } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { hashToken, newToken } from '../identity/index.ts';

/** How long a launched game page stays playable. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type GameSessionMode = (typeof gameSessions.$inferSelect)['mode'];

export interface OpenGameSession {
  memberId: number;
  /** The site session that launched the game: the game ends with it (logout, password change, idle). */
  siteSessionId: number;
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
      options: { ...input.options, siteSessionId: input.siteSessionId },
      startedAt: now,
      expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
    })
    .returning({ id: gameSessions.id });
  return { token, id: row!.id };
};

export type GameSession = typeof gameSessions.$inferSelect;

const launchedBySchema = z.object({ siteSessionId: z.number().int() });

/** Play counts as activity on the site: the site session's idle clock is moved at most this often. */
const SITE_TOUCH_EVERY_MS = 60_000;

/**
 * The site session behind a launch must still be live (not logged out, not idle, not past its
 * life, its account still active); playing keeps it from going idle, as browsing the site would.
 */
const siteSessionIsLive = async (p: Platform, siteSessionId: number): Promise<boolean> => {
  const [site] = await p.db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, status: members.status })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, siteSessionId))
    .limit(1);
  if (!site || site.revokedAt || site.status !== 'active') return false;
  const now = p.now().getTime();
  if (now >= site.expiresAt.getTime() || now >= site.lastSeenAt.getTime() + p.env.SESSION_IDLE_MINUTES * 60_000) return false;
  if (now - site.lastSeenAt.getTime() > SITE_TOUCH_EVERY_MS) {
    await p.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, siteSessionId));
  }
  return true;
};

/**
 * The launch a token names: `game.session.invalid` when unknown, `game.session.expired` past its
 * life or once the site session that launched it has ended.
 */
export const resolveGameSession = async (p: Platform, token: string | undefined | null): Promise<GameSession> => {
  if (!token || token.length > 128) throw new PlatformError('game.session.invalid');
  const [row] = await p.db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new PlatformError('game.session.invalid');
  if (row.expiresAt.getTime() <= p.now().getTime()) throw new PlatformError('game.session.expired');
  const launchedBy = launchedBySchema.safeParse(row.options);
  if (!launchedBy.success || !(await siteSessionIsLive(p, launchedBy.data.siteSessionId))) throw new PlatformError('game.session.expired');
  return row;
};
