import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/*
 * The figures of the agent centre's reports, kept per UTC hour in the same database transaction as
 * the bet rows and postings they come from (platform/modules/reports/stats.ts). Hours serve any
 * zone whose offset is whole hours; a report for another zone reads the rows themselves.
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

/** What one member's bets and wallet saw in one hour. Bets count in the hour they were placed, settled or not. */
const figures = {
  hour: ts('hour').notNull(),
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
