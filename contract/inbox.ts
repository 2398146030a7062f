import { z } from 'zod';

/*
 * Platform messages (module INBOX3). CONTRACT.md names `CSP_unreadCount` and `CSP_getInbox`; the
 * relays that mark messages read and delete them are our choice, named after their siblings.
 * A message's content is sanitised HTML in the language the call asks for.
 */

export const INBOX_PAGE_SIZE = 10;
/** The most messages one mark-read or delete call names. */
export const INBOX_MAX_IDS = 50;
/** What an operator's message may hold, per language. */
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 20_000;

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const MESSAGE_KINDS = ['notice', 'system'] as const;

export const inboxMessageSchema = z.object({
  id: z.string(),
  /** `notice`: sent by the operator; `system`: about the member's own money (a deposit, a withdrawal). */
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

const messageIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/** Some messages by id, or every message of the member (`all`). */
export const inboxSelectionSchema = z.union([
  z.object({ ids: z.array(messageIdSchema).min(1).max(INBOX_MAX_IDS) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type InboxSelection = z.infer<typeof inboxSelectionSchema>;

/** What a mark-read or delete call changed, and the unread count after it (for the header badge). */
export const inboxChangeSchema = z.object({ changed: z.number().int().min(0), unread: z.number().int().min(0) });
export type InboxChange = z.infer<typeof inboxChangeSchema>;
