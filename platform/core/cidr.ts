import ipaddr from 'ipaddr.js';

/** An address as ipaddr.js reads it. */
export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;
/** A range: its network address (host bits cleared) and prefix length, the pair ipaddr.js matches against. */
export type IpRange = [IpAddress, number];

const { IPv4, IPv6 } = ipaddr;

const isFourPartDecimal = (text: string) => IPv4.isValidFourPartDecimal(text);

/**
 * ipaddr.js also reads the legacy spellings `inet_aton` takes (`127.1`, `0x7f.0.0.1`, `010.0.0.1`);
 * parsers disagree on what they mean, so only four decimal parts without leading zeros are taken,
 * in an IPv6 tail too. Zone ids (`fe80::1%eth0`) name an interface of one machine and never arrive
 * from the internet.
 */
const strictAddress = (text: string): IpAddress | null => {
  if (isFourPartDecimal(text)) return IPv4.parse(text);
  if (text.includes('%') || !IPv6.isValid(text)) return null;
  if (text.includes('.') && !isFourPartDecimal(text.slice(text.lastIndexOf(':') + 1))) return null;
  return IPv6.parse(text);
};

export const isIpv6 = (ip: IpAddress): ip is ipaddr.IPv6 => ip instanceof IPv6;

/** An address, or null. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is read as the IPv4 it carries. */
export const parseIp = (text: string): IpAddress | null => {
  const ip = strictAddress(text.trim());
  return ip instanceof IPv6 && ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
};

/** The canonical spelling: dotted IPv4, RFC 5952 IPv6 (lower case, longest zero run as `::`). */
export const formatIp = (ip: IpAddress): string => (ip instanceof IPv6 ? ip.toRFC5952String() : ip.toString());

/** `a.b.c.d/n` or `x:y::/n`, or null; a bare address is a one-address range. Host bits are cleared. */
export const parseCidr = (text: string): IpRange | null => {
  const [addressText = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  const ip = strictAddress(addressText);
  if (!ip) return null;
  const bits = ip instanceof IPv6 ? 128 : 32;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  // A range inside the IPv4-mapped block is the IPv4 range it maps, so both spellings match alike.
  if (ip instanceof IPv6 && prefix >= 96 && ip.isIPv4MappedAddress()) {
    return [IPv4.networkAddressFromCIDR(`${ip.toIPv4Address().toString()}/${prefix - 96}`), prefix - 96];
  }
  const network = ip instanceof IPv6 ? IPv6.networkAddressFromCIDR(`${ip.toString()}/${prefix}`) : IPv4.networkAddressFromCIDR(`${ip.toString()}/${prefix}`);
  return [network, prefix];
};

/** The canonical spelling of a range, as stored and listed. */
export const formatCidr = ([network, prefix]: IpRange): string => `${formatIp(network)}/${prefix}`;

export const cidrContains = (range: IpRange, ip: IpAddress): boolean => {
  const [network] = range;
  if (network.kind() === ip.kind()) return ip.match(range);
  // An IPv6 range that covers the mapped block (e.g. ::/0) covers those IPv4 addresses too.
  return ip instanceof IPv4 && network instanceof IPv6 && ip.toIPv4MappedAddress().match(range);
};
