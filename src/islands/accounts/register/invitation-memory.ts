import { invitationOf, readStoredInvitation, REG_INFO_KEY, storedInvitationText, type Invitation } from './affiliate-code.ts';

/*
 * The invitation remembered in `localStorage.reg_info` (CONTRACT.md 5.2), so that a visitor who
 * arrives through a referral link and signs up later, on another page or another day, still
 * joins the upline that invited them. Storage may be unavailable (private modes, blocked
 * storage): the sign-up then goes on without the memory.
 */
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The invitation in force at `href`, remembering a referral code given now. */
export const currentInvitation = (href: string, referralCode?: string): Invitation => {
  const store = storage();
  const stored = readStoredInvitation(store?.getItem(REG_INFO_KEY) ?? null);
  const invitation = invitationOf(new URL(href), stored, referralCode);
  if (invitation.referralCode !== stored.referralCode) {
    const text = storedInvitationText({ affiliateCode: stored.affiliateCode, referralCode: invitation.referralCode });
    try {
      if (text) store?.setItem(REG_INFO_KEY, text);
    } catch {
      // A full storage only loses the memory of the code.
    }
  }
  return invitation;
};

/** Forgets the remembered invitation once an account was made with it. */
export const forgetInvitation = () => {
  try {
    storage()?.removeItem(REG_INFO_KEY);
  } catch {
    // Nothing to forget.
  }
};
