import type { APIRoute } from 'astro';
import { clientIp } from '../../platform/core/client-ip.ts';
import { serverEnv } from './server-env.ts';
import { handleGateway } from './gateway.ts';

/** The caller's address: the socket's, or the one TRUST_PROXY's hops vouch for. */
export const resolveClientIp = (clientAddress: string, forwardedFor: string | null): string =>
  clientIp(clientAddress, forwardedFor ?? undefined, serverEnv().TRUST_PROXY);

/** The catch-all endpoints under /wps, /lgw and /lotto all answer through the gateway. */
export const gatewayEndpoint: APIRoute = ({ request, clientAddress }) =>
  handleGateway(request, { clientIp: resolveClientIp(clientAddress, request.headers.get('x-forwarded-for')) });

const artNotFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=60' } });

/**
 * `/cdn/…`: the embedded platform's generated art. In proxy mode the real platform serves its art
 * from its own image host, so this server has none and never boots an embedded platform for it.
 */
export const artEndpoint: APIRoute = (context) => (serverEnv().PLATFORM_API_URL ? artNotFound() : gatewayEndpoint(context));
