import type { APIRoute } from 'astro';
import { clientIp } from '../../platform/lib/client-ip.ts';
import { serverEnv } from '../lib/server-env.ts';
import { handleGateway } from './gateway.ts';

/** The caller's address: the socket's, or the one TRUST_PROXY's hops vouch for. */
export const resolveClientIp = (clientAddress: string, forwardedFor: string | null): string =>
  clientIp(clientAddress, forwardedFor ?? undefined, serverEnv().TRUST_PROXY);

/** The catch-all endpoints under /wps, /lgw and /lotto all answer through the gateway. */
export const gatewayEndpoint: APIRoute = ({ request, clientAddress }) =>
  handleGateway(request, { clientIp: resolveClientIp(clientAddress, request.headers.get('x-forwarded-for')) });
