import { z } from 'zod';

/**
 * Where a sign-up's invitation comes from (CONTRACT.md 5.1 "Affiliate code source"):
 * - an agent's affiliate domain: the first label of the host name (`ag01.betplay.example`);
 * - a referral link: `?referralCode=` or its short form `?r=`;
 * - a code remembered from an earlier visit (`localStorage.reg_info`), so that a visitor who
 *   lands through a link, looks around and signs up later still joins the right upline.
 * Everything read here is untrusted text: anything that is not a plausible code is dropped.
 */
export interface Invitation {
  affiliateCode: string | null;
  referralCode: string | null;
}

export const NO_INVITATION: Invitation = { affiliateCode: null, referralCode: null };

/** The local-storage key of the real client (CONTRACT.md 5.2). */
export const REG_INFO_KEY = 'reg_info';

// The platform accepts up to 32 characters (contract/accounts.ts affiliateCheckSchema).
const codeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/);
const codeOrNull = (value: unknown): string | null => codeSchema.safeParse(value).data ?? null;

const storedSchema = z.object({ affiliateCode: z.unknown().optional(), referralCode: z.unknown().optional() });

/*
 * The real client takes the first label even of `www.site.com`, or `www` on a bare domain, and so
 * always sends a code that fails; a host without a code of its own gives none here instead.
 */
const NOT_CODES = new Set(['www', 'm', 'wap', 'localhost']);
const IP_HOST = /^(\d{1,3}\.){3}\d{1,3}$|:/;

/** The affiliate code an agent's domain carries in its first label, or null. */
export const affiliateCodeOfHost = (hostname: string): string | null => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IP_HOST.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 3 || NOT_CODES.has(labels[0]!)) return null;
  return codeOrNull(labels[0]);
};

/** The referral code of a link: `?referralCode=`, else `?r=`. */
export const referralCodeOfQuery = (search: URLSearchParams): string | null => codeOrNull(search.get('referralCode')) ?? codeOrNull(search.get('r'));

/** What `reg_info` holds, if anything readable. */
export const readStoredInvitation = (raw: string | null): Invitation => {
  if (!raw) return NO_INVITATION;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return NO_INVITATION;
  }
  const stored = storedSchema.safeParse(json);
  if (!stored.success) return NO_INVITATION;
  return { affiliateCode: codeOrNull(stored.data.affiliateCode), referralCode: codeOrNull(stored.data.referralCode) };
};

/**
 * The invitation of a sign-up opened at `url`. A code given now (the caller's, then the link's)
 * wins over a remembered one, and a remembered affiliate code over the host's, as in the real
 * client where `reg_info` overrides the address.
 */
export const invitationOf = (url: URL, stored: Invitation, referralCode?: string | null): Invitation => ({
  affiliateCode: stored.affiliateCode ?? affiliateCodeOfHost(url.hostname),
  referralCode: codeOrNull(referralCode) ?? referralCodeOfQuery(url.searchParams) ?? stored.referralCode,
});

/** `reg_info` to remember a link's codes, or null when the link gave none. */
export const storedInvitationText = (invitation: Invitation): string | null =>
  invitation.affiliateCode || invitation.referralCode ? JSON.stringify(invitation) : null;
