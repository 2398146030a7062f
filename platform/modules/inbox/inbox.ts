import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { memberMessages } from '../../db/schema/index.ts';

/** How many platform messages a member has not read yet (`CSP_unreadCount`). */
export const unreadCount = async (p: Platform, memberId: number): Promise<number> => {
  const [row] = await p.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
};

export interface NewMessage {
  memberId: number;
  title: string;
  content: string;
}

export const sendMessages = async (p: Pick<Platform, 'db'>, messages: readonly NewMessage[]) => {
  if (messages.length) await p.db.insert(memberMessages).values([...messages]);
};
