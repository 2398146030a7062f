import { z } from 'zod';
import { emailSchema } from '../../contract/accounts.ts';

/*
 * The authorisation request (OpenID Connect Core 3.1.2.1), as the stand-in accepts it: the code
 * flow only, with PKCE S256 (RFC 7636), a state and a nonce always.
 */
const opaque = z.string().min(8).max(512);

export const authorizeRequestSchema = z.object({
  client_id: z.string().min(1).max(64),
  redirect_uri: z.string().min(1).max(500),
  response_type: z.literal('code'),
  scope: z
    .string()
    .max(200)
    .refine((s) => s.split(' ').includes('openid')),
  state: opaque,
  nonce: opaque,
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  code_challenge_method: z.literal('S256'),
});
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** Only the client and its return address: what must hold before the browser may be sent back with an error. */
export const clientPartSchema = authorizeRequestSchema.pick({ client_id: true, redirect_uri: true });

/** The page's answer: the request again (hidden fields), the test user's address and name, and the choice. */
export const decisionSchema = authorizeRequestSchema.extend({
  decision: z.enum(['allow', 'deny']),
  email: z.string().max(200),
  name: z.string().max(200),
});

export const testUserSchema = z.object({ email: emailSchema, name: z.string().trim().min(1).max(60) });

/** The token request (RFC 6749 4.1.3 with RFC 7636 4.5); the client proves itself by Basic auth or these fields. */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(500),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  client_id: z.string().max(64).optional(),
  client_secret: z.string().max(128).optional(),
});
