import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../contract/session.ts';
import { socialLinks } from '../../db/schema/index.ts';
import { signingKey } from '../../oidc-provider/keys.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { setModule, uniqueName } from '../../testing/session-fixtures.ts';
import { CLIENT, CALLBACK, cookieOf, ISSUER, ORIGIN, setUpStandIn, socialFlow } from '../../testing/social-fixtures.ts';
import { discover, verifyIdToken, type ProviderFetch } from './oidc-client.ts';
import { resolveSession } from './sessions.ts';
import { disableSocialProvider, setSocialProvider } from './social-providers.ts';

describe.each(TEST_DATABASES)('social sign-in with the OpenID Connect stand-in on %s', (kind) => {
  let t: TestPlatform;
  const inProcess: ProviderFetch = (request) => Promise.resolve(t.app.fetch(request, { clientIp: '127.0.0.1' }));
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    await setUpStandIn(t);
  });
  afterAll(() => t.close());

  const { authorize, callback, signUp } = socialFlow(() => t);

  it('publishes its discovery document and its signing key', async () => {
    const discovery = await (await t.request('/oidc-provider/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({ issuer: ISSUER, token_endpoint: `${ISSUER}/token`, code_challenge_methods_supported: ['S256'] });
    const jwks = await (await t.request('/oidc-provider/jwks')).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    // Kept in the database: the key does not change with a new process's cache.
    expect((await signingKey(t.platform)).kid).toBe(jwks.keys[0].kid);
  });

  it('shows no provider until the operator switches one on, and refuses its calls once off', async () => {
    expect((await (await t.request('/wps/social/providers')).json()).value).toEqual([{ key: 'standin', name: 'Stand-in ID' }]);
    const { location, stateCookie } = await authorize(`${uniqueName('off')}@example.com`);
    await disableSocialProvider(t.platform, 'standin');
    try {
      expect((await (await t.request('/wps/social/providers')).json()).value).toEqual([]);
      const start = await t.request('/wps/social/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'standin' }),
      });
      expect([start.status, (await start.json()).errorCode]).toEqual([404, 'social.provider.unknown']);
      const refused = await callback(location, stateCookie);
      expect(refused.headers.get('location')).toBe('/login?social=social.provider.unknown');
    } finally {
      await setSocialProvider(t.platform, { key: 'standin', issuer: ISSUER, clientId: CLIENT.clientId, clientSecret: CLIENT.secret, name: 'Stand-in ID' });
    }
  });

  it('registers a new identity under the sign-up rules, then logs the same member in', async () => {
    const email = `${uniqueName('ana')}@example.com`;
    const first = await authorize(email);
    const toSignup = await callback(first.location, first.stateCookie);
    expect([toSignup.status, toSignup.headers.get('location')]).toEqual([303, '/login?social=signup']);
    const ticket = cookieOf(toSignup, 'social_signup')!;
    const info = (await (await t.request('/wps/social/signup', { headers: { Cookie: ticket } })).json()).value;
    expect(info).toMatchObject({ provider: 'Stand-in ID', email });
    expect(Object.keys(info.rules)).toEqual(['username']);

    // The site's username rule holds for a social sign-up too.
    const bad = await signUp(ticket, { username: '1x' });
    expect([bad.status, (await bad.json()).errorCode]).toEqual([422, 'request_param_err']);
    const username = uniqueName('soc');
    const made = await signUp(ticket, { username });
    expect(made.status).toBe(200);
    const login = loginResultSchema.parse((await made.json()).value);
    expect(login.userName).toBe(username);
    expect(await resolveSession(t.platform, login.token)).toMatchObject({ memberId: login.id, loginType: 'social' });
    const links = await t.platform.db.select().from(socialLinks).where(eq(socialLinks.memberId, login.id));
    expect(links).toHaveLength(1);
    // The ticket is spent.
    const twice = await signUp(ticket, { username: uniqueName('soc') });
    expect([twice.status, (await twice.json()).errorCode]).toEqual([409, 'bind_customer_required']);

    const second = await authorize(email);
    const toHome = await callback(second.location, second.stateCookie);
    const home = toHome.headers.get('location')!;
    expect(home).toMatch(/^\/\?token=[A-Za-z0-9_-]{22}$/);
    const redeem = await t.request('/wps/session/handoff/redeem', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: new URL(home, ORIGIN).searchParams.get('token') }),
    });
    expect(loginResultSchema.parse((await redeem.json()).value)).toMatchObject({ id: login.id, userName: username });
  });

  it('follows the site flags: no social sign-up while registration is off', async () => {
    const first = await authorize(`${uniqueName('closed')}@example.com`);
    const ticket = cookieOf(await callback(first.location, first.stateCookie), 'social_signup')!;
    await setModule(t, 'USERNAMEREG3', false);
    try {
      const res = await signUp(ticket, { username: uniqueName('soc') });
      expect([res.status, (await res.json()).errorCode]).toEqual([403, 'function.not.available']);
    } finally {
      await setModule(t, 'USERNAMEREG3', true);
    }
  });

  it('refuses a replayed callback, a wrong state and a state from another browser', async () => {
    const flow = await authorize(`${uniqueName('replay')}@example.com`);
    const noCookie = await callback(flow.location, undefined);
    expect(noCookie.headers.get('location')).toBe('/login?social=social.signin.failed');
    const wrongState = new URL(flow.location);
    wrongState.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(wrongState.toString(), flow.stateCookie)).headers.get('location')).toBe('/login?social=social.signin.failed');
    expect((await callback(flow.location, flow.stateCookie)).headers.get('location')).toBe('/login?social=signup');
    // The same answer a second time: the state and the code are spent.
    expect((await callback(flow.location, flow.stateCookie)).headers.get('location')).toBe('/login?social=social.signin.failed');
  });

  it('trades a code once, only with its PKCE verifier and the right client', async () => {
    const flow = await authorize(`${uniqueName('code')}@example.com`);
    const code = new URL(flow.location).searchParams.get('code')!;
    const basic = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.secret}`).toString('base64')}`;
    const exchange = (verifier: string, authorization = basic) =>
      t.request('/oidc-provider/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: authorization },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier }),
      });
    const wrongClient = await exchange('v'.repeat(43), `Basic ${Buffer.from(`${CLIENT.clientId}:wrong-secret-0000000`).toString('base64')}`);
    expect([wrongClient.status, (await wrongClient.json()).error]).toEqual([401, 'invalid_client']);
    // A wrong verifier spends the code: the right one after it finds nothing.
    const wrongVerifier = await exchange('v'.repeat(43));
    expect([wrongVerifier.status, (await wrongVerifier.json()).error]).toEqual([400, 'invalid_grant']);
    const replayed = await exchange('w'.repeat(43));
    expect((await replayed.json()).error).toBe('invalid_grant');
  });

  describe('ID token checks', () => {
    const check = { issuer: ISSUER, clientId: CLIENT.clientId, nonce: 'nonce-0123456789', now: new Date() };
    const sign = async (claims: { aud?: string; iss?: string; nonce?: string; exp?: number }, key?: CryptoKey, kid?: string) => {
      const own = await signingKey(t.platform);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ nonce: claims.nonce ?? check.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: kid ?? own.kid })
        .setIssuer(claims.iss ?? ISSUER)
        .setSubject('u_subject')
        .setAudience(claims.aud ?? CLIENT.clientId)
        .setIssuedAt(now - 10)
        .setExpirationTime(claims.exp ?? now + 300)
        .sign(key ?? own.privateKey);
    };
    const verify = async (token: string) => verifyIdToken(inProcess, await discover(inProcess, ISSUER), token, check);

    it('accepts a token signed with the published key', async () => {
      expect((await verify(await sign({}))).sub).toBe('u_subject');
    });
    it('refuses a forged token: another key under the published key id', async () => {
      const forger = await generateKeyPair('RS256');
      await expect(verify(await sign({}, forger.privateKey, (await signingKey(t.platform)).kid))).rejects.toThrow(/ID token refused/);
    });
    it('refuses a token for another audience', async () => {
      await expect(verify(await sign({ aud: 'another-site' }))).rejects.toThrow(/aud/);
    });
    it('refuses an expired token', async () => {
      await expect(verify(await sign({ exp: Math.floor(Date.now() / 1000) - 120 }))).rejects.toThrow(/exp/);
    });
    it('refuses a token of another issuer or with another nonce', async () => {
      await expect(verify(await sign({ iss: 'http://elsewhere.example/oidc' }))).rejects.toThrow(/iss/);
      await expect(verify(await sign({ nonce: 'another-nonce-000' }))).rejects.toThrow(/nonce/);
    });
  });
});
