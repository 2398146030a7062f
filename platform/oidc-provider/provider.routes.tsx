/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SignJWT } from 'jose';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../core/errors.ts';
import { readForm } from '../core/http.ts';
import { visitorLanguageOf } from '../payment-provider/visitor-language.ts';
import { authorizeRequestSchema, clientPartSchema, decisionSchema, testUserSchema, tokenRequestSchema, type AuthorizeRequest } from './authorize-request.ts';
import { findOidcClient, secretMatches } from './clients.ts';
import { issueCode, pkceMatches, redeemCode } from './codes.ts';
import { SIGNING_ALG, signingKey } from './keys.ts';
import { AuthorizeErrorPage, AuthorizePage } from './pages/AuthorizePage.tsx';
import { STYLESHEET } from './pages/styles.ts';
import { testUserFor } from './users.ts';

/** Where the stand-in lives on this site; its issuer is this site's origin plus this path. */
export const OIDC_PROVIDER_PREFIX = '/oidc-provider';

/** How long an ID token is good for. */
const ID_TOKEN_TTL_SECONDS = 300;

const PAGE_POLICY = ["default-src 'none'", "style-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

const issuerOf = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}${OIDC_PROVIDER_PREFIX}`;
const styleUrl = `${OIDC_PROVIDER_PREFIX}/assets/${STYLESHEET.name}`;

// `same-origin`, not `no-referrer`: the page's own form must carry its Origin, or the site refuses it as a cross-site post.
const sendPage = (c: Context<AppEnv>, page: ReturnType<typeof AuthorizePage>, status: ContentfulStatusCode = 200) =>
  c.html(page, status, { 'Content-Security-Policy': PAGE_POLICY, 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' });

/** Back to the client with the answer in the query (RFC 6749 4.1.2). */
const backToClient = (c: Context<AppEnv>, redirectUri: string, params: Record<string, string>) => {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return c.redirect(target.toString(), 303);
};

/** The client and its return address must be registered, exactly, before anything is sent back to it. */
const knownClient = async (c: Context<AppEnv>, input: unknown) => {
  const part = clientPartSchema.safeParse(input);
  if (!part.success) return null;
  const client = await findOidcClient(c.var.platform, part.data.client_id);
  return client?.redirectUris.includes(part.data.redirect_uri) ? client : null;
};

const errorPage = (c: Context<AppEnv>) => sendPage(c, <AuthorizeErrorPage lang={visitorLanguageOf(c)} style={styleUrl} />, 400);

/** OAuth errors of the token endpoint (RFC 6749 5.2): their own JSON, never stored. */
const tokenError = (c: Context<AppEnv>, error: string, status: 400 | 401 = 400) => c.json({ error }, status, { 'Cache-Control': 'no-store' });

const clientCredentials = (c: Context<AppEnv>, body: { client_id?: string | undefined; client_secret?: string | undefined }) => {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(c.req.header('authorization') ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return body.client_id && body.client_secret ? { id: body.client_id, secret: body.client_secret } : null;
};

const pageFor = (
  c: Context<AppEnv>,
  request: AuthorizeRequest,
  values: { email: string; name: string },
  problems: { email?: boolean; name?: boolean } = {},
) => (
  <AuthorizePage
    lang={visitorLanguageOf(c)}
    style={styleUrl}
    action={`${OIDC_PROVIDER_PREFIX}/authorize`}
    request={request}
    values={values}
    problems={problems}
  />
);

/**
 * /oidc-provider: the embedded OpenID Connect stand-in (ARCHITECTURE.md "Embedded stand-ins"). It
 * publishes its discovery document and signing key, shows an authorisation page where a test user
 * signs in, and trades a code once for an ID token signed with the key it keeps in the database.
 */
export const oidcProviderRoutes = () =>
  new Hono<AppEnv>()
    .get('/.well-known/openid-configuration', (c) => {
      const issuer = issuerOf(c);
      return c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [SIGNING_ALG],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'name'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    })
    .get('/jwks', async (c) => c.json({ keys: [(await signingKey(c.var.platform)).publicJwk] }))
    .get('/authorize', async (c) => {
      const query = c.req.query();
      const client = await knownClient(c, query);
      if (!client) return errorPage(c);
      const request = authorizeRequestSchema.safeParse(query);
      const state = typeof query.state === 'string' && query.state.length <= 512 ? { state: query.state } : {};
      if (!request.success)
        return backToClient(
          c,
          client.redirectUris.find((u) => u === query.redirect_uri)!,
          { error: 'invalid_request', ...state },
        );
      return sendPage(c, pageFor(c, request.data, { email: '', name: '' }));
    })
    .post('/authorize', async (c) => {
      const p = c.var.platform;
      const form = await readForm(c, decisionSchema.partial());
      const client = await knownClient(c, form);
      if (!client) return errorPage(c);
      const answer = decisionSchema.safeParse(form);
      if (!answer.success) return backToClient(c, form.redirect_uri!, { error: 'invalid_request', ...(form.state ? { state: form.state } : {}) });
      const { decision, email, name, ...request } = answer.data;
      if (decision === 'deny') return backToClient(c, request.redirect_uri, { error: 'access_denied', state: request.state });
      const user = testUserSchema.safeParse({ email, name });
      if (!user.success) {
        const fields = new Set(user.error.issues.map((i) => String(i.path[0])));
        return sendPage(c, pageFor(c, request, { email, name }, { email: fields.has('email'), name: fields.has('name') }), 422);
      }
      const identity = await testUserFor(p, user.data.email, user.data.name);
      const code = await issueCode(p, {
        clientId: request.client_id,
        redirectUri: request.redirect_uri,
        subject: identity.subject,
        nonce: request.nonce,
        codeChallenge: request.code_challenge,
        authTime: Math.floor(p.now().getTime() / 1000),
      });
      return backToClient(c, request.redirect_uri, { code, state: request.state, iss: issuerOf(c) });
    })
    .post('/token', async (c) => {
      const p = c.var.platform;
      const body = await readForm(c, tokenRequestSchema).catch((error: unknown) => {
        if (error instanceof PlatformError) return null;
        throw error;
      });
      if (!body) return tokenError(c, 'invalid_request');
      const credentials = clientCredentials(c, body);
      const client = credentials ? await findOidcClient(p, credentials.id) : undefined;
      if (!credentials || !client || !secretMatches(client.secretHash, credentials.secret)) return tokenError(c, 'invalid_client', 401);
      // Taken before any other check: a code is spent by its first exchange, right or wrong.
      const grant = await redeemCode(p, body.code);
      if (!grant || grant.clientId !== client.clientId || grant.redirectUri !== body.redirect_uri || !pkceMatches(body.code_verifier, grant.codeChallenge)) {
        return tokenError(c, 'invalid_grant');
      }
      const [key, user] = await Promise.all([signingKey(p), p.db.query.oidcProviderUsers.findFirst({ where: (u, { eq }) => eq(u.subject, grant.subject) })]);
      if (!user) return tokenError(c, 'invalid_grant');
      const now = Math.floor(p.now().getTime() / 1000);
      const idToken = await new SignJWT({ nonce: grant.nonce, auth_time: grant.authTime, email: user.email, email_verified: true, name: user.name })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
        .setIssuer(issuerOf(c))
        .setSubject(user.subject)
        .setAudience(client.clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(key.privateKey);
      return c.json({ token_type: 'Bearer', expires_in: ID_TOKEN_TTL_SECONDS, id_token: idToken }, 200, { 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    })
    .get('/assets/:name', (c) => {
      if (c.req.param('name') !== STYLESHEET.name) throw new PlatformError('api.not.found', undefined, c.req.path);
      return c.body(STYLESHEET.body, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
    });
