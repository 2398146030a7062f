import { constants, createDecipheriv, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { AES_IV_BYTES, AES_TAG_BYTES, ENCRYPTION_HEADER, PAYLOAD_NONCE_PATTERN, RSA_MODULUS_BITS } from '../../contract/hybrid-crypto.ts';
import { ENCRYPTION_MAX_SKEW_MS } from '../../contract/limits.ts';
import type { AppEnv, Platform } from '../context.ts';
import { settings, usedNonces } from '../db/schema/index.ts';
import { PlatformError } from './errors.ts';
import { parseOrFail, readJsonBody, refuseBodyControlCharacters } from './http.ts';

/** Server half of the encrypted calls; contract/hybrid-crypto.ts describes the wire format. */
export interface PlatformKey {
  privateKey: KeyObject;
  /** The modulus as lower-case hex: what `GET /wps/session/key/rsa` serves. */
  modulusHex: string;
}

const KEY_SETTING = 'rsaKeyPair';
const storedKeySchema = z.object({ privateKey: z.string().min(1), publicKey: z.string().min(1) });

const toPlatformKey = (pkcs8Base64: string): PlatformKey => {
  const privateKey = createPrivateKey({ key: Buffer.from(pkcs8Base64, 'base64'), format: 'der', type: 'pkcs8' });
  const { n } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { privateKey, modulusHex: Buffer.from(n!, 'base64url').toString('hex') };
};

const readStoredKey = async (p: Platform) => {
  const [row] = await p.db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY_SETTING));
  const parsed = storedKeySchema.safeParse(row?.value);
  return parsed.success ? toPlatformKey(parsed.data.privateKey) : null;
};

/*
 * Every server process must decrypt what any of them handed out a key for, so the pair lives in
 * the database. The first process to need it generates one; insert-if-absent makes processes that
 * boot together settle on the same pair.
 */
const loadOrCreateKey = async (p: Platform): Promise<PlatformKey> => {
  const existing = await readStoredKey(p);
  if (existing) return existing;
  const pair = await promisify(generateKeyPair)('rsa', { modulusLength: RSA_MODULUS_BITS, publicExponent: 65537 });
  const value = {
    privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
  await p.db.insert(settings).values({ key: KEY_SETTING, value, updatedAt: p.now() }).onConflictDoNothing();
  const stored = await readStoredKey(p);
  if (!stored) throw new Error(`The settings row '${KEY_SETTING}' is not a valid key pair`);
  return stored;
};

const keys = new WeakMap<Platform, Promise<PlatformKey>>();

export const platformKey = (p: Platform): Promise<PlatformKey> => {
  let key = keys.get(p);
  if (!key) {
    key = loadOrCreateKey(p);
    key.catch(() => keys.delete(p));
    keys.set(p, key);
  }
  return key;
};

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const sealedFieldsSchema = z.looseObject({ ts: z.number().int(), nonce: z.string().regex(PAYLOAD_NONCE_PATTERN) });
export type SealedPayload = z.infer<typeof sealedFieldsSchema>;

/** Unwraps the AES key and opens the payload; anything tampered, truncated or for another key is invalid. */
export const openSealed = (key: PlatformKey, header: string, value: string): SealedPayload => {
  const invalid = () => new PlatformError('encryption.invalid');
  if (!BASE64.test(header) || !BASE64.test(value)) throw invalid();
  const sealed = Buffer.from(value, 'base64');
  if (sealed.length < AES_IV_BYTES + AES_TAG_BYTES) throw invalid();
  let plaintext: string;
  try {
    const aesKey = privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(header, 'base64'));
    if (aesKey.length !== 32) throw invalid();
    const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, AES_IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - AES_TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(AES_IV_BYTES, sealed.length - AES_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw invalid();
  }
  let json: unknown;
  try {
    json = JSON.parse(plaintext);
  } catch {
    throw invalid();
  }
  const fields = sealedFieldsSchema.safeParse(json);
  if (!fields.success) throw invalid();
  return fields.data;
};

// Expired nonces are swept at most this often, by whichever process gets there first.
const SWEEP_EVERY_MS = 60_000;

/*
 * A nonce is remembered for as long as its payload would still be fresh; after that the staleness
 * check refuses a replay on its own. The table is shared, so a replay to another process is caught.
 */
const claimNonce = async (p: Platform, nonce: string, ts: number) => {
  if (await p.kv.setIfAbsent('nonce-sweep', '1', SWEEP_EVERY_MS)) {
    await p.db.delete(usedNonces).where(lt(usedNonces.expiresAt, p.now()));
  }
  const claimed = await p.db
    .insert(usedNonces)
    .values({ nonce, expiresAt: new Date(ts + ENCRYPTION_MAX_SKEW_MS) })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  if (claimed.length === 0) throw new PlatformError('encryption.replayed');
};

/** Decrypts an encrypted call's body, refuses stale and replayed payloads, then validates it. */
export const readEncrypted = async <S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> => {
  const body = await readJsonBody(c);
  const header = c.req.header(ENCRYPTION_HEADER)?.trim();
  const value = typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
  // A plaintext payload lands here too: it has no `value`, and it must never be read.
  if (!header || typeof value !== 'string' || !value) throw new PlatformError('request_body_required');
  const p = c.var.platform;
  const { ts, nonce, ...payload } = openSealed(await platformKey(p), header, value);
  if (Math.abs(p.now().getTime() - ts) > ENCRYPTION_MAX_SKEW_MS) throw new PlatformError('encryption.stale');
  await claimNonce(p, nonce, ts);
  refuseBodyControlCharacters(payload);
  return parseOrFail(schema, payload);
};
