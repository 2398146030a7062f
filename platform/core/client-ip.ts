import { formatIp, parseIp } from './cidr.ts';

/**
 * The caller's address, in its canonical spelling: the socket's, unless TRUST_PROXY names how
 * many proxy hops in front of us append to X-Forwarded-For; then the entry that many hops from
 * the right. An IPv4-mapped IPv6 socket address (a dual-stack listener's) is its IPv4, so limits
 * and region rules see one address however it arrived.
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
  const known = spelled.get(ip);
  if (known !== undefined || spelled.has(ip)) return known;
  // A link-local socket address carries its interface (`fe80::1%eth0`); the address alone is the caller.
  const parsed = parseIp(ip.replace(/%[^%]*$/, ''));
  const canonical = parsed ? formatIp(parsed) : undefined;
  if (spelled.size >= SPELLED_MAX) spelled.clear();
  spelled.set(ip, canonical);
  return canonical;
};

// Every call reads its caller's address two or three times (site, platform, rate limits), and a
// busy caller sends many: the canonical spellings of recent addresses are kept.
const SPELLED_MAX = 10_000;
const spelled = new Map<string, string | undefined>();
