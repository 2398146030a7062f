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
 * Member-centre pages are the hash of /member; the agent centre is its own page.
 */
export const memberMenu = ({ isAgent, flags }: MemberMenuAccess): MemberMenuItem[] => [
  page('bettingRecord'),
  page('accountRecord'),
  page('personalLoss'),
  page('rewardCenter'),
  ...(flags.PTSYS3 ? [page('points')] : []),
  page('securityCenter'),
  ...(isAgent ? [{ key: 'agentCenter', href: '/agentHome' }] : []),
  ...(flags.MANPLAYREB3 ? [page('manualRebate')] : []),
];
