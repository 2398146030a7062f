import { DOWNLINE_KINDS, DOWNLINE_STATUSES, TEAM_SORTS, teamQuerySchema, type TeamSort } from '../../../contract/agent-team.ts';

/*
 * What the team section reads from its page's address: the filter, the sort, the page, the view
 * (list or tree), the tree's open nodes and the account shown in detail. Its forms and links write
 * the same parameters back, so the section works with no script.
 */

export const TEAM_SECTION_ID = 'teamManagement';
/** The cookie the centre's script keeps the browser's time zone in (the member centre's too). */
export const ZONE_COOKIE = 'tz';
/** Levels offered in the filter; deeper ones are still listed under "all levels". */
export const FILTER_LEVELS = [1, 2, 3, 4, 5] as const;

const FILTER_KEYS = ['username', 'kind', 'status', 'level', 'registeredFrom', 'registeredTo', 'lastLoginFrom', 'lastLoginTo'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export interface TeamView {
  /** The filter as typed, each value one the platform takes. */
  filter: Partial<Record<FilterKey, string>>;
  sort: TeamSort | undefined;
  order: 'asc' | 'desc';
  page: number;
  view: 'list' | 'tree';
  /** Tree nodes shown open. */
  open: number[];
  /** The account shown in detail. */
  member: number | null;
  timeZone: string;
  /** The query for the platform's list call. */
  query: Record<string, string>;
}

export const zoneOf = (value: string | null | undefined) => {
  if (!value) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
};
const idOf = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

export const readTeamView = (params: URLSearchParams, cookieZone: string | undefined): TeamView => {
  const timeZone = zoneOf(params.get('timeZone')) ?? zoneOf(cookieZone) ?? 'UTC';
  const filter: TeamView['filter'] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    // Each value on its own, so one wrong value drops only itself.
    if (value && teamQuerySchema.safeParse({ [key]: value }).success) filter[key] = value;
  }
  const sort = TEAM_SORTS.find((s) => s === params.get('sort'));
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const page = idOf(params.get('page')) ?? 1;
  const view = params.get('view') === 'tree' ? 'tree' : 'list';
  const open = (params.get('open') ?? '')
    .split(',')
    .map(idOf)
    .filter((id): id is number => id !== null)
    .slice(0, 20);
  const query: Record<string, string> = { ...filter, timeZone, order, page: String(page) };
  if (sort) query.sort = sort;
  return { filter, sort, order, page, view, open, member: idOf(params.get('member')), timeZone, query };
};

/** The view's own parameters, changed by `change`: what every link of the section writes. */
export const teamParams = (view: TeamView, change: Partial<Omit<TeamView, 'query' | 'timeZone'>> = {}): Record<string, string> => {
  const next = { ...view, ...change };
  const params: Record<string, string> = { ...next.filter };
  if (next.sort) params.sort = next.sort;
  if (next.order === 'desc') params.order = 'desc';
  if (next.page > 1) params.page = String(next.page);
  if (next.view === 'tree') params.view = 'tree';
  if (next.open.length) params.open = next.open.join(',');
  if (next.member) params.member = String(next.member);
  return params;
};

export const KIND_OPTIONS = DOWNLINE_KINDS;
export const STATUS_OPTIONS = DOWNLINE_STATUSES;
