import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { unreadCount } from './inbox.ts';

/** The member's inbox relays (CONTRACT.md 1.5, module INBOX3). */
export const inboxRelaysRoutes = () =>
  endpointRouter().on(ENDPOINTS.unreadCount, requireSession, async (c) => ok(c, await unreadCount(c.var.platform, c.var.member.memberId))).app;
