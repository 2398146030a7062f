/**
 * Standard base64 (RFC 4648, with `=` padding) without `atob`/`Buffer`, so the same code runs in
 * the browser, in Node and in workers, on bytes rather than on binary strings.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Map(Array.from(ALPHABET, (ch, i) => [ch, i]));

export const toBase64 = (bytes: Uint8Array): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < 4; j++) out += j < chars ? ALPHABET[(chunk >> (18 - 6 * j)) & 63] : '=';
  }
  return out;
};

/** The bytes of a base64 text, or null when it is not canonical base64 (wrong length, stray characters). */
export const fromBase64 = (text: string): Uint8Array | null => {
  if (text.length % 4) return null;
  const body = text.replace(/={1,2}$/, '');
  const out = new Uint8Array(Math.floor((body.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const ch of body) {
    const value = VALUES.get(ch);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
};
