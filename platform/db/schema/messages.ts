import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Platform messages to one member (the member centre's inbox); unread until `read_at` is set. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [index('member_messages_unread_idx').on(t.memberId, t.readAt)],
);
