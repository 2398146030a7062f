import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAgentType, isTrialType } from '../../contract/limits.ts';
import { formatMinor } from '../../contract/wallet.ts';
import type { Db } from '../db/index.ts';
import { ledgerAccounts, members, outbox } from '../db/schema/index.ts';

export interface AccountRecord {
  account: string;
  type: number;
  role: 'agent' | 'trial' | 'member';
  parent: string | null;
  status: string;
  /** Wallet balance with two decimals, or null when the account has no wallet. */
  balance: string | null;
  currency: string | null;
}

const roleOf = (type: number): AccountRecord['role'] => (isAgentType(type) ? 'agent' : isTrialType(type) ? 'trial' : 'member');

/** Accounts in creation order, each with its upline and main wallet. */
export const listAccounts = async (db: Db, limit: number): Promise<AccountRecord[]> => {
  const parent = alias(members, 'parent');
  const rows = await db
    .select({
      account: members.account,
      type: members.type,
      status: members.status,
      parent: parent.account,
      balance: ledgerAccounts.balance,
      currency: ledgerAccounts.currency,
    })
    .from(members)
    .leftJoin(parent, eq(members.parentId, parent.id))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.kind, 'wallet')))
    .orderBy(asc(members.id), asc(ledgerAccounts.id))
    .limit(limit);
  return rows.map((r) => ({
    account: r.account,
    type: r.type,
    role: roleOf(r.type),
    parent: r.parent,
    status: r.status,
    balance: r.balance === null ? null : formatMinor(r.balance),
    currency: r.currency,
  }));
};

export interface OutboxRecord {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  body: string;
  meta: unknown;
  createdAt: string;
}

/** The newest messages first: what an SMS or e-mail provider would have delivered. */
export const readOutbox = async (db: Db, query: { channel?: 'sms' | 'email' | undefined; limit: number }): Promise<OutboxRecord[]> => {
  const rows = await db
    .select()
    .from(outbox)
    .where(query.channel ? eq(outbox.channel, query.channel) : undefined)
    .orderBy(desc(outbox.id))
    .limit(query.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
};
