import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { ok } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { memberInfo } from '../services/member-info.ts';

export const memberRoutes = () =>
  new Hono<AppEnv>().get('/info', requireSession, async (c) => ok(c, await memberInfo(c.var.platform, c.var.member.memberId)));
