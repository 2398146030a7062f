/** The invite-friends section of the member centre: shown while the site's REFERRAL3 flag is on. */
export const INVITE_SECTION_ID = 'inviteFriends';

export const INVITE_MODULE = 'REFERRAL3';

/** The link a friend registers with: this site's own /register, carrying the code. */
export const inviteLink = (origin: string, code: string) => `${origin}/register?${new URLSearchParams({ referralCode: code })}`;
