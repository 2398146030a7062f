import { myIncomeQuerySchema, teamBetsQuerySchema, teamTransactionsQuerySchema } from '../../../contract/agent-lists.ts';
import { readListView, type ListView } from './list-view.ts';

/*
 * The three list sections' ids and their parameters in the page's address, each set with its own
 * prefix: what the sections' forms and links write and what they read back.
 */

export const BETTING_SECTION_ID = 'teamBetting';
export const TRANSACTIONS_SECTION_ID = 'transactions';
export const INCOME_SECTION_ID = 'myIncome';

const BETTING_PARAMS = {
  username: 'betUser',
  level: 'betLevel',
  vendor: 'betVendor',
  category: 'betCategory',
  status: 'betStatus',
  startDate: 'betStart',
  endDate: 'betEnd',
  sort: 'betSort',
  order: 'betOrder',
  page: 'betPage',
} as const;
const TRANSACTIONS_PARAMS = {
  username: 'txUser',
  level: 'txLevel',
  type: 'txType',
  startDate: 'txStart',
  endDate: 'txEnd',
  sort: 'txSort',
  order: 'txOrder',
  page: 'txPage',
} as const;
const INCOME_PARAMS = {
  period: 'incPeriod',
  startDate: 'incStart',
  endDate: 'incEnd',
  sort: 'incSort',
  order: 'incOrder',
  page: 'incPage',
} as const;

/** What my income shows first: the last 30 days, as a month of daily sums. */
const INCOME_DAYS = 30;

type Read = (params: URLSearchParams, cookieZone: string | undefined, nowMs: number) => ListView;

export const readBettingView: Read = (params, zone, nowMs) => readListView(params, zone, nowMs, BETTING_PARAMS, teamBetsQuerySchema);
export const readTransactionsView: Read = (params, zone, nowMs) => readListView(params, zone, nowMs, TRANSACTIONS_PARAMS, teamTransactionsQuerySchema);
export const readIncomeView: Read = (params, zone, nowMs) => readListView(params, zone, nowMs, INCOME_PARAMS, myIncomeQuerySchema, INCOME_DAYS);
