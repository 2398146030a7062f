import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SessionMember } from '../context.ts';
import { members } from '../db/schema/index.ts';
import { issueSession } from '../modules/identity/index.ts';
import type { TestPlatform } from './test-platform.ts';
import { findLotteryGameByCode, type LotteryGame } from '../modules/lottery/index.ts';
import type { TicketRequest } from '../modules/lottery/index.ts';

/*
 * Helpers of the lottery tests: a clock they move by hand, seed members, games and ticket requests.
 */

/** 12:44 UTC: the open draw of a 5-minute game is 20261121-0153, at 12:45. */
export const LOTTERY_START = Date.parse('2026-11-21T12:44:00.000Z');

/** "Lucky Time 5 Minutes", a traditional (LOTT) game of the house vendor. */
export const FIVE_MINUTE_GAME = 'LOTT_0001';
/** "Keno 1 Minute", an entertainment (ELOTT) game. */
export const ONE_MINUTE_GAME = 'LOTT_0010';
/** "Hanoi VIP 3 Minutes", an entertainment game of the Vietnamese lottery. */
export const VN_ELOTT_GAME = 'TCG_LOTTO_VN_0009';

export interface TestClock {
  now: () => Date;
  set(ms: number): void;
  advance(ms: number): void;
  get ms(): number;
}

export const testClock = (start = LOTTERY_START): TestClock => {
  let at = start;
  return {
    now: () => new Date(at),
    set(ms) {
      at = ms;
    },
    advance(ms) {
      at += ms;
    },
    get ms() {
      return at;
    },
  };
};

export const memberOf = async (t: TestPlatform, account: string) => {
  const [row] = await t.platform.db.select().from(members).where(eq(members.account, account)).limit(1);
  if (!row) throw new Error(`No member ${account}`);
  return row;
};

/** A session member as routes hand it to services. */
export const sessionMemberOf = async (t: TestPlatform, account: string): Promise<SessionMember> => {
  const row = await memberOf(t, account);
  const { sessionId } = await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.20' });
  return { sessionId, memberId: row.id, account: row.account, type: row.type, loginType: 'username' };
};

export const gameByCode = async (t: TestPlatform, code: string): Promise<LotteryGame> => {
  const game = await findLotteryGameByCode(t.platform, code);
  if (!game) throw new Error(`No lottery game ${code}`);
  return game;
};

export const ticketRequest = (over: Partial<TicketRequest> = {}): TicketRequest => ({
  requestId: randomUUID(),
  betType: '2D',
  pick: '45',
  stake: '10.00',
  ...over,
});

/** A draw machine that always draws `n`. */
export const fixedDraw = (n: number) => () => n;
