import { sql, type SQL } from 'drizzle-orm';
import type { teamQuerySchema } from '../../../contract/agent-team.ts';
import { TEAM_PAGE_SIZE, type DownlineDetail, type DownlineRow, type TeamPage, type TeamSort } from '../../../contract/agent-team.ts';
import { AGENT_TYPES, isAgentType, MEMBER_TYPE, TRIAL_TYPE } from '../../../contract/limits.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { z } from 'zod';
import type { Platform } from '../../context.ts';
import { endOfDay, startOfDay } from '../../core/zoned-time.ts';
import { maskEmail, maskMobile } from '../identity/index.ts';
import { requireInTeam, rowsOf, teamCte } from './scope.ts';

type TeamQuery = z.output<typeof teamQuerySchema>;

interface RawRow {
  id: string | number;
  account: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked';
  level: number;
  upline: string;
  direct_count: number;
  balance: string;
  created_at: string | Date;
  last_login_at: string | Date | null;
}

const SORT_COLUMNS: Record<TeamSort, SQL> = {
  account: sql`m.account`,
  level: sql`team.level`,
  registeredAt: sql`m.created_at`,
  lastLoginAt: sql`m.last_login_at`,
  balance: sql`b.balance`,
};

const iso = (value: string | Date) => new Date(value).toISOString();
const agentTypes = sql.join(
  AGENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** The columns of a downline row; `team`, `m` (the account), `up` (its upline) and `b` (its balance) are joined by the caller. */
const rowColumns = sql`m.id, m.account, m.nickname, m.type, m.status, team.level::int as level, up.account as upline,
  (select count(*)::int from members c where c.parent_id = m.id) as direct_count,
  b.balance::text as balance, m.created_at, m.last_login_at`;
const joins = sql`join members m on m.id = team.id join members up on up.id = m.parent_id
  left join lateral (select coalesce(sum(a.balance), 0) as balance from ledger_accounts a where a.member_id = m.id and a.kind = 'wallet') b on true`;

const toRow = (r: RawRow): DownlineRow => ({
  id: Number(r.id),
  account: r.account,
  nickname: r.nickname,
  kind: isAgentType(r.type) ? 'agent' : 'member',
  type: r.type,
  status: r.status,
  level: Number(r.level),
  upline: r.upline,
  directCount: Number(r.direct_count),
  balance: formatMinor(BigInt(r.balance)),
  registeredAt: iso(r.created_at),
  lastLoginAt: r.last_login_at === null ? null : iso(r.last_login_at),
});

/** The filter as SQL conditions on `m` and `team`; the days are whole days in the caller's zone. */
const conditions = (q: TeamQuery): SQL[] => {
  const zone = q.timeZone ?? 'UTC';
  const at = (day: string, end: boolean) => (end ? endOfDay(day, zone) : startOfDay(day, zone)).toISOString();
  const where: SQL[] = [sql`m.type <> ${TRIAL_TYPE}`];
  if (q.username) where.push(sql`m.account like ${`%${q.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.kind === 'agent') where.push(sql`m.type in (${agentTypes})`);
  if (q.kind === 'member') where.push(sql`m.type = ${MEMBER_TYPE}`);
  if (q.status) where.push(sql`m.status = ${q.status}`);
  if (q.level) where.push(sql`team.level = ${q.level}`);
  if (q.parentId) where.push(sql`m.parent_id = ${q.parentId}`);
  if (q.registeredFrom) where.push(sql`m.created_at >= ${at(q.registeredFrom, false)}::timestamptz`);
  if (q.registeredTo) where.push(sql`m.created_at < ${at(q.registeredTo, true)}::timestamptz`);
  if (q.lastLoginFrom) where.push(sql`m.last_login_at >= ${at(q.lastLoginFrom, false)}::timestamptz`);
  if (q.lastLoginTo) where.push(sql`m.last_login_at < ${at(q.lastLoginTo, true)}::timestamptz`);
  return where;
};

/**
 * `ACSFE_getTeamMembers`: the caller's downlines at every level, filtered, sorted and paged, with
 * the count and balance of every matching account. `parentId` narrows to the accounts right below
 * one downline (a node of the tree), which must itself be in the caller's team.
 */
export const teamMembers = async (p: Platform, agentId: number, q: TeamQuery): Promise<TeamPage> => {
  if (q.parentId && q.parentId !== agentId) await requireInTeam(p, agentId, q.parentId);
  const where = sql.join(conditions(q), sql` and `);
  const page = q.page ?? 1;
  const order = q.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const sort = SORT_COLUMNS[q.sort ?? 'level'];
  const [rows, totals] = await Promise.all([
    p.db.execute(sql`with recursive ${teamCte(agentId)}
      select ${rowColumns} from team ${joins}
      where ${where}
      order by ${sort} ${order}, m.id asc
      limit ${TEAM_PAGE_SIZE} offset ${(page - 1) * TEAM_PAGE_SIZE}`),
    p.db.execute(sql`with recursive ${teamCte(agentId)}
      select count(*)::int as total, coalesce(sum(b.balance), 0)::text as balance from team ${joins}
      where ${where}`),
  ]);
  const [sum] = rowsOf<{ total: number; balance: string }>(totals);
  return {
    list: rowsOf<RawRow>(rows).map(toRow),
    page,
    pageSize: TEAM_PAGE_SIZE,
    total: Number(sum?.total ?? 0),
    totalBalance: formatMinor(BigInt(sum?.balance ?? '0')),
  };
};

interface RawDetail extends RawRow {
  mobile_num: string | null;
  email: string | null;
  currency: string;
  remark: string | null;
  parent_id: string | number;
}

/** `ACSFE_getDownlineDetail`: one account of the caller's team, contacts masked, with its own team's counts. */
export const downlineDetail = async (p: Platform, agentId: number, memberId: number): Promise<DownlineDetail> => {
  const level = await requireInTeam(p, agentId, memberId);
  const [detailRows, teamRows] = await Promise.all([
    p.db.execute(sql`with team(id, level) as (select ${memberId}::bigint, ${level})
      select ${rowColumns}, m.mobile_num, m.email, m.currency, m.parent_id, r.remark from team ${joins}
      left join downline_remarks r on r.member_id = m.id`),
    p.db.execute(sql`with recursive ${teamCte(memberId)}
      select count(*)::int as total, count(*) filter (where m.type in (${agentTypes}))::int as agents,
        count(*) filter (where team.level = 1)::int as direct
      from team join members m on m.id = team.id where m.type <> ${TRIAL_TYPE}`),
  ]);
  const [raw] = rowsOf<RawDetail>(detailRows);
  const [team] = rowsOf<{ total: number; agents: number; direct: number }>(teamRows);
  if (!raw) throw new Error(`downline ${memberId} vanished`);
  return {
    ...toRow(raw),
    direct: Number(raw.parent_id) === agentId,
    mobile: raw.mobile_num ? maskMobile(raw.mobile_num) : null,
    email: raw.email ? maskEmail(raw.email) : null,
    currency: raw.currency,
    remark: raw.remark,
    team: { total: Number(team?.total ?? 0), agents: Number(team?.agents ?? 0), direct: Number(team?.direct ?? 0) },
  };
};
