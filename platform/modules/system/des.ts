import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Single DES in ECB mode with PKCS#7 padding, which the client's customer-service link decoder
 * expects (CONTRACT.md 3.4). It hides a link from casual scraping; it is not a secret.
 *
 * OpenSSL 3 moved plain DES to its legacy provider, so Node 24 has no `des-ecb`. Two-key triple
 * DES with both halves equal is single DES (encrypt, decrypt, encrypt with one key cancels to one
 * encryption), and `des-ede-ecb` is still in the default provider.
 */
const DES_KEY_BYTES = 8;

const tripleKey = (key: Uint8Array): Buffer => {
  if (key.length !== DES_KEY_BYTES) throw new RangeError(`A DES key is ${DES_KEY_BYTES} bytes, got ${key.length}`);
  return Buffer.concat([key, key]);
};

export const desEcbEncrypt = (plain: Uint8Array, key: Uint8Array): Buffer => {
  const cipher = createCipheriv('des-ede-ecb', tripleKey(key), null);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
};

export const desEcbDecrypt = (encrypted: Uint8Array, key: Uint8Array): Buffer => {
  const decipher = createDecipheriv('des-ede-ecb', tripleKey(key), null);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
};
