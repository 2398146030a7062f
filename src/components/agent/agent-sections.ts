import type { ContractKind } from '../../../contract/agent-contracts.ts';
import { DEPOSIT_SECTION_ID } from '../member/deposit-view.ts';
import { INBOX_SECTION_ID } from '../member/inbox-view.ts';
import { sectionHref } from '../member/section-href.ts';
import { WITHDRAW_SECTION_ID } from '../member/withdraw-view.ts';
import { ANNOUNCEMENTS_SECTION_ID, SERVICE_SECTION_ID } from './help-view.ts';
import { LOSS_SECTION_ID } from './loss-view.ts';
import { OVERVIEW_SECTION_ID } from './overview-view.ts';
import { REGISTER_SECTION_ID } from './register-view.ts';
import { CONTRACT_SECTION_LABELS } from './contract-view.ts';
import { BETTING_SECTION_ID, INCOME_SECTION_ID, TRANSACTIONS_SECTION_ID } from './team-lists-view.ts';
import { TEAM_SECTION_ID } from './team-view.ts';

/*
 * The agent centre's sections (SPEC "Agent centre menu"): the menu lists the sections built so
 * far, in SPEC's order. SPEC's default, the team overview, is the one a bare /agentHome opens.
 * The contract sections are the agent's own: only those its contracts enable are listed
 * (contract-view.ts `shownContractKinds`), and only those are written.
 */

export interface AgentSectionEntry {
  id: string;
  /** The menu label's translation key. */
  label: string;
}

/** SPEC's menu order, of which only the built sections appear here; the contract sections follow my income. */
const SECTIONS_BEFORE_CONTRACTS: readonly AgentSectionEntry[] = [
  { id: ANNOUNCEMENTS_SECTION_ID, label: 'agent.sections.announcements' },
  { id: OVERVIEW_SECTION_ID, label: 'agent.sections.teamOverview' },
  { id: REGISTER_SECTION_ID, label: 'agent.sections.registerCentre' },
  { id: TEAM_SECTION_ID, label: 'agent.sections.teamManagement' },
  { id: BETTING_SECTION_ID, label: 'agent.sections.teamBetting' },
  { id: TRANSACTIONS_SECTION_ID, label: 'agent.sections.transactions' },
  { id: LOSS_SECTION_ID, label: 'agent.sections.userLossStatements' },
  { id: INCOME_SECTION_ID, label: 'agent.sections.myIncome' },
];
const SERVICE_SECTION = { id: SERVICE_SECTION_ID, label: 'agent.sections.customerService' };

/** The agent's sections, in SPEC's order, with the contract sections of `kinds`. */
export const agentSectionsOf = (kinds: readonly ContractKind[]): AgentSectionEntry[] => [
  ...SECTIONS_BEFORE_CONTRACTS,
  ...(Object.keys(CONTRACT_SECTION_LABELS) as ContractKind[])
    .filter((kind) => kinds.includes(kind))
    .map((kind) => ({ id: kind, label: CONTRACT_SECTION_LABELS[kind] })),
  SERVICE_SECTION,
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
export const agentMenuOf = (sections: readonly AgentSectionEntry[]): (AgentSectionEntry | MemberCentreEntry)[] => [
  ...sections.filter((section) => section.id !== SERVICE_SECTION_ID),
  { href: sectionHref(INBOX_SECTION_ID), label: 'inbox.section' },
  ...sections.filter((section) => section.id === SERVICE_SECTION_ID),
  { href: sectionHref(DEPOSIT_SECTION_ID), label: 'member.sections.deposit' },
  { href: sectionHref(WITHDRAW_SECTION_ID), label: 'member.sections.withdraw' },
];

const DEFAULT_SECTION = OVERVIEW_SECTION_ID;

/** The query parameter that names the section a page of the agent centre writes whole. */
export const SECTION_PARAM = 'section';

export const isAgentSection = (id: string | null | undefined, sections: readonly AgentSectionEntry[]): id is string =>
  sections.some((section) => section.id === id);

/** The section the address names, else the default one. */
export const writtenSectionOf = (params: URLSearchParams, sections: readonly AgentSectionEntry[]): string => {
  const named = params.get(SECTION_PARAM);
  return isAgentSection(named, sections) ? named : DEFAULT_SECTION;
};

/** A section's own address, which works with no script: the centre written with it, then its hash. */
export const agentSectionHref = (id: string, params: Readonly<Record<string, string>> = {}, hash: string = id): string => {
  const query = new URLSearchParams({ [SECTION_PARAM]: id, ...params });
  return `/agentHome?${query}#${hash}`;
};
