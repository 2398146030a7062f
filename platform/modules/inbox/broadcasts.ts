import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from '../../../contract/inbox.ts';
import { isAgentType, TRIAL_TYPE } from '../../../contract/limits.ts';
import { sanitizeHtml, textOfHtml } from '../../../contract/sanitize-server.ts';
import type { Platform } from '../../context.ts';
import { hasControlCharacter } from '../../core/control-characters.ts';
import { fail } from '../../core/errors.ts';
import { operatorText, operatorTitle } from '../../core/operator-text.ts';
import { memberMessages, members, messageBroadcasts } from '../../db/schema/index.ts';
import { breakInForce, onBreakSql } from '../responsible/index.ts';

/*
 * An operator's message to the inbox (`messages send`): to one member, to an agent and the whole
 * team below them, or to every account. The texts come in Spanish and English; the HTML is
 * sanitised before it is stored, and refused when nothing readable is left. Trial accounts have
 * no inbox. The broadcast and every recipient's row are written in one transaction.
 */

export const BROADCAST_AUDIENCES = ['member', 'team', 'all'] as const;

const title = operatorTitle(MESSAGE_TITLE_MAX);

const content = z
  .string()
  .max(MESSAGE_CONTENT_MAX)
  .refine((html) => !hasControlCharacter(html, { multiLine: true }), 'control_character')
  .transform((html) => sanitizeHtml(html).trim())
  .refine((html) => textOfHtml(html).trim() !== '' || /<img\b/.test(html), 'nothing readable is left once the HTML is cleaned');

export const broadcastInputSchema = z
  .object({
    to: z.enum(BROADCAST_AUDIENCES),
    /** The member, or the agent whose team; none for everyone. */
    account: z.string().trim().toLowerCase().min(1).max(64).optional(),
    titleEs: title,
    titleEn: title,
    contentEs: content,
    contentEn: content,
    by: operatorText(64),
  })
  .refine((input) => (input.to === 'all') === (input.account === undefined), {
    path: ['account'],
    message: 'an account for a member or a team, none for everyone',
  });

export const broadcastListInputSchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(20) });

export interface OperatorBroadcast {
  id: number;
  sentAt: string;
  to: (typeof BROADCAST_AUDIENCES)[number];
  account: string | null;
  titleEs: string;
  titleEn: string;
  recipients: number;
  read: number;
  by: string;
}

const targetOf = async (p: Platform, input: z.infer<typeof broadcastInputSchema>) => {
  if (input.account === undefined) return null;
  const [target] = await p.db.select({ id: members.id, type: members.type }).from(members).where(eq(members.account, input.account));
  if (!target || target.type === TRIAL_TYPE) return fail('request_param_err', { fields: { account: ['unknown_account'] } });
  if (input.to === 'team' && !isAgentType(target.type)) return fail('request_param_err', { fields: { account: ['not_an_agent'] } });
  return target.id;
};

/** Sends the message; answers the broadcast with its count of recipients. */
export const sendBroadcast = async (p: Platform, raw: z.infer<typeof broadcastInputSchema>): Promise<OperatorBroadcast> => {
  const input = broadcastInputSchema.parse(raw);
  const targetId = await targetOf(p, input);
  const id = await p.db.transaction(async (tx) => {
    const [broadcast] = await tx
      .insert(messageBroadcasts)
      .values({
        audience: input.to,
        targetMemberId: targetId,
        titleEs: input.titleEs,
        contentEs: input.contentEs,
        titleEn: input.titleEn,
        contentEn: input.contentEn,
        sentBy: input.by,
        recipients: 0,
        createdAt: p.now(),
      })
      .returning({ id: messageBroadcasts.id });
    const broadcastId = broadcast!.id;
    const now = p.now();
    // Operators' messages are marketing: a member on a time-out or self-exclusion gets none.
    if (input.to === 'member') {
      if (!(await breakInForce(tx, targetId!, now))) await tx.insert(memberMessages).values({ memberId: targetId!, broadcastId, createdAt: now });
    } else if (input.to === 'team') {
      await tx.execute(sql`
        with recursive team(id) as (
          select ${targetId}::bigint
          union
          select m.id from members m join team on m.parent_id = team.id
        )
        insert into member_messages (member_id, broadcast_id, created_at)
        select m.id, ${broadcastId}, ${now.toISOString()}::timestamptz from team join members m on m.id = team.id
        where m.type <> ${TRIAL_TYPE} and not ${onBreakSql(sql.raw('m.id'), now)}`);
    } else {
      await tx.execute(sql`
        insert into member_messages (member_id, broadcast_id, created_at)
        select m.id, ${broadcastId}, ${now.toISOString()}::timestamptz from members m
        where m.type <> ${TRIAL_TYPE} and not ${onBreakSql(sql.raw('m.id'), now)}`);
    }
    const [sent] = await tx.select({ n: count() }).from(memberMessages).where(eq(memberMessages.broadcastId, broadcastId));
    await tx
      .update(messageBroadcasts)
      .set({ recipients: sent?.n ?? 0 })
      .where(eq(messageBroadcasts.id, broadcastId));
    return broadcastId;
  });
  const [sent] = await listBroadcasts(p, { limit: 1 }, id);
  return sent!;
};

/** The messages operators sent, newest first, with how many recipients have read each. */
export const listBroadcasts = async (p: Platform, { limit }: { limit: number }, onlyId?: number): Promise<OperatorBroadcast[]> => {
  const target = alias(members, 'target');
  const rows = await p.db
    .select({
      id: messageBroadcasts.id,
      sentAt: messageBroadcasts.createdAt,
      to: messageBroadcasts.audience,
      account: target.account,
      titleEs: messageBroadcasts.titleEs,
      titleEn: messageBroadcasts.titleEn,
      recipients: messageBroadcasts.recipients,
      read: sql<number>`(select count(*) from ${memberMessages} where ${memberMessages.broadcastId} = ${messageBroadcasts.id} and ${memberMessages.readAt} is not null)`.mapWith(
        Number,
      ),
      by: messageBroadcasts.sentBy,
    })
    .from(messageBroadcasts)
    .leftJoin(target, eq(target.id, messageBroadcasts.targetMemberId))
    .where(onlyId === undefined ? undefined : eq(messageBroadcasts.id, onlyId))
    .orderBy(desc(messageBroadcasts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
};
