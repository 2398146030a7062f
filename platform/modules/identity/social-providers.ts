import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { socialProviderKeySchema, type SocialProvider } from '../../../contract/social.ts';
import type { Platform } from '../../context.ts';
import { socialProviders } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { openOrLegacy, seal } from '../../core/sealed-secret.ts';

/** What the operator sets for a provider (`npm run platform -- social set …`). */
export const socialProviderInputSchema = z.object({
  key: socialProviderKeySchema,
  issuer: z.url({ protocol: /^https?$/ }).max(300),
  clientId: z.string().min(1).max(200),
  clientSecret: z.string().min(8).max(500),
  name: z.string().trim().min(1).max(40),
  enabled: z.boolean().default(true),
});
export type SocialProviderInput = z.input<typeof socialProviderInputSchema>;

export type SocialProviderRow = typeof socialProviders.$inferSelect;

/** What the operator reads back: never the client secret. */
export interface SocialProviderReport {
  key: string;
  issuer: string;
  clientId: string;
  name: string;
  enabled: boolean;
}

const report = (r: SocialProviderRow): SocialProviderReport => ({
  key: r.key,
  issuer: r.issuer,
  clientId: r.clientId,
  name: r.displayName,
  enabled: r.enabled,
});

export const listSocialProviders = async (p: Platform): Promise<SocialProviderReport[]> =>
  (await p.db.select().from(socialProviders).orderBy(socialProviders.key)).map(report);

/*
 * The client secret is kept sealed (core/sealed-secret.ts), bound to the provider's key and
 * issuer: a sealed secret copied to another provider's row, or under another issuer, does not open.
 */
const secretBinding = (key: string, issuer: string) => `social-client-secret:${key}:${issuer}`;

export const setSocialProvider = async (p: Platform, raw: SocialProviderInput): Promise<SocialProviderReport[]> => {
  const input = socialProviderInputSchema.parse(raw);
  const issuer = input.issuer.replace(/\/+$/, '');
  const values = {
    issuer,
    clientId: input.clientId,
    clientSecret: seal(p.env, secretBinding(input.key, issuer), input.clientSecret),
    displayName: input.name,
    enabled: input.enabled,
    updatedAt: p.now(),
  };
  await p.db
    .insert(socialProviders)
    .values({ key: input.key, ...values })
    .onConflictDoUpdate({ target: socialProviders.key, set: values });
  return listSocialProviders(p);
};

/** Switches a provider off: its button goes, and its callbacks are refused. Links stay, for when it is switched on again. */
export const disableSocialProvider = async (p: Platform, key: string): Promise<SocialProviderReport[]> => {
  const changed = await p.db.update(socialProviders).set({ enabled: false, updatedAt: p.now() }).where(eq(socialProviders.key, key)).returning();
  if (changed.length === 0) throw new PlatformError('social.provider.unknown');
  return listSocialProviders(p);
};

/** The providers whose button the login pop-up shows. */
export const enabledProviders = async (p: Platform): Promise<SocialProvider[]> =>
  (await p.db.select().from(socialProviders).where(eq(socialProviders.enabled, true)).orderBy(socialProviders.key)).map((r) => ({
    key: r.key,
    name: r.displayName,
  }));

/** A provider that is switched on, or the refusal every social call gives otherwise. */
export const enabledProvider = async (p: Platform, key: string): Promise<SocialProviderRow> => {
  const [row] = await p.db.select().from(socialProviders).where(eq(socialProviders.key, key)).limit(1);
  if (!row?.enabled) throw new PlatformError('social.provider.unknown');
  return row;
};

/**
 * The client secret of a provider's row. One stored in plain text by an earlier version is
 * accepted and sealed in place, once (only if the row still holds that plain value); one that does
 * not open throws SealedSecretError, which names the provider and never the secret.
 */
export const clientSecretOf = async (p: Platform, row: SocialProviderRow): Promise<string> => {
  const binding = secretBinding(row.key, row.issuer);
  const opened = openOrLegacy(p.env, binding, row.clientSecret, `the client secret of social provider ${row.key}`);
  if (opened.legacy) {
    await p.db
      .update(socialProviders)
      .set({ clientSecret: seal(p.env, binding, opened.value) })
      .where(and(eq(socialProviders.key, row.key), eq(socialProviders.clientSecret, row.clientSecret)));
  }
  return opened.value;
};
