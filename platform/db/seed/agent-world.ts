import { eq, sql, type SQL } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { rebuildReportStats } from '../../modules/ledger/index.ts';
import { games, ledgerAccounts, members } from '../schema/index.ts';
import { SEED_AGENT } from './identities.ts';

/*
 * A world for the agent centre: below agent01, a layer of sub-agents, a layer of agents below
 * those, and players below the second layer, each with a first deposit and a real-money slot
 * session; then bets spread over the players and the last `days` days. The rows are written with
 * SQL in a few statements (through the ledger one by one a large world would take hours), then the
 * reports' hourly figures are made again from them (rebuildReportStats). Deterministic: the same
 * accounts and bets on every machine, at times counted back from now.
 *
 * The seed writes a small one when SEED_AGENT_WORLD is on (`npm start` turns it on); the benchmark
 * writes a large one.
 */

export interface AgentWorldSize {
  /** The account names' prefix: `<prefix>a1-<n>`, `<prefix>a2-<n>`, `<prefix>p<n>`. */
  prefix: string;
  /** Agents right below agent01, agents below those, and every account in all. */
  firstLayer: number;
  secondLayer: number;
  members: number;
  bets: number;
  days: number;
}

/** The seed's world: about 200 accounts in three levels, 20,000 bets over the last 30 days. */
export const SEED_AGENT_WORLD: AgentWorldSize = { prefix: 'team', firstLayer: 4, secondLayer: 16, members: 212, bets: 20_000, days: 30 };

const DEPOSIT = 100_000n; // 1,000.00 each

export const writeAgentWorld = async (p: Pick<Platform, 'db'>, size: AgentWorldSize): Promise<void> => {
  const { db } = p;
  const [agent] = await db.select({ id: members.id }).from(members).where(eq(members.account, SEED_AGENT.account));
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.category, 'RNG')).limit(1);
  const [cash] = await db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:cash'));
  if (!agent || !game || !cash) throw new Error('The seed has no agent01, no slot game or no house:cash account');
  const agentId = agent.id;
  const players = size.members - size.firstLayer - size.secondLayer;
  const window = size.days * 86_400;
  if (!/^[a-z][a-z0-9]{0,15}$/.test(size.prefix)) throw new RangeError(`A world's prefix is a few lowercase letters and digits, got ${size.prefix}`);
  const name = (tag: string) => sql.raw(`'${size.prefix}${tag}' || n`);
  const like = (tag: string) => sql.raw(`'${size.prefix}${tag}%'`);
  await db.transaction(async (tx) => {
    const insertMembers = (account: SQL, nickname: SQL, type: number, parent: SQL, createdAt: SQL, from: SQL) =>
      tx.execute(sql`insert into members (account, nickname, type, password_hash, parent_id, currency, created_at)
        select ${account}, ${nickname}, ${type}, 'unused', ${parent}, 'MXN', ${createdAt} ${from}`);
    const days = sql`${size.days + 30} * interval '1 day'`;
    await insertMembers(
      name('a1-'),
      sql`'Agent 1-' || n`,
      1,
      sql`${agentId}::bigint`,
      sql`now() - ${days}`,
      sql`from generate_series(1, ${size.firstLayer}) n`,
    );
    await insertMembers(
      name('a2-'),
      sql`'Agent 2-' || n`,
      1,
      sql`(select id from members where account = ${sql.raw(`'${size.prefix}a1-'`)} || (1 + n % ${size.firstLayer}))`,
      sql`now() - ${days}`,
      sql`from generate_series(1, ${size.secondLayer}) n`,
    );
    await tx.execute(sql`create temp table world_agents on commit drop as
      select row_number() over (order by id) - 1 as k, id from members where account like ${like('a2-')}`);
    await insertMembers(
      name('p'),
      sql`'Player ' || n`,
      0,
      sql`a.id`,
      sql`now() - ((n::bigint * 7919) % ${window}) * interval '1 second'`,
      sql`from generate_series(1, ${players}) n join world_agents a on a.k = n % ${size.secondLayer}`,
    );
    await tx.execute(sql`create temp table world_players on commit drop as
      select row_number() over (order by id) - 1 as k, id, created_at from members where account like ${like('p')}`);
    await tx.execute(sql`insert into game_sessions (token_hash, member_id, game_id, mode, language, expires_at)
      select 'world-' || id, id, ${game.id}, 'real', 'ES', now() from world_players`);
    // Bets of 1.00 to 10.00; a quarter of them win three times the stake.
    await tx.execute(sql`insert into game_rounds (session_id, member_id, game_id, round_id, mode, stake, win, outcome, created_at)
      select s.id, p.id, ${game.id}, 'world-' || n, 'real', 100 * (1 + n % 10), case when n % 4 = 0 then 300 * (1 + n % 10) else 0 end,
        '{}'::jsonb, greatest(p.created_at, now() - ((n::bigint * 104729) % ${window}) * interval '1 second')
      from generate_series(1, ${size.bets}) n
      join world_players p on p.k = (n::bigint * 7919) % ${players}
      join game_sessions s on s.token_hash = 'world-' || p.id`);
    // A first deposit each, when the account joined, as the ledger writes one.
    await tx.execute(sql`insert into ledger_accounts (code, member_id, kind, currency, balance)
      select 'wallet:' || id, id, 'wallet', 'MXN', ${String(DEPOSIT)}::bigint from world_players`);
    await tx.execute(sql`create temp table world_deposits on commit drop as
      with made as (
        insert into ledger_transactions (kind, member_id, reference, created_at)
        select 'deposit', id, 'seed-world-deposit', created_at from world_players
        returning id, member_id, created_at
      ) select made.*, row_number() over (order by made.id) as k from made`);
    await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
      select d.id, a.id, ${String(DEPOSIT)}::bigint, ${String(DEPOSIT)}::bigint, d.created_at
      from world_deposits d join ledger_accounts a on a.code = 'wallet:' || d.member_id
      union all
      select d.id, ${cash.id}::bigint, ${String(-DEPOSIT)}::bigint, ${String(cash.balance)}::bigint - ${String(DEPOSIT)}::bigint * d.k, d.created_at
      from world_deposits d`);
    await tx.execute(sql`update ledger_accounts set balance = balance - ${String(DEPOSIT)}::bigint * ${players} where id = ${cash.id}`);
  });
  await rebuildReportStats(p);
};
