import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/*
 * The figures of the agent centre's reports, kept per UTC hour, and rolled up per UTC day and
 * month, in the same database transaction as the bet rows and postings they come from
 * (platform/modules/ledger/stats.ts). A period of a zone whose offset is whole hours is read as
 * a few whole months or days, corrected by the hours at its edges; a report for another zone
 * reads the rows themselves.
 */

const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * Every account below every upline, at any depth (1 for a direct downline): the agent centre's
 * team in one index range. Written by the database itself, from members.parent_id, by triggers
 * of migration 0022; nothing else writes it.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uplineId, t.memberId] }), index('team_members_member_idx').on(t.memberId, t.level)],
);

/** What one member's bets and wallet saw in one hour (or day, or month). Bets count when they were placed, settled or not. */
const amounts = {
  bets: integer('bets').notNull().default(0),
  stake: minor('stake'),
  /** The stake of settled bets (an open lottery ticket is not valid yet). */
  validStake: minor('valid_stake'),
  win: minor('win'),
  deposits: minor('deposits'),
  /** How many first deposits the hour saw, and what they came to. */
  firstDeposits: integer('first_deposits').notNull().default(0),
  firstDepositAmount: minor('first_deposit_amount'),
  /** Money out of the wallet for withdrawals, less what came back to it. */
  withdrawals: minor('withdrawals'),
  bonuses: minor('bonuses'),
  rebates: minor('rebates'),
};
const figures = { hour: ts('hour').notNull(), ...amounts };

export const memberHourStats = pgTable(
  'member_hour_stats',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ...figures,
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour] }),
    // A period's rows of a whole team: one range of hours.
    index('member_hour_stats_hour_idx').on(t.hour, t.memberId),
    // Who bet in a period: the index alone answers it.
    index('member_hour_stats_bettors_idx')
      .on(t.hour, t.memberId)
      .where(sql`${t.bets} > 0`),
  ],
);

/**
 * The same figures summed over every account below an upline, at any depth. A busy team's hour is
 * spread over a few shard rows (by member), so members of one team do not queue on one row.
 */
export const teamHourStats = pgTable(
  'team_hour_stats',
  {
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    shard: smallint('shard').notNull(),
    ...figures,
  },
  (t) => [primaryKey({ columns: [t.uplineId, t.hour, t.shard] })],
);

/** A member's UTC day: its hours summed, and which of them had a bet (bit h for hour h), for counting who bet. */
export const memberDayStats = pgTable(
  'member_day_stats',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    ...amounts,
    betHours: integer('bet_hours').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('member_day_stats_day_idx').on(t.day, t.memberId)],
);

/** A member's UTC month (`month` is its first day): its days summed, and which had a bet (bit d - 1 for day d). */
export const memberMonthStats = pgTable(
  'member_month_stats',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    month: date('month', { mode: 'string' }).notNull(),
    ...amounts,
    betDays: integer('bet_days').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] }), index('member_month_stats_month_idx').on(t.month, t.memberId)],
);

/** An upline's team per UTC day, spread over the same shards as its hours. */
export const teamDayStats = pgTable(
  'team_day_stats',
  {
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    ...amounts,
  },
  (t) => [primaryKey({ columns: [t.uplineId, t.day, t.shard] })],
);

/**
 * How often each upline's report figures or team have changed, per shard. Every write of the
 * figures above, and every change of team_members, adds one in the same transaction (migration
 * 0023's trigger for the team), so a report computed after reading the sum is exact for as long as
 * the sum stays the same: the agent centre keeps its answers under it (agent/report-cache.ts).
 */
export const teamStatsVersions = pgTable(
  'team_stats_versions',
  {
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    shard: smallint('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.uplineId, t.shard] })],
);
