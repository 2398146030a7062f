import { SECTION_ID } from './account-record-view.ts';
import { BETS_SECTION_ID } from './betting-record-view.ts';
import { DEPOSIT_SECTION_ID } from './deposit-view.ts';
import { DOWNLOADS_SECTION_ID } from './downloads-view.ts';
import { INBOX_SECTION_ID } from './inbox-view.ts';
import { INVITE_MODULE, INVITE_SECTION_ID } from './invite-view.ts';
import { LOSS_SECTION_ID } from './personal-loss-view.ts';
import { MISSIONS_SECTION_ID } from './missions-view.ts';
import { BONUS_SECTION_ID, REWARD_CENTRE_SECTION_ID } from './promotions-view.ts';
import { REBATE_MODULE, REBATE_SECTION_ID } from './rebate-view.ts';
import { RED_ENVELOPE_SECTION_ID } from './red-envelope-view.ts';
import { RESPONSIBLE_SECTION_ID } from './responsible-view.ts';
import { SECURITY_SECTION_ID } from './security-view.ts';
import { WALLET_SECTION_ID } from './wallet-view.ts';
import { WINNERS_SECTION_ID } from './winners-view.ts';
import { TRANSFER_SECTION_ID, WITHDRAW_SECTION_ID } from './withdraw-view.ts';
import { SECTION_PARAM } from './section-href.ts';

interface MemberSectionEntry {
  id: string;
  /** The menu label's translation key. */
  label: string;
  /** The site flag (whitelabel module) the section needs on, if any. */
  module?: string;
}

/** The member centre's sections built so far, in SPEC's menu order, with their menu labels. */
export const MEMBER_SECTIONS: readonly MemberSectionEntry[] = [
  { id: SECURITY_SECTION_ID, label: 'member.sections.securityCenter' },
  { id: WALLET_SECTION_ID, label: 'wallet.section' },
  { id: DEPOSIT_SECTION_ID, label: 'member.sections.deposit' },
  { id: WITHDRAW_SECTION_ID, label: 'member.sections.withdraw' },
  { id: TRANSFER_SECTION_ID, label: 'member.sections.transferUpline' },
  { id: BETS_SECTION_ID, label: 'records.sections.bettingRecord' },
  { id: SECTION_ID, label: 'member.sections.accountRecord' },
  { id: LOSS_SECTION_ID, label: 'records.sections.personalLoss' },
  { id: BONUS_SECTION_ID, label: 'rewards.bonus.section', module: 'REWCEN3' },
  { id: REWARD_CENTRE_SECTION_ID, label: 'rewards.promotions.section', module: 'REWCEN3' },
  { id: REBATE_SECTION_ID, label: 'rewards.rebate.section', module: REBATE_MODULE },
  { id: INVITE_SECTION_ID, label: 'rewards.invite.section', module: INVITE_MODULE },
  { id: MISSIONS_SECTION_ID, label: 'rewards.missions.section', module: 'REWCEN3' },
  { id: RED_ENVELOPE_SECTION_ID, label: 'rewards.envelope.section', module: 'REWCEN3' },
  { id: INBOX_SECTION_ID, label: 'inbox.section' },
  { id: WINNERS_SECTION_ID, label: 'member.winners.section' },
  { id: DOWNLOADS_SECTION_ID, label: 'member.downloads.section' },
  // Not in SPEC's menu: every real account has it, after SPEC's sections.
  { id: RESPONSIBLE_SECTION_ID, label: 'responsible.section' },
];

/** Site flags, as the status call tells them (`info.whitelabelVal`). */
export type SiteFlags = Readonly<Record<string, boolean>>;

/** The sections this site shows: a section behind a flag only while the flag is on. */
export const sectionsOf = (flags: SiteFlags): MemberSectionEntry[] => MEMBER_SECTIONS.filter((section) => !section.module || flags[section.module] === true);

/** The section a bare /member opens: the security centre (SPEC section 4). */
export const DEFAULT_SECTION = SECURITY_SECTION_ID;

export const isMemberSection = (id: string | null | undefined, flags: SiteFlags): id is string => sectionsOf(flags).some((section) => section.id === id);

/** The section the address names, else the default one. */
export const writtenSectionOf = (params: URLSearchParams, flags: SiteFlags): string => {
  const named = params.get(SECTION_PARAM);
  return isMemberSection(named, flags) ? named : DEFAULT_SECTION;
};
