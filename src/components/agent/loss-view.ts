import { LOSS_SORTS, lossQuerySchema, type LossSort } from '../../../contract/agent-loss.ts';
import { PNL_PERIODS, type PnlPeriod } from '../../../contract/bet-records.ts';
import { zoneOf } from './team-view.ts';

/*
 * What the user loss statements read from their page's address: the period type and a day of the
 * period, the filter, the sort, the page and the account drilled into. Its links and form write
 * the same parameters back, so the section works with no script.
 */

export const LOSS_SECTION_ID = 'userLossStatements';
export const LOSS_PERIODS = PNL_PERIODS;

export interface LossView {
  period: PnlPeriod;
  date: string | undefined;
  username: string | undefined;
  level: string | undefined;
  sort: LossSort;
  order: 'asc' | 'desc';
  page: number;
  member: number | null;
  timeZone: string;
  /** The query for the platform's call. */
  query: Record<string, string>;
}

const valid = (key: string, value: string | undefined) => (value && lossQuerySchema.safeParse({ [key]: value }).success ? value : undefined);

export const readLossView = (params: URLSearchParams, cookieZone: string | undefined): LossView => {
  const timeZone = zoneOf(params.get('timeZone')) ?? zoneOf(cookieZone) ?? 'UTC';
  const period = PNL_PERIODS.find((p) => p === params.get('period')) ?? 'daily';
  const date = valid('date', params.get('date') ?? undefined);
  const username = valid('username', params.get('username')?.trim() || undefined);
  const level = valid('level', params.get('level') ?? undefined);
  const sort = LOSS_SORTS.find((s) => s === params.get('sort')) ?? 'account';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const page = Number(valid('page', params.get('page') ?? undefined) ?? 1);
  const member = Number(valid('memberId', params.get('member') ?? undefined) ?? 0) || null;
  const query: Record<string, string> = { period, timeZone, sort, order, page: String(page) };
  if (date) query.date = date;
  if (username) query.username = username;
  if (level) query.level = level;
  if (member) query.memberId = String(member);
  return { period, date, username, level, sort, order, page, member, timeZone, query };
};

/** The view's own parameters, changed by `change`: what every link of the section writes. */
export const lossParams = (view: LossView, change: Partial<Omit<LossView, 'query' | 'timeZone'>> = {}): Record<string, string> => {
  const next = { ...view, ...change };
  const params: Record<string, string> = { period: next.period, sort: next.sort, order: next.order };
  if (next.date) params.date = next.date;
  if (next.username) params.username = next.username;
  if (next.level) params.level = next.level;
  if (next.page > 1) params.page = String(next.page);
  if (next.member) params.member = String(next.member);
  return params;
};
