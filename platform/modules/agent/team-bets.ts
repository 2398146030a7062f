import { sql, type SQL } from 'drizzle-orm';
import { AGENT_LIST_PAGE_SIZE, type TeamBet, type TeamBetSort, type TeamBetsPage, type TeamBetsQuery } from '../../../contract/agent-lists.ts';
import type { BetStatus } from '../../../contract/bet-records.ts';
import type { GameCategory } from '../../../contract/game-rules.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { zonedDateTime } from '../../core/zoned-time.ts';
import { nameIn } from '../catalogue/index.ts';
import { settleDue } from '../lottery/index.ts';
import { rowsOf } from './scope.ts';
import { at, listWindow, minor, scopedTeam, type ListWindow } from './team-lists.ts';

/*
 * Team betting (`ACSFE_getTeamBets`): the bets of every account below the agent, from the same
 * two sources as a member's own betting record (the game server's real-money rounds and lottery
 * tickets). Each source is read by member and time on its own index, for the team's accounts only.
 */

interface RawBet {
  source: string;
  id: string;
  account: string;
  level: number;
  placed_at: string | Date;
  category: string;
  name_en: string;
  name_es: string;
  vendor: string;
  vendor_name: string;
  stake: string;
  win: string;
  status: BetStatus;
}

/** `bets`: the scoped accounts' bets placed in the window, both sources in one shape. */
const betsOf = (w: ListWindow): SQL => sql`bets as (
  select 'round' as source, 0 as rank, r.id, scoped.account, scoped.level, r.game_id, r.stake, r.win,
    case when r.win > 0 then 'won' else 'lost' end as status, r.created_at as placed_at
  from scoped join game_rounds r on r.member_id = scoped.id
  where r.mode = 'real' and r.created_at >= ${at(w.since)} and r.created_at < ${at(w.until)}
  union all
  select 'ticket', 1, t.id, scoped.account, scoped.level, d.game_id, t.stake, t.payout, t.status, t.created_at
  from scoped join lottery_tickets t on t.member_id = scoped.id join lottery_draws d on d.id = t.draw_id
  where t.created_at >= ${at(w.since)} and t.created_at < ${at(w.until)}
)`;

const filterOf = (q: TeamBetsQuery): SQL => {
  const where: SQL[] = [sql`true`];
  if (q.vendor) where.push(sql`g.vendor = ${q.vendor}`);
  if (q.category) where.push(sql`g.category = ${q.category}`);
  if (q.status) where.push(sql`b.status = ${q.status}`);
  return sql.join(where, sql` and `);
};

/** The page's order: the asked column, then newest first, as the record reads. */
const SORT_COLUMNS: Record<TeamBetSort, string> = { time: 'b.placed_at', account: 'b.account', level: 'b.level', stake: 'b.stake', win: 'b.win' };
const orderOf = (q: TeamBetsQuery): SQL => {
  const sort = q.sort ?? 'time';
  const direction = (q.order ?? (sort === 'time' ? 'desc' : 'asc')) === 'desc' ? 'desc' : 'asc';
  const newest = 'b.placed_at desc, b.rank desc, b.id desc';
  return sql.raw(sort === 'time' && direction === 'desc' ? newest : `${SORT_COLUMNS[sort]} ${direction}, ${newest}`);
};

/** A settled bet's stake counts as valid; an open one's not yet. */
const entryOf = (row: RawBet, zone: string, lang: ShippedLanguage): TeamBet => {
  const stake = minor(row.stake);
  const win = minor(row.win);
  const validStake = row.status === 'open' ? 0n : stake;
  return {
    id: `${row.source}-${row.id}`,
    account: row.account,
    level: Number(row.level),
    time: zonedDateTime(new Date(row.placed_at), zone),
    category: row.category as GameCategory,
    gameName: nameIn({ nameEn: row.name_en, nameEs: row.name_es }, lang),
    vendor: row.vendor,
    vendorName: row.vendor_name,
    stake: formatMinor(stake),
    validStake: formatMinor(validStake),
    win: formatMinor(win),
    net: formatMinor(win - validStake),
    status: row.status,
  };
};

/** One page of the team's bets, newest first, with the totals of every bet the filter matches. */
export const teamBets = async (p: Platform, agentId: number, q: TeamBetsQuery, lang: ShippedLanguage): Promise<TeamBetsPage> => {
  const w = listWindow(p, q);
  // Tickets whose draw is due are settled first, as the lottery's own reads do.
  await settleDue(p);
  const [rows, totals] = await Promise.all([
    p.db.execute(sql`with recursive ${scopedTeam(agentId, q)}, ${betsOf(w)}
      select b.source, b.id::text as id, b.account, b.level::int as level, b.placed_at, g.category, g.name_en, g.name_es, g.vendor,
        v.display_name as vendor_name, b.stake::text as stake, b.win::text as win, b.status
      from bets b join games g on g.id = b.game_id join game_vendors v on v.code = g.vendor
      where ${filterOf(q)}
      order by ${orderOf(q)}
      limit ${AGENT_LIST_PAGE_SIZE} offset ${w.offset}`),
    p.db.execute(sql`with recursive ${scopedTeam(agentId, q)}, ${betsOf(w)}
      select count(*)::int as count, coalesce(sum(b.stake), 0)::text as stake,
        coalesce(sum(b.stake) filter (where b.status <> 'open'), 0)::text as valid_stake, coalesce(sum(b.win), 0)::text as win
      from bets b join games g on g.id = b.game_id
      where ${filterOf(q)}`),
  ]);
  const [sum] = rowsOf<{ count: number; stake: string; valid_stake: string; win: string }>(totals);
  const validStake = minor(sum?.valid_stake);
  const win = minor(sum?.win);
  return {
    ...w.frame,
    list: rowsOf<RawBet>(rows).map((row) => entryOf(row, w.zone, lang)),
    totals: {
      count: Number(sum?.count ?? 0),
      stake: formatMinor(minor(sum?.stake)),
      validStake: formatMinor(validStake),
      win: formatMinor(win),
      net: formatMinor(win - validStake),
    },
  };
};
