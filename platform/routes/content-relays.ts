import { Hono } from 'hono';
import { announcementsQuerySchema } from '../../contract/content.ts';
import type { AppEnv } from '../context.ts';
import { ok, readQuery } from '../lib/http.ts';
import { listAnnouncements } from '../services/content-announcements.ts';

/**
 * Content relays. Public: the answer is the same with or without a session, so `Authorization` is
 * not read (CONTRACT.md 4.7; pop-up audiences are chosen by the client).
 */
export const contentRelaysRoutes = () =>
  new Hono<AppEnv>().get('/MCSFE_getListAnnouncements', async (c) =>
    ok(c, await listAnnouncements(c.var.platform, c.var.lang, readQuery(c, announcementsQuerySchema))),
  );
