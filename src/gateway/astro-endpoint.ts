import type { APIRoute } from 'astro';
import { resolveClientIp } from './client-address.ts';
import { serverEnv } from './server-env.ts';
import { handleGateway } from './gateway.ts';
import { offerApiCalls } from './node-api.ts';

export { resolveClientIp };

// Loaded with the site's middleware, on its first request: from then on the Node server hands the
// platform calls to the gateway itself (node-api.ts), and these endpoints answer only the others
// (a path only Astro's decoding reads as a call).
offerApiCalls();

/** The catch-all endpoints under /wps, /lgw and /lotto all answer through the gateway. */
export const gatewayEndpoint: APIRoute = ({ request, clientAddress }) =>
  handleGateway(request, { clientIp: resolveClientIp(clientAddress, request.headers.get('x-forwarded-for')) });

const artNotFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=60' } });

/**
 * `/cdn/…`: the embedded platform's generated art. In proxy mode the real platform serves its art
 * from its own image host, so this server has none and never boots an embedded platform for it.
 */
export const artEndpoint: APIRoute = (context) => (serverEnv().PLATFORM_API_URL ? artNotFound() : gatewayEndpoint(context));
