import { bigint, boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/**
 * One-click social sign-in (the social module): the OpenID Connect providers the operator set up,
 * and which provider subject belongs to which member.
 */
export const socialProviders = pgTable('social_providers', {
  /** The short name in the site's calls and the operator's commands (`standin`). */
  key: text('key').primaryKey(),
  /** The provider's issuer URL, exactly as its ID tokens name it. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  displayName: text('display_name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: ts('updated_at').notNull(),
});

/** A verified subject of a provider, linked to one member; a member may hold one subject per provider. */
export const socialLinks = pgTable(
  'social_links',
  {
    providerKey: text('provider_key')
      .notNull()
      .references(() => socialProviders.key, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerKey, t.subject] }), index('social_links_member_idx').on(t.memberId)],
);

/*
 * The embedded OpenID Connect stand-in (platform/oidc-provider): its signing keys, the relying
 * parties it serves and its test users. A real provider replaces all three.
 */
export const oidcProviderKeys = pgTable('oidc_provider_keys', {
  kid: text('kid').primaryKey(),
  /**
   * The private JWK, sealed under TOTP_SECRET_KEY and bound to the kid (core/sealed-secret.ts); a
   * row of an earlier version holds it as JSON text, and is sealed when first loaded.
   */
  privateJwk: text('private_jwk').notNull(),
  /** Published at /oidc-provider/jwks. */
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const oidcProviderClients = pgTable('oidc_provider_clients', {
  clientId: text('client_id').primaryKey(),
  /** SHA-256 of the secret, hex: the provider only compares. */
  secretHash: text('secret_hash').notNull(),
  /** Exact redirect URIs the client may ask for. */
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const oidcProviderUsers = pgTable('oidc_provider_users', {
  subject: text('subject').primaryKey(),
  /** Lower-case; the test user signs in with it. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull(),
});
