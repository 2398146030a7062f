import type { SessionResult } from './session-api.ts';

/** A login answer as the platform sends it, for a member with nothing to change; tests override what they need. */
export const loginAnswer = (overrides: Partial<SessionResult> = {}): SessionResult => ({
  id: 7,
  userName: 'player01',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  mustChangePassword: false,
  ...overrides,
});

const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A platform key pair, and its modulus in hex as the key call hands it out. */
export const platformKeys = async () => {
  const keys = await crypto.subtle.generateKey({ ...OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const { n } = await crypto.subtle.exportKey('jwk', keys.publicKey);
  return { keys, modulusHex: Buffer.from(n!, 'base64url').toString('hex') };
};

/** Opens what the client sealed, as the platform does: unwrap the AES key with RSA-OAEP, then AES-GCM. */
export const openSealed = async (privateKey: CryptoKey, header: string, value: string): Promise<Record<string, unknown>> => {
  const raw = await crypto.subtle.decrypt(OAEP, privateKey, fromBase64(header));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const bytes = fromBase64(value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, aes, bytes.slice(12));
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
};
