import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { oidcProviderUsers } from '../db/schema/index.ts';

export type OidcUser = typeof oidcProviderUsers.$inferSelect;

/**
 * The stand-in's test user with this address: made on its first sign-in with a random subject
 * that never changes, so the same address is always the same identity. A later sign-in keeps
 * the name it was made with.
 */
export const testUserFor = async (p: Platform, email: string, name: string): Promise<OidcUser> => {
  const address = email.toLowerCase();
  await p.db
    .insert(oidcProviderUsers)
    .values({ subject: `u_${randomBytes(12).toString('base64url')}`, email: address, name, createdAt: p.now() })
    .onConflictDoNothing();
  return (await p.db.select().from(oidcProviderUsers).where(eq(oidcProviderUsers.email, address)).limit(1))[0]!;
};
