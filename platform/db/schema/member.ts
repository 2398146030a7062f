import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { memberRef } from './identity.ts';

/** Platform messages to one member (the member centre's inbox); unread until `read_at` is set. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [index('member_messages_unread_idx').on(t.memberId, t.readAt)],
);
