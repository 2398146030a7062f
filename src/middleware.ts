import { sequence } from 'astro:middleware';
import { authRedirect } from './guards/auth-redirect.ts';
import { locale } from './guards/locale.ts';
import { pageCache } from './guards/page-cache.ts';
import { roleGates } from './guards/role-gates.ts';
import { securityHeaders } from './guards/security-headers.ts';
import { session } from './guards/session.ts';
import { systemStatus } from './guards/system-status.ts';
import { tokenAdoption } from './guards/token-adoption.ts';

/*
 * The request path of a page (ARCHITECTURE.md). Security headers come first so that they wrap
 * every response, including the screens and redirects of the guards after them. A sign-in link's
 * code is traded for a session before the session is read (token-adoption.ts). The page cache
 * comes last: only what every guard let through as an anonymous, public page can be shared.
 */
export const onRequest = sequence(securityHeaders, locale, systemStatus, tokenAdoption, session, authRedirect, roleGates, pageCache);
