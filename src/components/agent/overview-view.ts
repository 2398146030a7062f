import { OVERVIEW_RANGES, overviewQuerySchema, type OverviewRange } from '../../../contract/agent-overview.ts';
import { zoneOf } from './team-view.ts';

/*
 * What the team overview reads from its page's address: the range (a preset, or two days) and the
 * zone its days are in. Its links and its form write the same parameters back, so it works with
 * no script.
 */

/** SPEC's default page of the agent centre. */
export const OVERVIEW_SECTION_ID = 'agentTeamOverview';

export interface OverviewView {
  range: OverviewRange;
  startDate: string | undefined;
  endDate: string | undefined;
  timeZone: string;
  /** The query for the platform's overview call. */
  query: Record<string, string>;
  /** Whether the address asked for a range the platform refuses (the section says so). */
  invalid: boolean;
}

export const PRESET_RANGES = OVERVIEW_RANGES.filter((range) => range !== 'custom');

export const readOverviewView = (params: URLSearchParams, cookieZone: string | undefined): OverviewView => {
  const timeZone = zoneOf(params.get('timeZone')) ?? zoneOf(cookieZone) ?? 'UTC';
  const asked = OVERVIEW_RANGES.find((range) => range === params.get('range')) ?? 'today';
  const startDate = params.get('startDate') || undefined;
  const endDate = params.get('endDate') || undefined;
  const query: Record<string, string> = { range: asked, timeZone };
  if (asked === 'custom') Object.assign(query, startDate ? { startDate } : {}, endDate ? { endDate } : {});
  const invalid = !overviewQuerySchema.safeParse(query).success;
  if (invalid) return { range: 'today', startDate, endDate, timeZone, query: { range: 'today', timeZone }, invalid };
  return { range: asked, startDate, endDate, timeZone, query, invalid };
};
