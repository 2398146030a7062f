import { clientIp } from '../../platform/core/client-ip.ts';
import { serverEnv } from './server-env.ts';

/** The caller's address: the socket's, or the one TRUST_PROXY's hops vouch for. */
export const resolveClientIp = (clientAddress: string, forwardedFor: string | null): string =>
  clientIp(clientAddress, forwardedFor ?? undefined, serverEnv().TRUST_PROXY);
