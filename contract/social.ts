import { z } from 'zod';
import { registerRequestSchema } from './accounts.ts';
import { registerRulesSchema } from './system.ts';

/*
 * One-click social sign-in (SPEC section 2, login pop-up): the OpenID Connect providers the
 * operator set up, the start of a sign-in, and the sign-up of a verified identity that no member
 * holds yet. The callback is a browser redirect, so it has no JSON answer.
 */

/** A provider's short name: in the site's calls, the operator's commands and the links table. */
export const socialProviderKeySchema = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/);

export const socialProviderSchema = z.object({ key: socialProviderKeySchema, name: z.string() });
export const socialProvidersSchema = z.array(socialProviderSchema);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/**
 * The start of a sign-in, with the invitation codes of the page it starts on (a referral link, an
 * affiliate domain), checked and applied as the normal sign-up's if it ends in a sign-up.
 */
export const socialStartRequestSchema = registerRequestSchema.pick({ affiliateCode: true, referralCode: true }).extend({ provider: socialProviderKeySchema });
/** Where the browser goes next: the provider's authorisation page. */
export const socialStartSchema = z.object({ url: z.string() });

/** The provider's answer in the query (OpenID Connect Core 3.1.2.5 and 3.1.2.6); the callback answers with a redirect to a page. */
export const socialCallbackQuerySchema = z.object({
  state: z.string().max(512),
  code: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  iss: z.string().max(300).optional(),
});

/**
 * Where a sign-in that did not end in a session sends the browser: `/login?social=<outcome>`, whose
 * login pop-up says what happened (`signup` opens the sign-up form of a new identity, `verify` the
 * extra verification of a linked member's sign-in from an address its account has not used).
 */
export const SOCIAL_OUTCOMES = ['signup', 'verify', 'social.signin.failed', 'social.provider.unknown', 'merchant.acct.setup.err'] as const;
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number];
export const SOCIAL_OUTCOME_PARAM = 'social';

/** What the sign-up form of a new identity needs: the provider, suggestions from the ID token, and the site's rules of the fields it asks for. */
export const socialSignupInfoSchema = z.object({
  provider: z.string(),
  username: z.string(),
  email: z.string(),
  rules: registerRulesSchema,
});
export type SocialSignupInfo = z.infer<typeof socialSignupInfoSchema>;

/** The sign-up of a new identity: the fields the site's rules ask for (no password: the provider proves the member). */
export const socialSignupRequestSchema = z.record(z.string(), z.string().max(200)).refine((r) => Object.keys(r).length <= 20);

/** The SMS code of verification method S for the pending sign-in of this browser: nothing to name, the account's own mobile gets it. */
export const socialVerifySmsRequestSchema = z.object({}).strict();
