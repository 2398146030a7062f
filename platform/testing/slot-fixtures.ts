import { randomBytes } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { launchUrlOf } from '../../contract/game-play.ts';
import { TRIAL_TYPE } from '../../contract/limits.ts';
import { games, members } from '../db/schema/index.ts';
import type { TestPlatform } from './test-platform.ts';
import { ensureWallet, houseAccount, transfer } from '../modules/ledger/index.ts';
import { issueSession } from '../modules/identity/index.ts';

/*
 * Helpers for the game-play tests (launch, favourites, recent games, the slot server): members
 * made on the spot, each with the money a test needs, and the game pages they open.
 */

export const JSON_HEADERS = { 'Content-Type': 'application/json', Language: 'EN' } as const;

export interface TestMember {
  id: number;
  account: string;
  /** A site session token, for `Authorization`. */
  token: string;
}

/** A new member (a trial account with `trial`) with a session and, for real accounts, `balance` minor units deposited. */
export const newMember = async (t: TestPlatform, opts: { balance?: bigint; trial?: boolean } = {}): Promise<TestMember> => {
  const account = `${opts.trial ? 'trial' : 'play'}${randomBytes(5).toString('hex')}`;
  const [row] = await t.platform.db
    .insert(members)
    .values({ account, nickname: account, type: opts.trial ? TRIAL_TYPE : 0, passwordHash: 'unused', currency: 'MXN' })
    .returning({ id: members.id });
  const id = row!.id;
  if (!opts.trial) {
    const wallet = await ensureWallet(t.platform, id, 'MXN');
    if (opts.balance) {
      const cash = await houseAccount(t.platform, 'house:cash', 'MXN');
      await transfer(t.platform, {
        kind: 'test.deposit',
        memberId: id,
        idempotencyKey: `deposit:${account}`,
        from: cash,
        to: wallet,
        amount: opts.balance,
      });
    }
  }
  const { token } = await issueSession(t.platform, { memberId: id, loginType: 'username', ip: '203.0.113.10' });
  return { id, account, token };
};

/** The first enabled game (in list order) that matches. */
export const pickGame = async (t: TestPlatform, ...where: SQL[]) => {
  const [game] = await t.platform.db
    .select({
      id: games.id,
      nodeId: games.nodeId,
      vendor: games.vendor,
      category: games.category,
      freeplay: games.freeplay,
      nameEn: games.nameEn,
      nameEs: games.nameEs,
    })
    .from(games)
    .where(and(eq(games.enabled, true), ...where))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(1);
  if (!game) throw new Error('No game matches');
  return game;
};

/** GET /wps/game/launchGame as the site sends it. */
export const launch = (t: TestPlatform, token: string | null, query: Record<string, string | number>, language = 'EN') =>
  t.request(`/wps/game/launchGame?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    headers: { Language: language, ...(token ? { Authorization: token } : {}) },
  });

/** Launches a game and answers the game page's launch token (the last part of `game_url`). */
export const openSlotPage = async (t: TestPlatform, member: TestMember, gameId: number, accountType = 1, language = 'EN'): Promise<string> => {
  const res = await launch(t, member.token, { launchMode: 'GLS', gameId, accountType, language }, language);
  const body = (await res.json()) as { success: boolean; value: unknown; errorCode?: string };
  const url = launchUrlOf(body.value);
  if (!body.success || !url) throw new Error(`Launch failed: ${res.status} ${body.errorCode}`);
  return url.split('/').pop()!;
};

/** POST a round to the game server, as the game page does. */
export const postRound = (t: TestPlatform, pageToken: string, body: unknown) =>
  t.request(`/gs/api/slot/${pageToken}/round`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

export const roundId = () => randomBytes(12).toString('hex');

/** A game server answer: its status and its envelope. */
export const envelopeOf = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { success: boolean; value: unknown; errorCode?: string }),
});

/** Plays one round on a game page and reads the answer. */
export const playRound = async (t: TestPlatform, pageToken: string, stake: string, id = roundId()) =>
  envelopeOf(await postRound(t, pageToken, { roundId: id, stake }));
