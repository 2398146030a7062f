import { SECTION_ID } from './account-record-view.ts';
import { BETS_SECTION_ID } from './betting-record-view.ts';
import { DEPOSIT_SECTION_ID } from './deposit-view.ts';
import { INBOX_SECTION_ID } from './inbox-view.ts';
import { LOSS_SECTION_ID } from './personal-loss-view.ts';
import { SECURITY_SECTION_ID } from './security-view.ts';
import { WALLET_SECTION_ID } from './wallet-view.ts';
import { TRANSFER_SECTION_ID, WITHDRAW_SECTION_ID } from './withdraw-view.ts';
import { SECTION_PARAM } from './section-href.ts';

/** The member centre's sections built so far, in SPEC's menu order, with their menu labels. */
export const MEMBER_SECTIONS = [
  { id: SECURITY_SECTION_ID, label: 'member.sections.securityCenter' },
  { id: WALLET_SECTION_ID, label: 'wallet.section' },
  { id: DEPOSIT_SECTION_ID, label: 'member.sections.deposit' },
  { id: WITHDRAW_SECTION_ID, label: 'member.sections.withdraw' },
  { id: TRANSFER_SECTION_ID, label: 'member.sections.transferUpline' },
  { id: BETS_SECTION_ID, label: 'records.sections.bettingRecord' },
  { id: SECTION_ID, label: 'member.sections.accountRecord' },
  { id: LOSS_SECTION_ID, label: 'records.sections.personalLoss' },
  { id: INBOX_SECTION_ID, label: 'inbox.section' },
] as const;

/** The section a bare /member opens: the security centre (SPEC section 4). */
export const DEFAULT_SECTION = SECURITY_SECTION_ID;

export const isMemberSection = (id: string | null | undefined): id is string => MEMBER_SECTIONS.some((section) => section.id === id);

/** The section the address names, else the default one. */
export const writtenSectionOf = (params: URLSearchParams): string => {
  const named = params.get(SECTION_PARAM);
  return isMemberSection(named) ? named : DEFAULT_SECTION;
};
