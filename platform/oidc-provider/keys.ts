import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { and, asc, eq } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { oidcProviderKeys } from '../db/schema/index.ts';
import { openOrLegacy, seal } from '../core/sealed-secret.ts';

export const SIGNING_ALG = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The oldest stored key: every process of the site signs with the same one. */
const storedKey = async (p: Platform) => (await p.db.select().from(oidcProviderKeys).orderBy(asc(oidcProviderKeys.createdAt)).limit(1))[0];

/** The private key is kept sealed (core/sealed-secret.ts), bound to its key id. */
const binding = (kid: string) => `oidc-signing-key:${kid}`;

/**
 * The private JWK of a row. One an earlier version kept as plain JSON is taken and sealed in place,
 * once; one that does not open throws SealedSecretError, naming the key id only.
 */
const privateJwkOf = async (p: Platform, row: typeof oidcProviderKeys.$inferSelect): Promise<JWK> => {
  const opened = openOrLegacy(p.env, binding(row.kid), row.privateJwk, `the private key ${row.kid} of the OpenID Connect stand-in`);
  if (opened.legacy) {
    await p.db
      .update(oidcProviderKeys)
      .set({ privateJwk: seal(p.env, binding(row.kid), opened.value) })
      .where(and(eq(oidcProviderKeys.kid, row.kid), eq(oidcProviderKeys.privateJwk, row.privateJwk)));
  }
  return JSON.parse(opened.value) as JWK;
};

/**
 * The provider's signing key: made once (RSA 2048, by jose with WebCrypto) and kept in the
 * database, so a restart, or another server on the same PostgreSQL, signs and publishes the same
 * key. Two processes that make one at the same moment both keep the first stored.
 */
const loadKey = async (p: Platform): Promise<SigningKey> => {
  let row = await storedKey(p);
  if (!row) {
    const pair = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await p.db
      .insert(oidcProviderKeys)
      .values({
        kid,
        privateJwk: seal(p.env, binding(kid), JSON.stringify(await exportJWK(pair.privateKey))),
        publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
        createdAt: p.now(),
      })
      .onConflictDoNothing();
    row = await storedKey(p);
  }
  const privateKey = (await importJWK(await privateJwkOf(p, row!), SIGNING_ALG)) as CryptoKey;
  return { kid: row!.kid, privateKey, publicJwk: row!.publicJwk as JWK };
};

const loaded = new WeakMap<Platform, Promise<SigningKey>>();

export const signingKey = (p: Platform): Promise<SigningKey> => {
  let key = loaded.get(p);
  if (!key) {
    key = loadKey(p);
    key.catch(() => loaded.delete(p));
    loaded.set(p, key);
  }
  return key;
};
