import { DAY_PATTERN, timeZoneSchema } from '../../../contract/account-records.ts';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, depositReportQuerySchema, type DepositMethod, type DepositStatus } from '../../../contract/deposits.ts';
import { isErrorCode, type ErrorCode } from '../../../contract/error-codes.ts';
import { sectionHref } from './section-href.ts';

/*
 * What the deposit section reads from its page's address. Every parameter is its own (`dep…`), so
 * no other section's filter or pages move when this one's do: the chosen method, the request whose
 * payment instructions show, the problem a refused request came back with, and the history's
 * filter and page. The forms and links write the same parameters back, so it works with no script.
 */

export const DEPOSIT_SECTION_ID = 'deposit';

/** Where the section's form posts (src/pages/member/deposit.ts). */
export const DEPOSIT_ENDPOINT = '/member/deposit';

/** The form's fields whose problems show under them; any other refusal is one message for the form. */
export const DEPOSIT_FIELDS = ['amount', 'receipt'] as const;
export type DepositField = (typeof DEPOSIT_FIELDS)[number];

export type DepositProblem = { kind: 'code'; code: ErrorCode } | { kind: 'field'; field: DepositField };

/** The member's own deposit limit a refused request met (`rg.deposit.limit`): what is left of it, and when its period starts again. */
export interface DepositLimitMet {
  period: 'day' | 'week' | 'month';
  /** Two-decimal money. */
  remaining: string;
  /** Epoch ms. */
  resetsAt: number;
}

const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
const MONEY = /^\d{1,13}\.\d{2}$/;
const EPOCH = /^\d{1,15}$/;

/**
 * The parameters that carry a met deposit limit back to the form, from the platform's refusal
 * value; none when the value is not one. Read back by `readDepositView`.
 */
export const limitParams = (value: unknown): Record<string, string> => {
  const met = (value ?? {}) as Partial<Record<keyof DepositLimitMet, unknown>>;
  const period = LIMIT_PERIODS.find((p) => p === met.period);
  const remaining = typeof met.remaining === 'string' && MONEY.test(met.remaining) ? met.remaining : null;
  const resetsAt = typeof met.resetsAt === 'number' && Number.isSafeInteger(met.resetsAt) && met.resetsAt > 0 ? met.resetsAt : null;
  return period && remaining && resetsAt ? { depLimit: period, depLeft: remaining, depResets: String(resetsAt) } : {};
};

const limitOf = (params: URLSearchParams, problem: DepositProblem | null): DepositLimitMet | null => {
  if (problem?.kind !== 'code' || problem.code !== 'rg.deposit.limit') return null;
  const period = LIMIT_PERIODS.find((p) => p === params.get('depLimit'));
  const remaining = params.get('depLeft') ?? '';
  const resets = params.get('depResets') ?? '';
  return period && MONEY.test(remaining) && EPOCH.test(resets) ? { period, remaining, resetsAt: Number(resets) } : null;
};

export interface DepositFilter {
  status?: DepositStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface DepositView {
  method: DepositMethod | undefined;
  /** The request whose instructions show (after it was made, or from the history). */
  task: string | undefined;
  problem: DepositProblem | null;
  /** The member's own deposit limit the refused request met, when that was the problem. */
  limit: DepositLimitMet | null;
  /** The amount a refused request had, to type again. */
  amount: string;
  filter: DepositFilter;
  page: { before: string } | { after: string } | Record<string, never>;
  timeZone: string;
  /** The filter does not hold together (an end before the start). */
  invalid: boolean;
}

const ID = /^[1-9]\d{0,17}$/;

const problemOf = (value: string | null): DepositProblem | null => {
  if (!value) return null;
  const field = DEPOSIT_FIELDS.find((f) => f === value);
  if (field) return { kind: 'field', field };
  return isErrorCode(value) ? { kind: 'code', code: value } : null;
};

/** Reads the section's parameters; a value that is not one the platform takes is left out. The zone is the member centre's cookie's. */
export const readDepositView = (params: URLSearchParams, cookieZone: string | undefined): DepositView => {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY_PATTERN.test(value) ? value : undefined;
  };
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return ID.test(value) ? value : undefined;
  };
  const before = id('depBefore');
  const after = id('depAfter');
  const filter: DepositFilter = {
    status: DEPOSIT_STATUSES.find((s) => s === params.get('depStatus')),
    startDate: day('depStart'),
    endDate: day('depEnd'),
  };
  const problem = problemOf(params.get('depError'));
  const view: DepositView = {
    method: DEPOSIT_METHODS.find((m) => m === params.get('depMethod')),
    task: id('depTask'),
    problem,
    limit: limitOf(params, problem),
    amount: /^\d{1,13}(\.\d{0,2})?$/.test(params.get('depAmount') ?? '') ? params.get('depAmount')! : '',
    filter,
    page: before ? { before } : after ? { after } : {},
    timeZone: cookieZone && timeZoneSchema.safeParse(cookieZone).success ? cookieZone : 'UTC',
    invalid: false,
  };
  view.invalid = !depositReportQuerySchema.safeParse(historyQuery(view)).success;
  return view;
};

/** The platform's query for the history page on show. */
export const historyQuery = (view: Pick<DepositView, 'filter' | 'page' | 'timeZone'>): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...view.filter, ...view.page })) if (value) query[key] = value;
  query.timeZone = view.timeZone;
  return query;
};

/** A link of the section: the method and the history's filter kept, `extra` on top (`depTask`, a page), the section's hash last. */
export const depositHref = (view: Pick<DepositView, 'method' | 'filter'>, extra: Record<string, string> = {}): string => {
  const params = new URLSearchParams();
  const kept = { depMethod: view.method, depStatus: view.filter.status, depStart: view.filter.startDate, depEnd: view.filter.endDate, ...extra };
  for (const [key, value] of Object.entries(kept)) if (value) params.set(key, value);
  return sectionHref(DEPOSIT_SECTION_ID, params);
};
