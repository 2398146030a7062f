import { describe, expect, it } from 'vitest';
import { desEcbDecrypt, desEcbEncrypt } from './des.ts';

const hex = (s: string) => Buffer.from(s, 'hex');

describe('DES-ECB with PKCS#7 padding', () => {
  it('is single DES: the classic test vector comes out as the first block', () => {
    // Key 133457799BBCDFF1, plaintext 0123456789ABCDEF, ciphertext 85E813540F0AB405.
    const out = desEcbEncrypt(hex('0123456789abcdef'), hex('133457799bbcdff1'));
    expect(out.subarray(0, 8).toString('hex')).toBe('85e813540f0ab405');
    // A whole block of padding follows a block-sized plaintext.
    expect(out.length).toBe(16);
  });

  it('round-trips text of any length', () => {
    const key = Buffer.from('k3Y9aB7q', 'latin1');
    for (const text of ['', 'a', 'https://t.me/betplay_support', 'ñ'.repeat(33)]) {
      const encrypted = desEcbEncrypt(Buffer.from(text), key);
      expect(encrypted.length % 8).toBe(0);
      expect(desEcbDecrypt(encrypted, key).toString()).toBe(text);
    }
  });

  it('refuses keys that are not 8 bytes', () => {
    expect(() => desEcbEncrypt(Buffer.from('x'), Buffer.from('short'))).toThrow(RangeError);
  });
});
