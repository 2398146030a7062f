import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Platform } from '../context.ts';
import { oidcProviderClients } from '../db/schema/index.ts';

/** A relying party the stand-in serves: its id, its secret (kept as a hash) and where it may send the browser back. */
export const oidcClientInputSchema = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9._-]{3,64}$/),
  secret: z.string().min(16).max(128),
  redirectUris: z
    .array(z.url({ protocol: /^https?$/ }).max(500))
    .min(1)
    .max(5),
});
export type OidcClientInput = z.infer<typeof oidcClientInputSchema>;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const setOidcClient = async (p: Platform, input: OidcClientInput) => {
  const values = { secretHash: hashOf(input.secret), redirectUris: input.redirectUris, updatedAt: p.now() };
  await p.db
    .insert(oidcProviderClients)
    .values({ clientId: input.clientId, ...values })
    .onConflictDoUpdate({ target: oidcProviderClients.clientId, set: values });
  return { clientId: input.clientId, redirectUris: input.redirectUris };
};

export const listOidcClients = async (p: Platform) =>
  (await p.db.select().from(oidcProviderClients).orderBy(oidcProviderClients.clientId)).map((r) => ({ clientId: r.clientId, redirectUris: r.redirectUris }));

export const findOidcClient = async (p: Platform, clientId: string) =>
  (await p.db.select().from(oidcProviderClients).where(eq(oidcProviderClients.clientId, clientId)).limit(1))[0];

/** Compares hashes of equal length, in constant time. */
export const secretMatches = (secretHash: string, secret: string) => timingSafeEqual(Buffer.from(secretHash, 'hex'), Buffer.from(hashOf(secret), 'hex'));
