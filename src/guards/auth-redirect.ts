import type { MiddlewareHandler } from 'astro';
import { loginPathFor, routeForPath } from '../routes.ts';

/** A route that needs a session sends a visitor without one to the login page of its area. */
export const authRedirect: MiddlewareHandler = (context, next) => {
  const route = routeForPath(context.url.pathname);
  if (!route?.requiresAuth || context.locals.member || context.locals.screen) return next();
  return context.redirect(loginPathFor(route), 302);
};
