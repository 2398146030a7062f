import { and, asc, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { GAME_CATEGORIES } from '../../../contract/game-rules.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import {
  isMoneyMission,
  MISSION_KINDS,
  MISSION_PERIODS,
  type Mission,
  type MissionClaim,
  type MissionKind,
  type MissionList,
} from '../../../contract/missions.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { operatorAmount, operatorTitle } from '../../core/operator-text.ts';
import { fail } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/index.ts';
import { deposits, gameRounds, games, lotteryDraws, lotteryTickets, members, missionClaims, missions, sessions } from '../../db/schema/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import { isModuleEnabled, requireModule } from '../system/index.ts';

/*
 * Missions: daily and weekly goals (wager an amount, deposit an amount, log in on days in a row,
 * buy lottery tickets), each with a reward. Progress is read from the member's own records as they
 * stand (rounds and tickets placed, deposits paid, sessions opened) within the period, so it moves
 * the moment the event is written. Periods are UTC days and weeks from Monday. A reward is claimed
 * once per member, mission and period (a unique row), as one `mission.reward` ledger event from the
 * house's rewards.
 */

type MissionRow = typeof missions.$inferSelect;

const DAY_MS = 86_400_000;

/** The period a mission is in at `now`: [start, end). */
export const periodOf = (period: MissionRow['period'], now: Date) => {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: Monday-based weeks start three days after a multiple of seven days.
  const start = period === 'daily' ? day : day - ((Math.floor(day / DAY_MS) + 3) % 7) * DAY_MS;
  return { start: new Date(start), end: new Date(start + (period === 'daily' ? DAY_MS : 7 * DAY_MS)) };
};

/** Missions are part of the reward centre: off with it. */
const REWARD_CENTRE = 'REWCEN3';

/** The longest run of consecutive days among `days` (epoch days, in any order). */
const longestRun = (days: readonly number[]) => {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  sorted.forEach((day, i) => {
    run = i > 0 && day === sorted[i - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
};

/** The member's progress on a mission in the period: minor units, days or tickets. */
const progressOf = async (db: Db | Tx, mission: MissionRow, memberId: number, { start, end }: { start: Date; end: Date }): Promise<bigint> => {
  const kind = mission.kind as MissionKind;
  if (kind === 'wager') {
    const inCategory = mission.category ? eq(games.category, mission.category) : undefined;
    const [[rounds], [tickets]] = await Promise.all([
      db
        .select({ stake: sum(gameRounds.stake) })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(
          and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, start), lt(gameRounds.createdAt, end), inCategory),
        ),
      db
        .select({ stake: sum(lotteryTickets.stake) })
        .from(lotteryTickets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .innerJoin(games, eq(games.id, lotteryDraws.gameId))
        .where(and(eq(lotteryTickets.memberId, memberId), gte(lotteryTickets.createdAt, start), lt(lotteryTickets.createdAt, end), inCategory)),
    ]);
    return BigInt(rounds?.stake ?? 0) + BigInt(tickets?.stake ?? 0);
  }
  if (kind === 'deposit') {
    const [row] = await db
      .select({ amount: sum(deposits.amount) })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'paid'), gte(deposits.decidedAt, start), lt(deposits.decidedAt, end)));
    return BigInt(row?.amount ?? 0);
  }
  if (kind === 'lotteryTickets') {
    const [row] = await db
      .select({ n: count() })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), gte(lotteryTickets.createdAt, start), lt(lotteryTickets.createdAt, end)));
    return BigInt(row?.n ?? 0);
  }
  const rows = await db
    .selectDistinct({ day: sql<number>`floor(extract(epoch from ${sessions.createdAt}) / 86400)::int`.mapWith(Number) })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gte(sessions.createdAt, start), lt(sessions.createdAt, end)));
  return BigInt(longestRun(rows.map((row) => row.day)));
};

const amountText = (kind: MissionKind, value: bigint) => (isMoneyMission(kind) ? formatMinor(value) : String(value));

/** The active missions with the member's progress and what is claimable (`MCSFE_getMissionList`). */
export const missionList = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<MissionList> => {
  await requireModule(p, REWARD_CENTRE);
  const now = p.now();
  const rows = await p.db.select().from(missions).where(eq(missions.active, true)).orderBy(asc(missions.id));
  const list = await Promise.all(
    rows.map(async (mission): Promise<Mission> => {
      const period = periodOf(mission.period, now);
      const [progress, [claimed]] = await Promise.all([
        progressOf(p.db, mission, memberId, period),
        p.db
          .select({ id: missionClaims.id })
          .from(missionClaims)
          .where(and(eq(missionClaims.missionId, mission.id), eq(missionClaims.memberId, memberId), eq(missionClaims.periodStart, period.start))),
      ]);
      const kind = mission.kind as MissionKind;
      const shown = progress > mission.target ? mission.target : progress;
      return {
        id: String(mission.id),
        kind,
        period: mission.period,
        title: lang === 'EN' ? mission.titleEn : mission.titleEs,
        category: (mission.category as Mission['category']) ?? null,
        target: amountText(kind, mission.target),
        progress: amountText(kind, shown),
        reward: formatMinor(mission.reward),
        state: claimed ? 'claimed' : progress >= mission.target ? 'claimable' : 'inProgress',
        endsAt: period.end.toISOString(),
      };
    }),
  );
  return { list, claimable: list.filter((m) => m.state === 'claimable').length };
};

