import { bigint, bigserial, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { AGENT_RIGHTS } from '../../../contract/agent-register.ts';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/** The upline agent's own note on a direct downline; one per downline, since it has one upline. */
export const downlineRemarks = pgTable('downline_remarks', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  remark: text('remark').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What agents did to their downlines (lock, unlock, password reset, remark, account creation): the audit trail. */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    action: text('action', { enum: ['lock', 'unlock', 'password.reset', 'remark', 'create'] }).notNull(),
    ip: text('ip').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('agent_actions_member_idx').on(t.memberId, t.at)],
);

/** The contracts an agent may offer its downlines; a sub-agent holds a subset of its creator's. */
export const agentRights = pgTable(
  'agent_rights',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    right: text('right', { enum: AGENT_RIGHTS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.right] })],
);
