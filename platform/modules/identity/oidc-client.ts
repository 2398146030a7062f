import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';

/*
 * The relying party's side of OpenID Connect: discovery, the code exchange and the ID token's
 * checks. Every signature and claim check is jose's; this file only says what must hold.
 */

/** How the platform reaches a provider: an HTTP call (in process for the embedded stand-in). */
export type ProviderFetch = (request: Request) => Promise<Response>;

const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
export type ProviderMetadata = z.infer<typeof metadataSchema>;

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) });
const tokenAnswerSchema = z.object({ id_token: z.string().min(1).max(8000) });

export class OidcRefusal extends Error {}

const getJson = async (fetcher: ProviderFetch, url: string): Promise<unknown> => {
  const response = await fetcher(new Request(url, { headers: { accept: 'application/json' } }));
  if (!response.ok) throw new OidcRefusal(`${url} answered ${response.status}`);
  return response.json();
};

/** The provider's discovery document, which must name the configured issuer exactly (OpenID Connect Discovery 4.3). */
export const discover = async (fetcher: ProviderFetch, issuer: string): Promise<ProviderMetadata> => {
  const parsed = metadataSchema.safeParse(await getJson(fetcher, `${issuer}/.well-known/openid-configuration`));
  if (!parsed.success || parsed.data.issuer !== issuer) throw new OidcRefusal('discovery document does not match the issuer');
  return parsed.data;
};

export interface CodeExchange {
  metadata: ProviderMetadata;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** Trades the code at the token endpoint (client_secret_basic, RFC 6749 2.3.1) for the ID token. */
export const exchangeCode = async (fetcher: ProviderFetch, x: CodeExchange): Promise<string> => {
  const basic = Buffer.from(`${encodeURIComponent(x.clientId)}:${encodeURIComponent(x.clientSecret)}`).toString('base64');
  const response = await fetcher(
    new Request(x.metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: x.code, redirect_uri: x.redirectUri, code_verifier: x.codeVerifier }),
    }),
  );
  const parsed = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new OidcRefusal(`token endpoint refused the code (${response.status})`);
  return parsed.data.id_token;
};

export interface IdTokenCheck {
  issuer: string;
  clientId: string;
  nonce: string;
  now: Date;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string(),
  azp: z.string().optional(),
  email: z.string().max(200).optional(),
  email_verified: z.boolean().optional(),
  name: z.string().max(200).optional(),
  preferred_username: z.string().max(200).optional(),
});
export type IdClaims = z.infer<typeof claimsSchema>;

/**
 * The ID token's checks (OpenID Connect Core 3.1.3.7): the signature by a key the provider
 * publishes, the issuer, this client as audience, the expiry and issue time, and the nonce this
 * sign-in sent. Anything else refuses.
 */
export const verifyIdToken = async (fetcher: ProviderFetch, metadata: ProviderMetadata, idToken: string, check: IdTokenCheck): Promise<IdClaims> => {
  const jwks = jwksSchema.safeParse(await getJson(fetcher, metadata.jwks_uri));
  if (!jwks.success) throw new OidcRefusal('no usable key set');
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, createLocalJWKSet(jwks.data as JSONWebKeySet), {
      issuer: check.issuer,
      audience: check.clientId,
      algorithms: ['RS256', 'ES256'],
      currentDate: check.now,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new OidcRefusal(`ID token refused: ${(error as Error).message}`);
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success || claims.data.nonce !== check.nonce) throw new OidcRefusal('ID token nonce does not match');
  if (claims.data.azp !== undefined && claims.data.azp !== check.clientId) throw new OidcRefusal('ID token was issued to another party');
  return claims.data;
};
