import { eq, sql } from 'drizzle-orm';
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

/** Play counts as activity on the site: the site session's idle clock is moved at most this often. */
const SITE_TOUCH_EVERY_MS = 60_000;

/** The site session a launch names in its options (`siteSessionId`), as SQL; null when it names none. */
const launchedBy = sql`case when ${gameSessions.options}->>'siteSessionId' ~ '^[0-9]{1,15}$' then (${gameSessions.options}->>'siteSessionId')::bigint end`;

/** A launch, the site session that launched it and its member, in one query: every round reads it. */
const buildFindLaunch = (db: Db) =>
  db
    .select({
      launch: gameSessions,
      siteId: sessions.id,
      siteLastSeenAt: sessions.lastSeenAt,
      siteExpiresAt: sessions.expiresAt,
      siteRevokedAt: sessions.revokedAt,
      account: members.account,
      currency: members.currency,
      status: members.status,
    })
    .from(gameSessions)
    .leftJoin(sessions, eq(sessions.id, launchedBy))
    .leftJoin(members, eq(members.id, gameSessions.memberId))
    .where(eq(gameSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('game_launch');

// Built once per database: the query's SQL is the same for every round.
const launchQueries = new WeakMap<Db, ReturnType<typeof buildFindLaunch>>();

const findLaunch = (p: Platform, token: string) => {
  let query = launchQueries.get(p.db);
  if (!query) launchQueries.set(p.db, (query = buildFindLaunch(p.db)));
  return query.execute({ tokenHash: hashToken(token) });
};

export interface GameLaunch {
  session: GameSession;
  member: { account: string; currency: string };
}

/**
 * The launch a token names, with its member: `game.session.invalid` when unknown,
 * `game.session.expired` past its life or once the site session that launched it has ended (logged
 * out, idle, past its life, or its account no longer active). Playing keeps the site session from
 * going idle, as browsing the site would.
 */
export const resolveGameLaunch = async (p: Platform, token: string | undefined | null): Promise<GameLaunch> => {
  if (!token || token.length > 128) throw new PlatformError('game.session.invalid');
  const [row] = await findLaunch(p, token);
  if (!row) throw new PlatformError('game.session.invalid');
  const now = p.now().getTime();
  if (row.launch.expiresAt.getTime() <= now) throw new PlatformError('game.session.expired');
  const { siteId, siteLastSeenAt, siteExpiresAt, siteRevokedAt, account, currency, status } = row;
  const live =
    siteId !== null &&
    siteLastSeenAt !== null &&
    siteExpiresAt !== null &&
    siteRevokedAt === null &&
    status === 'active' &&
    now < siteExpiresAt.getTime() &&
    now < siteLastSeenAt.getTime() + p.env.SESSION_IDLE_MINUTES * 60_000;
  if (!live || account === null || currency === null) throw new PlatformError('game.session.expired');
  if (now - siteLastSeenAt.getTime() > SITE_TOUCH_EVERY_MS) {
    await p.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, siteId));
  }
  return { session: row.launch, member: { account, currency } };
};

/** The launch a token names; see resolveGameLaunch. */
export const resolveGameSession = async (p: Platform, token: string | undefined | null): Promise<GameSession> => (await resolveGameLaunch(p, token)).session;
