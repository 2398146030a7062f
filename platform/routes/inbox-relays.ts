import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { ok } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { unreadCount } from '../services/inbox.ts';

/** The member's inbox relays (CONTRACT.md 1.5, module INBOX3). */
export const inboxRelaysRoutes = () =>
  new Hono<AppEnv>().get('/CSP_unreadCount', requireSession, async (c) => ok(c, await unreadCount(c.var.platform, c.var.member.memberId)));
