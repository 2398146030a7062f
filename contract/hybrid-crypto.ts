/**
 * The client half of the encrypted calls (login, register, password changes): AES-256-GCM seals
 * the payload and RSA-OAEP-SHA256 wraps the AES key for the platform (ARCHITECTURE.md "Contract").
 * WebCrypto only, so browsers and Node run the same code.
 *
 * Key format: `GET /wps/session/key/rsa` answers, in the envelope's `value`, the RSA modulus as
 * hex text, as the real platform does; the public exponent is always 65537. The key is 2048 bits.
 *
 * Wire format: header `Encryption: base64(RSA-OAEP(aesKey))`, body `{ "value": base64(iv || sealed) }`
 * where iv is 12 bytes and sealed is the GCM ciphertext with its 16-byte tag. The sealed JSON is
 * the payload plus `ts` (epoch ms) and `nonce` (128 random bits as hex): the platform refuses
 * stale and replayed payloads.
 */
export const ENCRYPTION_HEADER = 'Encryption';
export const AES_IV_BYTES = 12;
export const AES_TAG_BYTES = 16;
export const RSA_MODULUS_BITS = 2048;
export const PAYLOAD_NONCE_PATTERN = /^[0-9a-f]{32}$/;

export interface EncryptedRequest {
  /** The value of the `Encryption` header. */
  encryptionHeader: string;
  /** The JSON body to send. */
  body: { value: string };
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The modulus text as served (quotes, spaces, case and a leading zero byte tolerated) to a WebCrypto key. */
export const importPlatformKey = async (modulusHex: string): Promise<CryptoKey> => {
  let hex = modulusHex.replace(/["'\s]/g, '').toLowerCase();
  if (hex.length % 2 === 1) hex = `0${hex}`;
  while (hex.startsWith('00')) hex = hex.slice(2);
  if (!/^[0-9a-f]+$/.test(hex) || hex.length * 4 < RSA_MODULUS_BITS) {
    throw new Error('The platform key is not an RSA modulus of at least 2048 bits');
  }
  const modulus = Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
  const jwk: JsonWebKey = { kty: 'RSA', n: toBase64Url(modulus), e: 'AQAB', alg: 'RSA-OAEP-256', ext: true };
  return crypto.subtle.importKey('jwk', jwk, RSA_OAEP, false, ['encrypt']);
};

/**
 * Seals `payload` for the platform. `publicKey` is the served modulus hex (or a key imported from
 * it); `now` is the client's best idea of the platform's clock, so a client that knows its clock
 * is off can correct it.
 */
export const encryptPayload = async (
  publicKey: string | CryptoKey,
  payload: Readonly<Record<string, unknown>>,
  now: number = Date.now(),
): Promise<EncryptedRequest> => {
  const rsaKey = typeof publicKey === 'string' ? await importPlatformKey(publicKey) : publicKey;
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  const nonce = toHex(crypto.getRandomValues(new Uint8Array(16)));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now, nonce }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt(RSA_OAEP, rsaKey, rawKey));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return { encryptionHeader: toBase64(wrapped), body: { value: toBase64(value) } };
};
