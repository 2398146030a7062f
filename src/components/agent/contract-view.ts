import {
  CONTRACT_KINDS,
  enabledKinds,
  MAX_TIERS,
  requestsIn,
  type Consolidated,
  type ContractKind,
  type ContractRequest,
  type ContractSection,
  type Terms,
  type Tier,
} from '../../../contract/agent-contracts.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount } from '../../../contract/money-format.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { zoneOf } from './team-view.ts';

/*
 * The four contract sections of the agent centre (dividend, daily, hourly and real-time salary):
 * which of them an agent sees, what each reads from the page's address, and the words of a tier.
 * A section's id is its kind's name.
 */

/** The menu label of each kind's section. */
export const CONTRACT_SECTION_LABELS: Readonly<Record<ContractKind, string>> = {
  dividend: 'agent.sections.dividend',
  dailySalary: 'agent.sections.dailySalary',
  hourlySalary: 'agent.sections.hourlySalary',
  realTimeSalary: 'agent.sections.realTimeSalary',
};

export const isContractKind = (id: string | null | undefined): id is ContractKind => CONTRACT_KINDS.some((kind) => kind === id);

/** Site flags, as the status call tells them (`info.whitelabelVal`). */
type SiteFlags = Readonly<Record<string, boolean>>;

/** The site flag of a kind: the module of its relay. */
const moduleOf = (kind: ContractKind) => ENDPOINTS[`${kind}Contract`].modId;

/**
 * The kinds whose section the agent sees: the site's flag is on and the agent's contracts enable
 * it (CONTRACT.md 4.1: the dividend while one is in force, a salary while one is held or offered).
 * Nothing when the contract maps could not be read.
 */
export const shownContractKinds = (flags: SiteFlags, consolidated: Consolidated | null): ContractKind[] =>
  consolidated ? enabledKinds(consolidated).filter((kind) => flags[moduleOf(kind) ?? ''] === true) : [];

/** The requests awaiting the agent's answer, of the kinds the site runs: what the contract pop-up lists. */
export const popupRequestsOf = (flags: SiteFlags, consolidated: Consolidated | null): ContractRequest[] =>
  consolidated ? requestsIn(consolidated).filter((request) => flags[moduleOf(request.kind) ?? ''] === true) : [];

/** What a contract section reads from its page's address; each kind's parameters carry its name, as the sections share one address. */
export interface ContractPageView {
  kind: ContractKind;
  /** The page of the payout history. */
  page: number;
  /** The downline whose contract the offer form starts from, as its edit link named it. */
  edit: string | null;
  timeZone: string;
}

const pageParam = (kind: ContractKind) => `${kind}Page`;
const editParam = (kind: ContractKind) => `${kind}Edit`;

export const readContractView = (params: URLSearchParams, kind: ContractKind, cookieZone: string | undefined): ContractPageView => {
  const page = params.get(pageParam(kind));
  const edit = params.get(editParam(kind))?.trim();
  return {
    kind,
    page: page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
    edit: edit && /^[\w.@-]{1,64}$/.test(edit) ? edit : null,
    timeZone: zoneOf(params.get('timeZone')) ?? zoneOf(cookieZone) ?? 'UTC',
  };
};

/** The section's own parameters for a link: a page of the history, or a downline to edit. */
export const contractParams = (view: ContractPageView, change: { page?: number; edit?: string | null }): Record<string, string> => {
  const page = change.page ?? view.page;
  const edit = change.edit === undefined ? view.edit : change.edit;
  return { ...(page > 1 ? { [pageParam(view.kind)]: String(page) } : {}), ...(edit ? { [editParam(view.kind)]: edit } : {}) };
};

/** The id of a section's offer form: edit links land on it. */
export const offerFormId = (kind: ContractKind) => `${kind}-offer`;

/**
 * Where the offer form starts: the downline its edit link named (when it is one of the agent's),
 * with the terms it is offered or holds, else no downline chosen and one empty tier.
 */
export const offerDraftOf = (
  section: Pick<ContractSection, 'downlines'>,
  edit: string | null,
): { account: string | null; tiers: (Tier | null)[]; cycle: Terms['cycle'] } => {
  const downline = section.downlines.find((d) => d.account === edit);
  const terms = downline ? (downline.pending?.status === 'P' ? downline.pending : downline.current)?.terms : undefined;
  return { account: downline?.account ?? null, tiers: terms?.tiers.length ? terms.tiers.slice(0, MAX_TIERS) : [null], cycle: terms?.cycle ?? null };
};

/** A tier's reward in words: a percentage, a fixed amount, or real-time salary's two rates. */
export const rewardWords = (kind: ContractKind, tier: Pick<Tier, 'rateType' | 'rate' | 'winRate' | 'lossRate'>, t: Translate, locale: string): string => {
  const percent = (rate: string | null) => t('agent.contracts.percent', { rate: formatAmount(rate ?? '0', locale) });
  if (kind === 'realTimeSalary') return t('agent.contracts.winLoss', { win: percent(tier.winRate), loss: percent(tier.lossRate) });
  return tier.rateType === 'F' ? t('agent.contracts.fixed', { amount: formatAmount(tier.rate ?? '0', locale) }) : percent(tier.rate);
};

/** The words the contract scripts write (offline, the confirmation, the offer sent), in the page's language. */
export const contractScriptWords = (t: Translate) => ({
  offline: t('errors.network'),
  confirmTitle: t('agent.actions.confirmTitle'),
  cancel: t('agent.actions.cancel'),
  confirm: t('agent.actions.confirm'),
  ok: t('agent.actions.ok'),
  sentTitle: t('agent.contracts.offer.sentTitle'),
});
