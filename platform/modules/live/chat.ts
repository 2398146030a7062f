import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { CHAT_HISTORY, CHAT_MESSAGE_MAX, type ChatMessage } from '../../../contract/centres.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { isTrialType } from '../../../contract/limits.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume } from '../../core/rate-limit.ts';
import { chatMessages, chatPasses, members, sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../identity/index.ts';

/** How long a chat page's pass lets its member post; it ends sooner with the site session. */
export const CHAT_PASS_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Messages a member may post, in every table together, and chat pages they may open (each makes a
 * pass); windows with a message in ES and EN (platform/rate-limits.test.ts).
 */
export const CHAT_LIMITS = {
  member: { name: 'chat-member', limit: 5, windowMs: 60_000 },
  passes: { name: 'chat-pass', limit: 30, windowMs: 60_000 },
};

/** A visitor's chat address names the table only: it reads, and asks to log in to post. */
const PUBLIC_KEY = /^table-([1-9]\d{0,8})$/;
export const publicChatKey = (tableId: number) => `table-${tableId}`;

/**
 * The chat page's address for a table: a member with a real account gets a pass of their own in
 * it (only its hash is kept), which posts as them until it expires or their site session ends;
 * visitors and trial accounts get the table's public page, which only reads.
 */
export const chatUrlFor = async (p: Platform, tableId: number, member: SessionMember | null, lang: ShippedLanguage): Promise<string> => {
  if (!member || isTrialType(member.type)) return `/gs/chat/${publicChatKey(tableId)}`;
  await consume(p, CHAT_LIMITS.passes, String(member.memberId));
  const token = newToken();
  await p.db.insert(chatPasses).values({
    tokenHash: hashToken(token),
    tableId,
    memberId: member.memberId,
    siteSessionId: member.sessionId,
    language: lang,
    expiresAt: new Date(p.now().getTime() + CHAT_PASS_TTL_MS),
  });
  return `/gs/chat/${token}`;
};

export interface ChatPass {
  tableId: number;
  /** The member who posts, or null on a visitor's page. */
  member: { id: number; author: string } | null;
  language: ShippedLanguage | null;
}

/**
 * What a chat address names: a table's public page, or a member's pass. A pass past its time, or
 * whose site session has ended (logout, idle, its account no longer active), reads as the table's
 * public page, so the chat stays readable and asks to log in again to post.
 */
export const resolveChatKey = async (p: Platform, key: string): Promise<ChatPass> => {
  const open = PUBLIC_KEY.exec(key);
  if (open) return { tableId: Number(open[1]), member: null, language: null };
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new PlatformError('game.session.invalid');
  const [row] = await p.db
    .select({
      pass: chatPasses,
      nickname: members.nickname,
      status: members.status,
      lastSeenAt: sessions.lastSeenAt,
      ends: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(chatPasses)
    .innerJoin(sessions, eq(sessions.id, chatPasses.siteSessionId))
    .innerJoin(members, eq(members.id, chatPasses.memberId))
    .where(eq(chatPasses.tokenHash, hashToken(key)))
    .limit(1);
  if (!row) throw new PlatformError('game.session.invalid');
  const now = p.now().getTime();
  const live =
    row.pass.expiresAt.getTime() > now &&
    row.revokedAt === null &&
    row.status === 'active' &&
    row.ends.getTime() > now &&
    row.lastSeenAt.getTime() + p.env.SESSION_IDLE_MINUTES * 60_000 > now;
  const language = row.pass.language === 'EN' ? 'EN' : 'ES';
  return { tableId: row.pass.tableId, member: live ? { id: row.pass.memberId, author: row.nickname } : null, language };
};

const toMessage = (row: typeof chatMessages.$inferSelect): ChatMessage => ({ id: row.id, author: row.author, text: row.body, at: row.createdAt.getTime() });

/** A table's latest CHAT_HISTORY messages, oldest first; only those after `after` when given. */
export const chatHistory = async (p: Platform, tableId: number, after?: number): Promise<ChatMessage[]> => {
  const rows = await p.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.tableId, tableId), after === undefined ? undefined : gt(chatMessages.id, after)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY);
  return rows.reverse().map(toMessage);
};

/**
 * A message as it is kept: Unicode-normalised, every run of white space (line breaks too) folded
 * into one space, trimmed. Control characters never get here: the body reader refuses them. It is
 * plain text, shown as text everywhere, so markup in it is only characters.
 */
export const chatText = (raw: string): string => {
  const text = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (!text) throw new PlatformError('chat.message.empty');
  if ([...text].length > CHAT_MESSAGE_MAX) throw new PlatformError('chat.message.too.long');
  return text;
};

/** Posts a member's message to the table their pass names, counted against their limit first. */
export const postChatMessage = async (p: Platform, pass: ChatPass, raw: string): Promise<ChatMessage> => {
  if (!pass.member) throw new PlatformError('chat.login.required');
  const text = chatText(raw);
  await consume(p, CHAT_LIMITS.member, String(pass.member.id));
  const [row] = await p.db
    .insert(chatMessages)
    .values({ tableId: pass.tableId, memberId: pass.member.id, author: pass.member.author, body: text, createdAt: p.now() })
    .returning();
  return toMessage(row!);
};

/** Clears passes past their time; the messages stay. */
export const prunePasses = async (p: Platform): Promise<number> =>
  (await p.db.delete(chatPasses).where(lt(chatPasses.expiresAt, p.now())).returning({ id: chatPasses.id })).length;
