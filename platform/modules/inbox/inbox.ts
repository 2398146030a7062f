import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { InboxChange, InboxMessage, InboxPage, InboxQuery, InboxSelection } from '../../../contract/inbox.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMoney } from '../../../contract/money-format.ts';
import { fill } from '../../../contract/fill.ts';
import { sanitizeHtml } from '../../../contract/sanitize-server.ts';
import en from '../../../locales/en/inbox.json' with { type: 'json' };
import es from '../../../locales/es/inbox.json' with { type: 'json' };
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { memberMessages, messageBroadcasts } from '../../db/schema/index.ts';
import { marketLocaleOf } from '../system/index.ts';

/*
 * The member's platform messages (INBOX3): an operator's messages, kept once per send in both
 * shipped languages, and the system's messages about the member's own money, kept as a template
 * and its values and written in the member's language when read. A deleted message stays in the
 * table with `deleted_at` set, out of every count and list.
 */

/** The system's messages and the values each one fills in. */
export const SYSTEM_TEMPLATES = [
  'depositPaid',
  'withdrawalPaid',
  'withdrawalRejected',
  'rebateCredited',
  'referralReward',
  'bonusCredited',
  'redemptionApproved',
  'redemptionRejected',
  'applicationRejected',
] as const;
export type SystemTemplate = (typeof SYSTEM_TEMPLATES)[number];

export interface SystemMessage {
  memberId: number;
  template: SystemTemplate;
  /** `amount` (a decimal, e.g. `150.00`) with its `currency` for money, and the template's other values. */
  params: Record<string, string>;
}

// Imported, not read from disk, so the words travel inside the server bundle.
const WORDS: Record<ShippedLanguage, Readonly<Record<string, string>>> = { ES: es, EN: en };

const word = (lang: ShippedLanguage, key: string) => WORDS[lang][key] ?? WORDS.EN[key] ?? key;

/** A system message's title and HTML, in `lang`; its values are escaped before they go in. */
export const writeSystemMessage = (template: string, params: Readonly<Record<string, string>>, lang: ShippedLanguage, locale: string) => {
  const values: Record<string, string> = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, escapeUTF8(value)]));
  if (params.amount && params.currency) values.amount = escapeUTF8(formatMoney(params.amount, { locale, currency: params.currency }));
  return {
    title: fill(word(lang, `inbox.system.${template}.title`), values),
    content: `<p>${fill(word(lang, `inbox.system.${template}.content`), values)}</p>`,
  };
};

/** Writes system messages in the caller's transaction, so a message exists only if its money moved. */
export const sendSystemMessages = async (tx: Db | Tx, messages: readonly SystemMessage[]) => {
  if (messages.length) await tx.insert(memberMessages).values(messages.map((m) => ({ memberId: m.memberId, template: m.template, params: m.params })));
};

const liveOf = (memberId: number) => and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));

/** How many platform messages a member has not read yet (`CSP_unreadCount`). */
export const unreadCount = async (p: Pick<Platform, 'db'>, memberId: number): Promise<number> => {
  const [row] = await p.db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(liveOf(memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
};

/** One page of the inbox, newest first, in `lang` (`CSP_getInbox`). */
export const inboxPage = async (p: Platform, memberId: number, lang: ShippedLanguage, query: InboxQuery): Promise<InboxPage> => {
  const english = lang === 'EN';
  const [rows, [totals], locale] = await Promise.all([
    p.db
      .select({
        id: memberMessages.id,
        template: memberMessages.template,
        params: memberMessages.params,
        createdAt: memberMessages.createdAt,
        readAt: memberMessages.readAt,
        title: english ? messageBroadcasts.titleEn : messageBroadcasts.titleEs,
        content: english ? messageBroadcasts.contentEn : messageBroadcasts.contentEs,
      })
      .from(memberMessages)
      .leftJoin(messageBroadcasts, eq(messageBroadcasts.id, memberMessages.broadcastId))
      .where(liveOf(memberId))
      .orderBy(desc(memberMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    p.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${memberMessages.readAt} is null)`.mapWith(Number) })
      .from(memberMessages)
      .where(liveOf(memberId)),
    marketLocaleOf(p, lang),
  ]);
  const list = rows.map((row): InboxMessage => {
    const text = row.template
      ? writeSystemMessage(row.template, row.params ?? {}, lang, locale)
      : // Cleaned again on the way out, so a row changed straight in the database is still safe.
        { title: row.title ?? '', content: sanitizeHtml(row.content ?? '') };
    return {
      id: String(row.id),
      kind: row.template ? 'system' : 'notice',
      ...text,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
  });
  return { list, total: totals?.total ?? 0, unread: totals?.unread ?? 0, page: query.page, pageSize: query.pageSize };
};

const selected = (memberId: number, selection: InboxSelection) =>
  and(liveOf(memberId), 'ids' in selection ? inArray(memberMessages.id, selection.ids.map(Number)) : undefined);

/** Marks messages read; one already read, or not the member's, is left as it is. */
export const markInboxRead = async (p: Platform, memberId: number, selection: InboxSelection): Promise<InboxChange> => {
  const changed = await p.db
    .update(memberMessages)
    .set({ readAt: p.now() })
    .where(and(selected(memberId, selection), isNull(memberMessages.readAt)))
    .returning({ id: memberMessages.id });
  return { changed: changed.length, unread: await unreadCount(p, memberId) };
};

/** Takes messages out of the inbox; one not the member's is left as it is. */
export const deleteInboxMessages = async (p: Platform, memberId: number, selection: InboxSelection): Promise<InboxChange> => {
  const changed = await p.db.update(memberMessages).set({ deletedAt: p.now() }).where(selected(memberId, selection)).returning({ id: memberMessages.id });
  return { changed: changed.length, unread: await unreadCount(p, memberId) };
};
