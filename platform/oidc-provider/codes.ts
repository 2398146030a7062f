import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Platform } from '../context.ts';

/** An authorisation code lives one minute and is taken out of the shared store by its first use. */
export const CODE_TTL_MS = 60_000;

const grantSchema = z.object({
  clientId: z.string(),
  redirectUri: z.string(),
  subject: z.string(),
  nonce: z.string(),
  codeChallenge: z.string(),
  authTime: z.number(),
});
export type Grant = z.infer<typeof grantSchema>;

const keyOf = (code: string) => `oidc-code:${createHash('sha256').update(code).digest('hex')}`;

export const issueCode = async (p: Platform, grant: Grant): Promise<string> => {
  const code = randomBytes(32).toString('base64url');
  await p.kv.set(keyOf(code), JSON.stringify(grant), CODE_TTL_MS);
  return code;
};

/** The grant behind a code, once: a second exchange of the same code finds nothing. */
export const redeemCode = async (p: Platform, code: string): Promise<Grant | null> => {
  const stored = await p.kv.take(keyOf(code));
  if (!stored) return null;
  const parsed = grantSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : null;
};

/** RFC 7636 S256: the challenge is the base64url SHA-256 of the verifier. */
export const pkceMatches = (verifier: string, challenge: string) => createHash('sha256').update(verifier).digest('base64url') === challenge;
