import type { MiddlewareHandler } from 'astro';
import { routeForPath } from '../routes.ts';

/**
 * Account-type gates (SPEC sections 4 and 6): a trial account opens no member or agent page and
 * goes home; any other non-agent on the agent centre goes to the agent login page.
 */
export const roleGates: MiddlewareHandler = (context, next) => {
  const role = routeForPath(context.url.pathname)?.role;
  const { member, isAgent, isTrial } = context.locals;
  if (!role || !member) return next();
  if (isTrial && (role === 'member' || role === 'agent')) return context.redirect('/', 302);
  if (role === 'agent' && !isAgent) return context.redirect('/agent', 302);
  return next();
};
