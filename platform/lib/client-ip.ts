import { isIP } from 'node:net';

/**
 * The caller's address: the socket's, unless TRUST_PROXY names how many proxy hops in front of
 * us append to X-Forwarded-For; then the entry that many hops from the right.
 */
export const clientIp = (socketIp: string | undefined, forwardedFor: string | undefined, trustedHops: number): string => {
  const socket = normalise(socketIp) ?? '0.0.0.0';
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const candidate = normalise(chain[chain.length - trustedHops]);
  return candidate ?? socket;
};

const normalise = (ip: string | undefined) => {
  if (!ip) return undefined;
  const bare = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return isIP(bare) ? bare : undefined;
};
