import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatMinor } from '../../contract/money-format.ts';
import { gameRounds, games, ledgerAccounts, ledgerPostings, ledgerTransactions } from '../db/schema/index.ts';
import { issueSession } from '../modules/identity/index.ts';
import { ensureWallet, houseAccount, KINDS_OF_TYPE, transfer } from '../modules/ledger/index.ts';
import { createMember, uniqueName } from './session-fixtures.ts';
import { openSlotPage, pickGame, playRound } from './slot-fixtures.ts';
import type { TestPlatform } from './test-platform.ts';

/*
 * A small agent team that has done a bit of everything the agent reports count, and the sums the
 * reports must equal, read straight from the postings and rounds.
 */

export interface TeamAccount {
  id: number;
  account: string;
  token: string;
}

export type PlayingTeam = Record<'root' | 'sub' | 'p1' | 'p2' | 'p3', TeamAccount>;

const move = async (t: TestPlatform, memberId: number, kind: string, amount: bigint, out = false) => {
  const wallet = await ensureWallet(t.platform, memberId, 'MXN');
  const house = await houseAccount(t.platform, 'house:cash', 'MXN');
  await transfer(t.platform, { kind, memberId, idempotencyKey: uniqueName('k'), from: out ? wallet : house, to: out ? house : wallet, amount });
};

/**
 * root (agent) ─ sub (agent) ─ p2, p3; root ─ p1. p1 deposits 500.00, withdraws 40.00 of which
 * 10.00 comes back, and plays five rounds of 1.00; p2 deposits 200.00 then 70.00, is paid a
 * 15.00 bonus and an adjustment, and plays three rounds; p3 is paid a 3.21 rebate.
 */
export const buildPlayingTeam = async (t: TestPlatform): Promise<PlayingTeam> => {
  const account = async (prefix: string, type: number, parentId: number | null): Promise<TeamAccount> => {
    const row = await createMember(t, { account: uniqueName(prefix), password: 'Passw0rd!', type, parentId });
    const { token } = await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.10' });
    return { id: row.id, account: row.account, token };
  };
  const root = await account('ag', 1, null);
  const sub = await account('sub', 1, root.id);
  const team = { root, sub, p1: await account('p', 0, root.id), p2: await account('p', 0, sub.id), p3: await account('p', 0, sub.id) };
  await move(t, team.p1.id, 'deposit', 50_000n);
  await move(t, team.p2.id, 'deposit', 20_000n);
  await move(t, team.p2.id, 'deposit', 7_000n);
  await move(t, team.p2.id, 'bonus', 1_500n);
  await move(t, team.p3.id, 'rebate', 321n);
  await move(t, team.p1.id, 'withdrawal', 4_000n, true);
  await move(t, team.p1.id, 'withdrawal.return', 1_000n);
  await move(t, team.p2.id, 'test.deposit', 99n);
  const game = await pickGame(t, eq(games.category, 'RNG'));
  for (const [player, rounds] of [
    [team.p1, 5],
    [team.p2, 3],
  ] as const) {
    const page = await openSlotPage(t, player, game.id);
    for (let i = 0; i < rounds; i++) expect((await playRound(t, page, '1.00')).success).toBe(true);
  }
  return team;
};

/** What the postings and rounds themselves say about these accounts between two instants. */
export const directFigures = async (t: TestPlatform, ids: number[], from: Date, to: Date) => {
  const moved = async (kinds: readonly string[]) => {
    const [row] = await t.platform.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerPostings.accountId), eq(ledgerAccounts.kind, 'wallet')))
      .where(
        and(
          inArray(ledgerAccounts.memberId, ids),
          inArray(ledgerTransactions.kind, [...kinds]),
          gte(ledgerTransactions.createdAt, from),
          lt(ledgerTransactions.createdAt, to),
        ),
      );
    return BigInt(row!.sum);
  };
  const [rounds] = await t.platform.db
    .select({
      count: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text`,
      win: sql<string>`coalesce(sum(${gameRounds.win}), 0)::text`,
      bettors: sql<number>`count(distinct ${gameRounds.memberId})::int`,
    })
    .from(gameRounds)
    .where(and(inArray(gameRounds.memberId, ids), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, from), lt(gameRounds.createdAt, to)));
  const [stake, win, bonuses, rebates] = [BigInt(rounds!.stake), BigInt(rounds!.win), await moved(KINDS_OF_TYPE.bonus), await moved(KINDS_OF_TYPE.rebate)];
  return {
    bets: Number(rounds!.count),
    active: Number(rounds!.bettors),
    deposits: formatMinor(await moved(KINDS_OF_TYPE.deposit)),
    withdrawals: formatMinor(-(await moved(KINDS_OF_TYPE.withdrawal))),
    stake: formatMinor(stake),
    validStake: formatMinor(stake),
    win: formatMinor(win),
    bonuses: formatMinor(bonuses),
    rebates: formatMinor(rebates),
    net: formatMinor(win - stake + bonuses + rebates),
  };
};
