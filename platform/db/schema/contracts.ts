import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTRACT_KINDS, CONTRACT_STATUS_LETTERS, type PeriodFigures, type Terms } from '../../../contract/agent-contracts.ts';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/**
 * An agent contract: who holds it, of what kind, and who offers it (null: the site). These facts
 * never change; everything that does (status, terms) is a version below.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    /** The contract in force that this one ends once its holder accepts it. */
    replacesId: bigint('replaces_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('agent_contracts_holder_idx').on(t.holderId, t.kind), index('agent_contracts_upline_idx').on(t.uplineId, t.kind)],
);

/**
 * Every change of a contract, as a new row: its status (wire letters), terms, who wrote it (null:
 * the operator or the settlement), when and why. The newest version is the contract's state; two
 * writers of the same next version collide on the key, so no transition is applied twice.
 */
export const agentContractVersions = pgTable(
  'agent_contract_versions',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    version: integer('version').notNull(),
    status: text('status', { enum: CONTRACT_STATUS_LETTERS }).notNull(),
    terms: jsonb('terms').$type<Terms>().notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => members.id),
    note: text('note'),
    /** The client's request id: a retried act answers the version it wrote. */
    requestId: text('request_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.version] }),
    uniqueIndex('agent_contract_versions_request_idx')
      .on(t.actorId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    check('agent_contract_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * What one contract paid for one period: the figures read, the tier met, the reward, what was
 * passed down, and the payout with its ledger transaction. One row per (contract, period): a
 * re-run, a crash or a second server never pays twice.
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The version whose terms applied. */
    version: integer('version').notNull(),
    figures: jsonb('figures').$type<PeriodFigures>().notNull(),
    tier: integer('tier'),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    passedDown: bigint('passed_down', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.periodStart] }),
    index('contract_settlements_holder_idx').on(t.holderId, t.kind, t.periodStart),
    check('contract_settlements_payout_check', sql`${t.payout} >= 0 and ${t.reward} >= 0 and ${t.passedDown} >= 0`),
  ],
);

/** A kind's period whose every contract is settled: the scheduler starts after the newest. */
export const contractSettlementRuns = pgTable(
  'contract_settlement_runs',
  {
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    /** The dividend cycle, or the kind again for a salary. */
    cycle: text('cycle').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    contracts: integer('contracts').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.cycle, t.periodStart] })],
);
