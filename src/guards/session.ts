import type { APIContext, MiddlewareHandler } from 'astro';
import { isAgentType, isTrialType } from '../../contract/limits.ts';
import { memberInfoSchema, type MemberInfo } from '../../contract/session.ts';
import { readPlatform } from '../gateway/platform-client.ts';
import { sessionCookieName, sessionCookieOptions, sessionTokenSchema } from '../gateway/session-cookie.ts';
import { serverEnv } from '../gateway/server-env.ts';
import { sessionMembers } from '../gateway/session-reads.ts';
import { skipsPageGuards } from '../routes.ts';
import { withHeaders } from './security-headers.ts';

/** The member behind a token, `ended` when the platform says the session is gone, `unknown` when it cannot say. */
export type MemberLookup = { kind: 'member'; member: MemberInfo } | { kind: 'ended' } | { kind: 'unknown' };

export interface SessionOptions {
  secureCookies(): boolean;
  lookup(token: string, context: APIContext): Promise<MemberLookup>;
}

const anonymous = (context: APIContext) => {
  context.locals.member = null;
  context.locals.isAgent = false;
  context.locals.isTrial = false;
};

/**
 * Resolves the session cookie to a member for this request. What the platform said is kept for
 * a second at most (src/gateway/session-reads.ts), and forgotten at once when the session changes
 * anything through the site. A session the platform has ended also loses its cookie.
 */
export const createSession =
  (options: SessionOptions): MiddlewareHandler =>
  async (context, next) => {
    anonymous(context);
    if (skipsPageGuards(context.url.pathname) || context.locals.screen) return next();
    const secure = options.secureCookies();
    const name = sessionCookieName(secure);
    const raw = context.cookies.get(name)?.value;
    if (raw === undefined) return next();
    const token = sessionTokenSchema.safeParse(raw);
    const found: MemberLookup = token.success ? await options.lookup(token.data, context) : { kind: 'ended' };
    if (found.kind === 'member') {
      context.locals.member = found.member;
      context.locals.isAgent = isAgentType(found.member.type);
      context.locals.isTrial = isTrialType(found.member.type);
    } else if (found.kind === 'ended') {
      context.cookies.delete(name, sessionCookieOptions(secure));
    }
    const response = await next();
    // A page rendered for a member is theirs alone: no shared cache may keep it.
    return found.kind === 'member' ? withHeaders(response, { 'Cache-Control': 'private, no-store' }) : response;
  };

/** The member behind a token, as this process read it within the last second (src/gateway/session-reads.ts), or asked now. */
export const lookupMember = async (token: string, context: Pick<APIContext, 'locals'>): Promise<MemberLookup> => {
  const kept = sessionMembers.get(token, Date.now());
  if (kept) return { kind: 'member', member: kept };
  const mark = sessionMembers.mark;
  const read = await readPlatform('/wps/member/info', memberInfoSchema, {
    clientIp: context.locals.clientIp,
    lang: context.locals.lang,
    token,
  });
  if (read.ok) {
    sessionMembers.set(token, read.value, Date.now(), mark);
    return { kind: 'member', member: read.value };
  }
  return read.status === 401 ? { kind: 'ended' } : { kind: 'unknown' };
};

export const session = createSession({
  secureCookies: () => serverEnv().secureCookies,
  lookup: lookupMember,
});
