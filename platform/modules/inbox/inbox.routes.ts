import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson, readQuery } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { deleteInboxMessages, inboxPage, markInboxRead, unreadCount } from './inbox.ts';

/** The member's inbox relays (CONTRACT.md 1.5, module INBOX3): a session's own messages only. */
export const inboxRelaysRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.unreadCount, requireSession, async (c) => ok(c, await unreadCount(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.inbox, requireSession, async (c) => ok(c, await inboxPage(c.var.platform, c.var.member.memberId, c.var.lang, readQuery(c, S.inbox.query))))
    .on(ENDPOINTS.markInboxRead, requireSession, async (c) =>
      ok(c, await markInboxRead(c.var.platform, c.var.member.memberId, await readJson(c, S.markInboxRead.body))),
    )
    .on(ENDPOINTS.deleteInbox, requireSession, async (c) =>
      ok(c, await deleteInboxMessages(c.var.platform, c.var.member.memberId, await readJson(c, S.deleteInbox.body))),
    ).app;
