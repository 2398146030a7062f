import { isIP } from 'node:net';

/** An address as a number. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is read as the IPv4 it carries. */
export interface IpAddress {
  family: 4 | 6;
  value: bigint;
}

export interface Cidr {
  family: 4 | 6;
  network: bigint;
  prefix: number;
  mask: bigint;
}

const BITS = { 4: 32, 6: 128 } as const;
const MAPPED = 0xffffn << 32n;

const maskOf = (family: 4 | 6, prefix: number) => {
  const all = (1n << BigInt(BITS[family])) - 1n;
  return all ^ ((1n << BigInt(BITS[family] - prefix)) - 1n);
};

const parseV4 = (text: string): bigint | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Leading zeros are refused: some parsers read them as octal, so their meaning is ambiguous.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
};

const parseV6 = (text: string): bigint | null => {
  // Zone ids name an interface of one machine; they never arrive from the internet.
  if (text.includes('%') || isIP(text) !== 6) return null;
  let s = text;
  if (s.includes('.')) {
    const at = s.lastIndexOf(':');
    const v4 = parseV4(s.slice(at + 1));
    if (v4 === null) return null;
    s = `${s.slice(0, at + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [left = '', right, ...rest] = s.split('::');
  if (rest.length) return null;
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const fill = right === undefined ? 0 : 8 - head.length - tail.length;
  if (right !== undefined && fill < 1) return null;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...tail];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(`0x${g}`), 0n);
};

const parseRaw = (text: string): IpAddress | null => {
  const v4 = parseV4(text);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseV6(text);
  return v6 === null ? null : { family: 6, value: v6 };
};

export const parseIp = (text: string): IpAddress | null => {
  const ip = parseRaw(text.trim());
  if (ip?.family === 6 && ip.value >> 32n === 0xffffn) return { family: 4, value: ip.value & 0xffffffffn };
  return ip;
};

/** `a.b.c.d/n` or `x:y::/n`; a bare address is a one-address range. Host bits are cleared. */
export const parseCidr = (text: string): Cidr | null => {
  const [addr = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length) return null;
  let ip = parseRaw(addr);
  if (!ip) return null;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  let prefix = prefixText === undefined ? BITS[ip.family] : Number(prefixText);
  if (prefix > BITS[ip.family]) return null;
  // A range inside the IPv4-mapped block is the IPv4 range it maps, so both spellings match alike.
  if (ip.family === 6 && prefix >= 96 && ip.value >> 32n === 0xffffn) {
    ip = { family: 4, value: ip.value & 0xffffffffn };
    prefix -= 96;
  }
  const mask = maskOf(ip.family, prefix);
  return { family: ip.family, network: ip.value & mask, prefix, mask };
};

export const cidrContains = (cidr: Cidr, ip: IpAddress): boolean => {
  if (cidr.family === ip.family) return (ip.value & cidr.mask) === cidr.network;
  // An IPv6 range that covers the mapped block (e.g. ::/0) covers those IPv4 addresses too.
  if (cidr.family === 6) return ((MAPPED | ip.value) & cidr.mask) === cidr.network;
  return false;
};

const formatV6 = (value: bigint): string => {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  // RFC 5952: the longest run of two or more zero groups becomes "::", the first one on a tie.
  let best = { start: -1, len: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.len) best = { start: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.len).join(':')}`;
};

/** The canonical spelling, as stored and listed. */
export const formatCidr = (cidr: Cidr): string => {
  const address =
    cidr.family === 4
      ? [24n, 16n, 8n, 0n].map((shift) => String((cidr.network >> shift) & 0xffn)).join('.')
      : formatV6(cidr.network);
  return `${address}/${cidr.prefix}`;
};
