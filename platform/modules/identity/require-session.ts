import { createMiddleware } from 'hono/factory';
import { isTrialType } from '../../../contract/limits.ts';
import type { AppEnv } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { resolveSession } from './sessions.ts';

/** The raw token: `Authorization: <token>` as the real client sends it, or with a Bearer prefix. */
export const tokenOf = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '').trim() || null;

/** Requires a live session; a missing or dead one is HTTP 401 `login.not.session`. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const member = await resolveSession(c.var.platform, tokenOf(c.req.header('authorization')));
  if (!member) throw new PlatformError('login.not.session');
  c.set('member', member);
  await next();
});

/** After requireSession: trial (free-play) accounts are refused with `in_need_true_account` (SPEC section 8). */
export const requireRealAccount = createMiddleware<AppEnv>(async (c, next) => {
  if (isTrialType(c.var.member.type)) throw new PlatformError('in_need_true_account');
  await next();
});
