import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload, importPlatformKey } from './hybrid-crypto.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const modulusHex = Buffer.from(pair.publicKey.export({ format: 'jwk' }).n!, 'base64url').toString('hex');

/** What the platform does, written out independently of its code. */
const open = (header: string, value: string) => {
  const key = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(header, 'base64'));
  const sealed = Buffer.from(value, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(-16));
  return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(12, -16)), decipher.final()]).toString('utf8'));
};

describe('encryptPayload', () => {
  it('seals the payload with a timestamp and a fresh nonce under a wrapped AES-256 key', async () => {
    const a = await encryptPayload(modulusHex, { username: 'ana', password: 'pw' }, 1_700_000_000_000);
    const b = await encryptPayload(modulusHex, { username: 'ana', password: 'pw' }, 1_700_000_000_000);
    expect(Buffer.from(a.encryptionHeader, 'base64')).toHaveLength(256);
    const opened = open(a.encryptionHeader, a.body.value);
    expect(opened).toMatchObject({ username: 'ana', password: 'pw', ts: 1_700_000_000_000 });
    expect(opened.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(open(b.encryptionHeader, b.body.value).nonce).not.toBe(opened.nonce);
    expect(b.body.value).not.toBe(a.body.value);
  });

  it('cannot be made to carry its own timestamp or nonce', async () => {
    const sealed = await encryptPayload(modulusHex, { ts: 1, nonce: 'mine' }, 1_700_000_000_000);
    expect(open(sealed.encryptionHeader, sealed.body.value)).toMatchObject({
      ts: 1_700_000_000_000,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });
});

describe('importPlatformKey', () => {
  it('takes the served modulus with quotes, spaces, upper case or a leading zero byte', async () => {
    for (const text of [`"${modulusHex}"`, ` ${modulusHex.toUpperCase()}\n`, `00${modulusHex}`]) {
      const sealed = await encryptPayload(await importPlatformKey(text), { ok: true });
      expect(open(sealed.encryptionHeader, sealed.body.value).ok).toBe(true);
    }
  });

  it('refuses text that is not a modulus of at least 2048 bits', async () => {
    await expect(importPlatformKey('zz')).rejects.toThrow();
    await expect(importPlatformKey(modulusHex.slice(0, 256))).rejects.toThrow();
  });
});
