import type { MemberInfo } from '../../../../contract/session.ts';
import type { SystemStatus } from '../../../../contract/system.ts';

/** A page of the member menu: its translation key (`shell.member.<key>`) and where it leads. */
export interface MemberMenuItem {
  key: string;
  href: string;
}

export interface MemberMenuAccess {
  isAgent: boolean;
  /** Site flags (`info.whitelabelVal`): PTSYS3 shows points, MANPLAYREB3 the manual rebate. */
  flags: Readonly<Record<string, boolean>>;
}

const page = (key: string): MemberMenuItem => ({ key, href: `/member#${key}` });

/**
 * The header's member menu (SPEC section 2 "Member info"), in its order; sign-out follows it.
 * Member-centre pages are the hash of /member; the agent centre and the points mall are pages of their own.
 */
export const memberMenu = ({ isAgent, flags }: MemberMenuAccess): MemberMenuItem[] => [
  page('bettingRecord'),
  page('accountRecord'),
  page('personalLoss'),
  page('rewardCenter'),
  // Points lead to the points mall, which has its own page.
  ...(flags.PTSYS3 ? [{ key: 'points', href: '/pointMall' }] : []),
  page('securityCenter'),
  ...(isAgent ? [{ key: 'agentCenter', href: '/agentHome' }] : []),
  ...(flags.MANPLAYREB3 ? [page('manualRebate')] : []),
];

/** The member's profile picture on the image CDN: the uploaded one, else the generated one. */
export const avatarUrl = (member: Pick<MemberInfo, 'id' | 'avatar'>, status: SystemStatus | null): string =>
  `${(status?.info.imageCDNs[0] ?? '/cdn').replace(/\/+$/, '')}/${member.avatar ?? `avatars/${member.id}.svg`}`;
