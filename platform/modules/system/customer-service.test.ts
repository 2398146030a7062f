import { describe, expect, it } from 'vitest';
import { desEcbEncrypt } from './des.ts';
import { decodeCsPath, encodeCsPath } from './customer-service.ts';

describe('customer-service path', () => {
  it('is base64 ciphertext followed by its 8-character key', () => {
    const path = encodeCsPath('https://t.me/betplay_support', 'Ab3dEf7H');
    expect(path.endsWith('Ab3dEf7H')).toBe(true);
    const ciphertext = path.slice(0, -8);
    expect(ciphertext).toBe(desEcbEncrypt(Buffer.from('https://t.me/betplay_support'), Buffer.from('Ab3dEf7H')).toString('base64'));
  });

  it('decrypts back to the URL, with a fresh key each time', () => {
    const url = 'https://wa.me/525500000000?text=Hola%20soporte';
    const a = encodeCsPath(url);
    const b = encodeCsPath(url);
    expect(decodeCsPath(a)).toBe(url);
    expect(decodeCsPath(b)).toBe(url);
    expect(a.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(a).not.toBe(b);
  });

  it('fails on a tampered path rather than returning garbage', () => {
    const path = encodeCsPath('https://chat.betplay.example/live', 'Ab3dEf7H');
    expect(() => decodeCsPath(path.replace(/Ab3dEf7H$/, 'Zz9yXw8V'))).toThrow();
  });
});
