import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcProviderKeys, socialProviders } from '../../db/schema/index.ts';
import { SealedSecretError, unseal } from '../../core/sealed-secret.ts';
import { signingKey } from '../../oidc-provider/keys.ts';
import { uniqueName } from '../../testing/session-fixtures.ts';
import { CLIENT, ISSUER, setUpStandIn, socialFlow } from '../../testing/social-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { clientSecretOf, setSocialProvider } from './social-providers.ts';

/*
 * The social sign-in's secrets at rest: the client secret of each provider and the stand-in's
 * private key are sealed in their rows, refuse to open when altered, moved or under another key,
 * and rows an earlier version wrote in plain text still work and are sealed on first use.
 */
describe.each(TEST_DATABASES)('sealed social secrets on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    await setUpStandIn(t);
  });
  afterAll(() => t.close());

  const { authorize, callback } = socialFlow(() => t);
  const providerRow = async (key = 'standin') => (await t.platform.db.select().from(socialProviders).where(eq(socialProviders.key, key)))[0]!;
  const keyRow = async () => (await t.platform.db.select().from(oidcProviderKeys))[0]!;
  /** Another process on the same database: its own cache of the signing key. */
  const otherProcess = (env: Partial<TestPlatform['platform']['env']> = {}) => ({ ...t.platform, env: { ...t.platform.env, ...env } });
  const signInEndsAt = async () => {
    const flow = await authorize(`${uniqueName('seal')}@example.com`);
    return (await callback(flow.location, flow.stateCookie)).headers.get('location');
  };

  it('keeps the client secret sealed, and a sign-in still trades its code with it', async () => {
    const stored = (await providerRow()).clientSecret;
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(CLIENT.secret);
    expect(await signInEndsAt()).toBe('/login?social=signup');
  });

  it('refuses a client secret tampered with, moved to another provider, or under another key', async () => {
    const row = await providerRow();
    await setSocialProvider(t.platform, { key: 'other', issuer: ISSUER, clientId: 'x-client', clientSecret: 'another-secret-000', name: 'Other' });
    await t.platform.db.update(socialProviders).set({ clientSecret: row.clientSecret }).where(eq(socialProviders.key, 'other'));
    await expect(clientSecretOf(t.platform, await providerRow('other'))).rejects.toThrow(SealedSecretError);
    await expect(clientSecretOf(otherProcess({ TOTP_SECRET_KEY: 'w'.repeat(40) }), row)).rejects.toThrow(/standin does not open/);

    const tampered = `${row.clientSecret.slice(0, -4)}AAAA`;
    await t.platform.db.update(socialProviders).set({ clientSecret: tampered }).where(eq(socialProviders.key, 'standin'));
    try {
      // The member reads a failed sign-in; the operator reads why in the log.
      expect(await signInEndsAt()).toBe('/login?social=social.signin.failed');
    } finally {
      await t.platform.db.update(socialProviders).set({ clientSecret: row.clientSecret }).where(eq(socialProviders.key, 'standin'));
    }
  });

  it('accepts a client secret an earlier version stored in plain text, and seals it in place', async () => {
    await t.platform.db.update(socialProviders).set({ clientSecret: CLIENT.secret }).where(eq(socialProviders.key, 'standin'));
    expect(await signInEndsAt()).toBe('/login?social=signup');
    const stored = (await providerRow()).clientSecret;
    expect(stored.startsWith('v1.')).toBe(true);
    expect(await clientSecretOf(t.platform, await providerRow())).toBe(CLIENT.secret);
  });

  it('keeps the stand-in private key sealed, bound to its key id', async () => {
    const { kid } = await signingKey(t.platform);
    const row = await keyRow();
    expect(row.kid).toBe(kid);
    expect(row.privateJwk.startsWith('v1.')).toBe(true);
    expect(row.privateJwk).not.toMatch(/"d"|"kty"/);
    // Moved under another key id, or read with another key, it does not open.
    await t.platform.db.insert(oidcProviderKeys).values({ ...row, kid: 'moved-key', createdAt: new Date(row.createdAt.getTime() - 1000) });
    try {
      await expect(signingKey(otherProcess())).rejects.toThrow(/private key moved-key of the OpenID Connect stand-in does not open/);
    } finally {
      await t.platform.db.delete(oidcProviderKeys).where(eq(oidcProviderKeys.kid, 'moved-key'));
    }
    await expect(signingKey(otherProcess({ TOTP_SECRET_KEY: 'w'.repeat(40) }))).rejects.toThrow(SealedSecretError);
  });

  it('loads a private key an earlier version stored as plain JSON, and seals it in place', async () => {
    const before = await signingKey(t.platform);
    const sealed = (await keyRow()).privateJwk;
    const plain = unseal(t.platform.env, `oidc-signing-key:${before.kid}`, sealed)!;
    expect(JSON.parse(plain)).toMatchObject({ kty: 'RSA', d: expect.any(String) });
    await t.platform.db.update(oidcProviderKeys).set({ privateJwk: plain }).where(eq(oidcProviderKeys.kid, before.kid));
    const reloaded = await signingKey(otherProcess());
    expect(reloaded.kid).toBe(before.kid);
    const stored = (await keyRow()).privateJwk;
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toBe(sealed);
    expect(stored).not.toContain('"d"');
  });
});
