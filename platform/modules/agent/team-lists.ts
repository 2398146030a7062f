import { sql, type SQL } from 'drizzle-orm';
import { AGENT_LIST_PAGE_SIZE } from '../../../contract/agent-lists.ts';
import { TRIAL_TYPE } from '../../../contract/limits.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { teamCte } from './scope.ts';

/*
 * What the agent centre's lists share: the range of days they read (today when none is given),
 * the page, and the accounts of the caller's team that the list's account filter keeps.
 */

export interface ListWindow {
  zone: string;
  startDate: string;
  endDate: string;
  /** The first instant of the range, and the first after it. */
  since: string;
  until: string;
  page: number;
  offset: number;
  /** What every answer carries besides its rows. */
  frame: { startDate: string; endDate: string; gmtOffset: string; page: number; pageSize: number };
}

export const listWindow = (
  p: Platform,
  q: { startDate?: string | undefined; endDate?: string | undefined; timeZone?: string | undefined; page?: number | undefined },
): ListWindow => {
  const zone = q.timeZone ?? 'UTC';
  const today = zonedDateTime(p.now(), zone).slice(0, 10);
  const startDate = q.startDate ?? (q.endDate && q.endDate < today ? q.endDate : today);
  const endDate = q.endDate ?? (startDate > today ? startDate : today);
  const page = q.page ?? 1;
  return {
    zone,
    startDate,
    endDate,
    since: startOfDay(startDate, zone).toISOString(),
    until: endOfDay(endDate, zone).toISOString(),
    page,
    offset: (page - 1) * AGENT_LIST_PAGE_SIZE,
    frame: { startDate, endDate, gmtOffset: gmtOffset(p.now(), zone), page, pageSize: AGENT_LIST_PAGE_SIZE },
  };
};

/** `username%`, with the pattern's own characters taken literally. */
const prefixOf = (username: string) => `${username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `team(id, level)` and `scoped(id, level, account)`: the caller's team, and the accounts of it the
 * filter keeps (a name or its beginning, a level); trial accounts are never anyone's team.
 */
export const scopedTeam = (agentId: number, f: { username?: string | undefined; level?: number | undefined }): SQL => {
  const where: SQL[] = [sql`m.type <> ${TRIAL_TYPE}`];
  if (f.username) where.push(sql`m.account like ${prefixOf(f.username)}`);
  if (f.level) where.push(sql`team.level = ${f.level}`);
  return sql`${teamCte(agentId)},
    scoped(id, level, account) as (select team.id, team.level, m.account from team join members m on m.id = team.id where ${sql.join(where, sql` and `)})`;
};

/** An instant as an ISO text parameter, typed for the database. */
export const at = (iso: string) => sql`${iso}::timestamptz`;

/** Minor units as the database sums them, back to a bigint. */
export const minor = (value: string | number | null | undefined) => BigInt(value ?? 0);