/** Pays a completed mission's reward for this period (`MCSFE_claimMission`). */
export const claimMission = async (p: Platform, memberId: number, missionId: number): Promise<MissionClaim> => {
  await requireModule(p, REWARD_CENTRE);
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId));
  if (!member) return fail('login.not.session');
  return p.db.transaction(async (tx) => {
    const [mission] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.id, missionId), eq(missions.active, true)));
    if (!mission) return fail('mission.not.found');
    const period = periodOf(mission.period, p.now());
    if ((await progressOf(tx, mission, memberId, period)) < mission.target) return fail('mission.incomplete');
    const wallet = await ensureWallet(tx, memberId, member.currency);
    // A second claim of the period waits here on the first one's key, then finds its row.
    const moved = await transfer(tx, {
      kind: 'mission.reward',
      memberId,
      reference: `mission:${mission.id}`,
      idempotencyKey: `mission:${mission.id}:${memberId}:${period.start.toISOString()}`,
      from: await houseAccount(tx, 'house:rewards', member.currency),
      to: wallet,
      amount: mission.reward,
    });
    const [claim] = await tx
      .insert(missionClaims)
      .values({ missionId: mission.id, memberId, periodStart: period.start, amount: mission.reward, transactionId: moved.transactionId, createdAt: p.now() })
      .onConflictDoNothing()
      .returning({ id: missionClaims.id });
    if (!claim) return fail('mission.claimed');
    return { missionId: String(mission.id), reward: formatMinor(mission.reward), balance: formatMinor(moved.balances[wallet]!) };
  });
};

const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'];

/**
 * The member's lottery missions (tickets to buy, or an amount to wager on lottery products), for
 * the lottery lobby's summary; none while the reward centre is off.
 */
export const lotteryMissions = async (p: Platform, memberId: number, lang: ShippedLanguage) => {
  if (!(await isModuleEnabled(p, REWARD_CENTRE))) return [];
  const { list } = await missionList(p, memberId, lang);
  return list
    .filter((m) => m.kind === 'lotteryTickets' || (m.kind === 'wager' && m.category !== null && LOTTERY_CATEGORIES.includes(m.category)))
    .map(({ id, title, progress, target, state }) => ({ id, title, progress, target, state }));
};

// The operator's side: `missions list | add | disable`.

export const missionInputSchema = z
  .object({
    kind: z.enum(MISSION_KINDS),
    period: z.enum(MISSION_PERIODS),
    category: z.enum(GAME_CATEGORIES).optional(),
    target: z
      .string()
      .trim()
      .regex(/^\d{1,11}(\.\d{1,2})?$/, 'an amount, or a count'),
    reward: operatorAmount(),
    titleEs: operatorTitle(),
    titleEn: operatorTitle(),
  })
  .refine((m) => m.category === undefined || m.kind === 'wager', { path: ['category'], message: 'for wager missions only' })
  .refine((m) => isMoneyMission(m.kind) || /^\d+$/.test(m.target), { path: ['target'], message: 'a whole number of days or tickets' })
  .refine((m) => (isMoneyMission(m.kind) ? parseMinor(m.target)! : BigInt(m.target.split('.')[0]!)) > 0n, { path: ['target'], message: 'more than zero' })
  .refine((m) => parseMinor(m.reward)! > 0n, { path: ['reward'], message: 'more than zero' });

export const missionIdSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export interface OperatorMission {
  id: number;
  kind: string;
  period: string;
  category: string | null;
  target: string;
  reward: string;
  titleEs: string;
  titleEn: string;
  active: boolean;
  claims: number;
}

const operatorView = (row: MissionRow, claims: number): OperatorMission => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  category: row.category,
  target: amountText(row.kind as MissionKind, row.target),
  reward: formatMinor(row.reward),
  titleEs: row.titleEs,
  titleEn: row.titleEn,
  active: row.active,
  claims,
});

export const listMissions = async (p: Platform): Promise<OperatorMission[]> => {
  const rows = await p.db
    .select({
      mission: missions,
      claims: sql<number>`(select count(*) from ${missionClaims} where ${missionClaims.missionId} = ${missions.id})`.mapWith(Number),
    })
    .from(missions)
    .orderBy(asc(missions.id));
  return rows.map((row) => operatorView(row.mission, row.claims));
};

export const addMission = async (p: Platform, input: z.output<typeof missionInputSchema>): Promise<OperatorMission> => {
  const [row] = await p.db
    .insert(missions)
    .values({
      kind: input.kind,
      period: input.period,
      category: input.category ?? null,
      target: isMoneyMission(input.kind) ? parseMinor(input.target)! : BigInt(input.target),
      reward: parseMinor(input.reward)!,
      titleEs: input.titleEs,
      titleEn: input.titleEn,
      createdAt: p.now(),
    })
    .returning();
  return operatorView(row!, 0);
};

/** Takes a mission off the list; rewards already claimed stay paid. */
export const disableMission = async (p: Platform, { id }: { id: number }): Promise<OperatorMission> => {
  const [row] = await p.db.update(missions).set({ active: false }).where(eq(missions.id, id)).returning();
  if (!row) return fail('mission.not.found');
  return (await listMissions(p)).find((m) => m.id === id)!;
};
