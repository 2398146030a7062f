import { DEPOSIT_SECTION_ID } from '../member/deposit-view.ts';
import { INBOX_SECTION_ID } from '../member/inbox-view.ts';
import { sectionHref } from '../member/section-href.ts';
import { WITHDRAW_SECTION_ID } from '../member/withdraw-view.ts';
import { ANNOUNCEMENTS_SECTION_ID, SERVICE_SECTION_ID } from './help-view.ts';
import { LOSS_SECTION_ID } from './loss-view.ts';
import { OVERVIEW_SECTION_ID } from './overview-view.ts';
import { REGISTER_SECTION_ID } from './register-view.ts';
import { BETTING_SECTION_ID, INCOME_SECTION_ID, TRANSACTIONS_SECTION_ID } from './team-lists-view.ts';
import { TEAM_SECTION_ID } from './team-view.ts';

/*
 * The agent centre's sections (SPEC "Agent centre menu"): the menu lists the sections built so
 * far, in SPEC's order. SPEC's default, the team overview, is the one a bare /agentHome opens.
 */

export interface AgentSectionEntry {
  id: string;
  /** The menu label's translation key. */
  label: string;
}

/** SPEC's menu order, of which only the built sections appear here. */
export const AGENT_SECTIONS: readonly AgentSectionEntry[] = [
  { id: ANNOUNCEMENTS_SECTION_ID, label: 'agent.sections.announcements' },
  { id: OVERVIEW_SECTION_ID, label: 'agent.sections.teamOverview' },
  { id: REGISTER_SECTION_ID, label: 'agent.sections.registerCentre' },
  { id: TEAM_SECTION_ID, label: 'agent.sections.teamManagement' },
  { id: BETTING_SECTION_ID, label: 'agent.sections.teamBetting' },
  { id: TRANSACTIONS_SECTION_ID, label: 'agent.sections.transactions' },
  { id: LOSS_SECTION_ID, label: 'agent.sections.userLossStatements' },
  { id: INCOME_SECTION_ID, label: 'agent.sections.myIncome' },
  { id: SERVICE_SECTION_ID, label: 'agent.sections.customerService' },
];

/** A menu entry that opens a member centre section the agent uses as any member does. */
export interface MemberCentreEntry {
  href: string;
  label: string;
}

/**
 * SPEC's whole menu, in SPEC's order: the agent centre's sections, and platform messages,
 * deposit and withdraw, which are the member centre's own sections (an agent is a member there).
 */
export const AGENT_MENU: readonly (AgentSectionEntry | MemberCentreEntry)[] = [
  ...AGENT_SECTIONS.filter((section) => section.id !== SERVICE_SECTION_ID),
  { href: sectionHref(INBOX_SECTION_ID), label: 'inbox.section' },
  ...AGENT_SECTIONS.filter((section) => section.id === SERVICE_SECTION_ID),
  { href: sectionHref(DEPOSIT_SECTION_ID), label: 'member.sections.deposit' },
  { href: sectionHref(WITHDRAW_SECTION_ID), label: 'member.sections.withdraw' },
];

const DEFAULT_SECTION = OVERVIEW_SECTION_ID;

/** The query parameter that names the section a page of the agent centre writes whole. */
export const SECTION_PARAM = 'section';

export const isAgentSection = (id: string | null | undefined): id is string => AGENT_SECTIONS.some((section) => section.id === id);

/** The section the address names, else the default one. */
export const writtenSectionOf = (params: URLSearchParams): string => {
  const named = params.get(SECTION_PARAM);
  return isAgentSection(named) ? named : DEFAULT_SECTION;
};

/** A section's own address, which works with no script: the centre written with it, then its hash. */
export const agentSectionHref = (id: string, params: Readonly<Record<string, string>> = {}): string => {
  const query = new URLSearchParams({ [SECTION_PARAM]: id, ...params });
  return `/agentHome?${query}#${id}`;
};
