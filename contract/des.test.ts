import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desEcbDecrypt as nodeDecrypt, desEcbEncrypt as nodeEncrypt } from '../platform/lib/des.ts';
import { decodeCsPath, encodeCsPath } from '../platform/services/customer-service.ts';
import { fromBase64, toBase64 } from './base64.ts';
import { decodeCustomerServicePath, desEcbDecrypt, desEcbEncrypt } from './des.ts';

const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase();

describe('DES in plain TypeScript', () => {
  it('meets the classic single-block test vector', () => {
    // Key 133457799BBCDFF1, plaintext 0123456789ABCDEF, ciphertext 85E813540F0AB405; the second
    // block is the PKCS#7 padding block of a whole-block message.
    const out = desEcbEncrypt(hex('0123456789ABCDEF'), hex('133457799BBCDFF1'));
    expect(toHex(out.subarray(0, 8))).toBe('85E813540F0AB405');
    expect(toHex(desEcbDecrypt(out, hex('133457799BBCDFF1')))).toBe('0123456789ABCDEF');
  });

  it('agrees with OpenSSL both ways for random keys and lengths', () => {
    for (let length = 0; length < 40; length += 3) {
      const key = randomBytes(8);
      const plain = randomBytes(length);
      expect(toHex(desEcbEncrypt(plain, key))).toBe(toHex(nodeEncrypt(plain, key)));
      expect(toHex(desEcbDecrypt(nodeEncrypt(plain, key), key))).toBe(toHex(plain));
      expect(toHex(nodeDecrypt(desEcbEncrypt(plain, key), key))).toBe(toHex(plain));
    }
  });

  it('refuses a ciphertext of the wrong length, a wrong key and a short key', () => {
    const key = hex('0011223344556677');
    const sealed = desEcbEncrypt(new TextEncoder().encode('https://chat.betplay.example/'), key);
    expect(() => desEcbDecrypt(sealed.subarray(0, 12), key)).toThrow(RangeError);
    expect(() => desEcbDecrypt(new Uint8Array(), key)).toThrow(RangeError);
    expect(() => desEcbEncrypt(sealed, key.subarray(0, 7))).toThrow(RangeError);
    // A wrong key yields padding garbage nearly always; this pair is fixed, so the check is stable.
    expect(() => desEcbDecrypt(sealed, hex('8899aabbccddeeff'))).toThrow(/padding/);
  });
});

describe('customer-service paths', () => {
  it.each([
    'https://chat.betplay.example/live?lang=es',
    'https://t.me/betplay_soporte',
    'https://wa.me/525512345678?text=Hola%20soporte',
    'https://example.com/ñandú/ümlaut',
  ])('decodes what the platform encodes: %s', (url) => {
    const path = encodeCsPath(url);
    expect(decodeCustomerServicePath(path)).toBe(url);
    expect(decodeCustomerServicePath(encodeCsPath(url, 'Ab3dE6gH'))).toBe(decodeCsPath(encodeCsPath(url, 'Ab3dE6gH')));
  });

  it.each([
    ['too short', 'Ab3dE6gH'],
    ['not base64', `!!!!${'Ab3dE6gH'}`],
    ['a ciphertext of the wrong size', `${toBase64(randomBytes(5))}Ab3dE6gH`],
    ['a key outside printable ASCII', `${encodeCsPath('https://x.example').slice(0, -8)}Ab3dE6g\u00e9`],
    ['a different key', `${encodeCsPath('https://x.example', 'Ab3dE6gH').slice(0, -8)}Zz9yX8wV`],
  ])('answers null for %s', (_, path) => {
    expect(decodeCustomerServicePath(path)).toBeNull();
  });
});

describe('base64 without atob', () => {
  it('round-trips every length and matches Node', () => {
    for (let length = 0; length < 20; length++) {
      const bytes = randomBytes(length);
      const text = toBase64(bytes);
      expect(text).toBe(bytes.toString('base64'));
      expect(Buffer.from(fromBase64(text)!).equals(bytes)).toBe(true);
    }
  });

  it('refuses stray characters and bad lengths', () => {
    expect(fromBase64('abc')).toBeNull();
    expect(fromBase64('ab$d')).toBeNull();
    expect(fromBase64('ab=d')).toBeNull();
  });
});
