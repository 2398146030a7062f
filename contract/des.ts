/**
 * Single DES (FIPS 46-3) in ECB mode with PKCS#7 padding, in plain TypeScript so the browser runs
 * it: the platform sends each customer-service link DES-encrypted with its key appended
 * (CONTRACT.md 3.4), and the client decodes it. It only keeps links away from scrapers; nothing
 * secret depends on it, so the code follows the standard table by table, on arrays of bits,
 * rather than racing for speed or constant time.
 */
import { fromBase64 } from './base64.ts';

const BLOCK = 8;

const IP = [58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
  57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7];
/** The final permutation undoes the initial one. */
const FP = IP.map((_, i) => IP.indexOf(i + 1) + 1);
const E = [32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17,
  16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1];
const P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25];
const PC1 = [57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4];
const PC2 = [14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
  41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
/** Each S-box as 4 rows of 16, flattened; row from the outer bits, column from the inner four. */
const S = [
  [14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
    4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13],
  [15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
    0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9],
  [10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
    13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12],
  [7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
    10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14],
  [2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
    4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3],
  [12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
    9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13],
  [4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
    1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12],
  [13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
    7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11],
];

type Bits = number[];

const permute = (bits: Bits, table: readonly number[]): Bits => table.map((position) => bits[position - 1]!);
const xor = (a: Bits, b: Bits): Bits => a.map((bit, i) => bit ^ b[i]!);
const rotate = (half: Bits, by: number): Bits => [...half.slice(by), ...half.slice(0, by)];

const toBits = (bytes: Uint8Array): Bits => Array.from(bytes, (byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((s) => (byte >> s) & 1)).flat();
const toBytes = (bits: Bits): Uint8Array =>
  Uint8Array.from({ length: bits.length / 8 }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

/** The 16 round keys of 48 bits. */
const roundKeys = (key: Uint8Array): Bits[] => {
  if (key.length !== BLOCK) throw new RangeError(`A DES key is ${BLOCK} bytes, got ${key.length}`);
  const permuted = permute(toBits(key), PC1);
  let c = permuted.slice(0, 28);
  let d = permuted.slice(28);
  return SHIFTS.map((shift) => {
    c = rotate(c, shift);
    d = rotate(d, shift);
    return permute([...c, ...d], PC2);
  });
};

const feistel = (right: Bits, key: Bits): Bits => {
  const mixed = xor(permute(right, E), key);
  const substituted = S.flatMap((box, i) => {
    const six = mixed.slice(i * 6, i * 6 + 6);
    const value = box[(six[0]! << 5) | (six[5]! << 4) | (six[1]! << 3) | (six[2]! << 2) | (six[3]! << 1) | six[4]!]!;
    return [3, 2, 1, 0].map((s) => (value >> s) & 1);
  });
  return permute(substituted, P);
};

const cryptBlock = (block: Uint8Array, keys: readonly Bits[]): Uint8Array => {
  const bits = permute(toBits(block), IP);
  let left = bits.slice(0, 32);
  let right = bits.slice(32);
  for (const key of keys) [left, right] = [right, xor(left, feistel(right, key))];
  return toBytes(permute([...right, ...left], FP));
};

const eachBlock = (data: Uint8Array, keys: readonly Bits[]): Uint8Array => {
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += BLOCK) out.set(cryptBlock(data.subarray(i, i + BLOCK), keys), i);
  return out;
};

export const desEcbEncrypt = (plain: Uint8Array, key: Uint8Array): Uint8Array => {
  const pad = BLOCK - (plain.length % BLOCK);
  const padded = new Uint8Array(plain.length + pad).fill(pad);
  padded.set(plain);
  return eachBlock(padded, roundKeys(key));
};

/** Throws a RangeError when the length or the padding is wrong, as a wrong key usually makes it. */
export const desEcbDecrypt = (encrypted: Uint8Array, key: Uint8Array): Uint8Array => {
  if (!encrypted.length || encrypted.length % BLOCK) throw new RangeError('DES ciphertext is a whole number of 8-byte blocks');
  const plain = eachBlock(encrypted, roundKeys(key).reverse());
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > BLOCK || plain.subarray(plain.length - pad).some((b) => b !== pad)) throw new RangeError('Bad PKCS#7 padding');
  return plain.subarray(0, plain.length - pad);
};

const CS_KEY_CHARS = 8;

/**
 * A customer-service link as the platform sends it (`status.info.customerService[].path`): base64
 * ciphertext, then the 8-character key. The URL, or null when the path does not decode.
 */
export const decodeCustomerServicePath = (path: string): string | null => {
  if (path.length <= CS_KEY_CHARS) return null;
  const keyText = path.slice(-CS_KEY_CHARS);
  if (/[^\x20-\x7e]/.test(keyText)) return null;
  const key = Uint8Array.from(keyText, (ch) => ch.charCodeAt(0));
  const ciphertext = fromBase64(path.slice(0, -CS_KEY_CHARS));
  if (!ciphertext) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(desEcbDecrypt(ciphertext, key));
  } catch {
    return null;
  }
};
