import { eq, sql } from 'drizzle-orm';
import { bootPlatform } from '../../platform/boot.ts';
import { games, ledgerAccounts, members } from '../../platform/db/schema/index.ts';
import { SEED_AGENT } from '../../platform/db/seed/identities.ts';
import { loadEnv } from '../../platform/env.ts';
import { rebuildReportStats, reportStatsMismatches } from '../../platform/modules/ledger/index.ts';
import { load, type LoadResult } from './load.ts';
import { startServer } from './server.ts';
import { loginCookie } from './session.ts';

/*
 * The agent reports on a large team: below agent01, 20 sub-agents, 200 agents below those, and the
 * rest players below the 200, each with a first deposit and a real-money slot session; then the
 * bets, spread over the players and the last `days` days. The rows are written with SQL in a few
 * statements (through the ledger one by one they would take hours), then the reports' hourly
 * figures are made again from them and checked (rebuildReportStats, reportStatsMismatches).
 */

export interface AgentTeamSize {
  members: number;
  bets: number;
  days: number;
}

const DEPOSIT = 100_000n; // 1,000.00 each

export const writeAgentTeam = async (databaseUrl: string, size: AgentTeamSize): Promise<{ seconds: number }> => {
  const started = Date.now();
  const booted = await bootPlatform(loadEnv({ NODE_ENV: 'development', DATABASE_URL: databaseUrl }));
  try {
    const { db } = booted.platform;
    const [agent] = await db.select({ id: members.id }).from(members).where(eq(members.account, SEED_AGENT.account));
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.category, 'RNG')).limit(1);
    const [cash] = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, 'house:cash'));
    if (!agent || !game || !cash) throw new Error('The seed has no agent01, no slot game or no house:cash account');
    const players = size.members - 220;
    const window = size.days * 86_400;
    await db.transaction(async (tx) => {
      const member = (account: string, nickname: string, type: number, parent: unknown, createdAt: unknown) =>
        sql`select ${sql.raw(account)}, ${sql.raw(nickname)}, ${type}, 'unused', ${parent}, 'MXN', ${createdAt}`;
      await tx.execute(sql`insert into members (account, nickname, type, password_hash, parent_id, currency, created_at)
        ${member(`'bench1a' || n`, `'Bench agent 1-' || n`, 1, sql`${agent.id}::bigint`, sql`now() - interval '120 days'`)} from generate_series(1, 20) n`);
      await tx.execute(sql`insert into members (account, nickname, type, password_hash, parent_id, currency, created_at)
        ${member(`'bench2a' || n`, `'Bench agent 2-' || n`, 1, sql`(select id from members where account = 'bench1a' || (1 + n % 20))`, sql`now() - interval '110 days'`)}
        from generate_series(1, 200) n`);
      await tx.execute(sql`create temp table bench_agents on commit drop as
        select row_number() over (order by id) - 1 as k, id from members where account like 'bench2a%'`);
      await tx.execute(sql`insert into members (account, nickname, type, password_hash, parent_id, currency, created_at)
        select 'benchp' || n, 'Bench player ' || n, 0, 'unused', a.id, 'MXN', now() - ((n::bigint * 7919) % ${window}) * interval '1 second'
        from generate_series(1, ${players}) n join bench_agents a on a.k = n % 200`);
      await tx.execute(sql`create temp table bench_players on commit drop as
        select row_number() over (order by id) - 1 as k, id, created_at from members where account like 'benchp%'`);
      await tx.execute(sql`insert into game_sessions (token_hash, member_id, game_id, mode, language, expires_at)
        select 'bench-' || id, id, ${game.id}, 'real', 'ES', now() from bench_players`);
      await tx.execute(sql`insert into game_rounds (session_id, member_id, game_id, round_id, mode, stake, win, outcome, created_at)
        select s.id, p.id, ${game.id}, 'bench-' || n, 'real', 100 * (1 + n % 10), case when n % 4 = 0 then 300 * (1 + n % 10) else 0 end,
          '{}'::jsonb, now() - ((n::bigint * 104729) % ${window}) * interval '1 second'
        from generate_series(1, ${size.bets}) n
        join bench_players p on p.k = (n::bigint * 7919) % ${players}
        join game_sessions s on s.token_hash = 'bench-' || p.id`);
      // A first deposit each, an hour after joining, as the ledger writes one.
      await tx.execute(sql`insert into ledger_accounts (code, member_id, kind, currency, balance)
        select 'wallet:' || id, id, 'wallet', 'MXN', ${String(DEPOSIT)}::bigint from bench_players`);
      await tx.execute(sql`create temp table bench_deposits on commit drop as
        with made as (
          insert into ledger_transactions (kind, member_id, reference, created_at)
          select 'deposit', id, 'bench-deposit', least(created_at + interval '1 hour', now()) from bench_players
          returning id, member_id, created_at
        ) select made.*, row_number() over (order by made.id) as k from made`);
      await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
        select d.id, a.id, ${String(DEPOSIT)}::bigint, ${String(DEPOSIT)}::bigint, d.created_at from bench_deposits d join ledger_accounts a on a.code = 'wallet:' || d.member_id
        union all
        select d.id, ${cash.id}::bigint, ${String(-DEPOSIT)}::bigint, ${String(cash.balance)}::bigint - ${String(DEPOSIT)}::bigint * d.k, d.created_at from bench_deposits d`);
      await tx.execute(sql`update ledger_accounts set balance = balance - ${String(DEPOSIT)}::bigint * ${players} where id = ${cash.id}`);
    });
    await rebuildReportStats(booted.platform);
    const mismatches = await reportStatsMismatches(booted.platform);
    if (Object.values(mismatches).some(Boolean)) throw new Error(`The rebuilt figures disagree with the rows: ${JSON.stringify(mismatches)}`);
    await db.execute(sql`analyze`);
  } finally {
    await booted.close();
  }
  return { seconds: Math.round((Date.now() - started) / 1000) };
};

/** agent01's overview and loss statements over the large team, at 4 connections. */
export const agentReportsBench = async (label: string, databaseUrl: string, port: number, size: AgentTeamSize): Promise<LoadResult[]> => {
  const { seconds } = await writeAgentTeam(databaseUrl, size);
  console.log(`Agent team of ${size.members} accounts and ${size.bets} bets over ${size.days} days written in ${seconds} s (${label})`);
  const server = await startServer(port, databaseUrl);
  try {
    const cookie = await loginCookie(server.base, SEED_AGENT.account, SEED_AGENT.password);
    const headers = { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' };
    const relay = (name: string, query: string) => `${server.base}/wps/relay/${name}?${query}`;
    const of = `${size.members} accounts, ${size.bets} bets; ${label}, 4 connections`;
    return [
      await load(`team overview, today (${of})`, relay('ACSFE_getTeamOverview', 'range=today'), headers, undefined, 4),
      await load(`team overview, this month (${of})`, relay('ACSFE_getTeamOverview', 'range=month'), headers, undefined, 4),
      await load(`team overview, 90 days (${of})`, relay('ACSFE_getTeamOverview', overviewDays(size.days)), headers, undefined, 4),
      await load(`loss statements, daily (${of})`, relay('ACSFE_getLossStatements', 'period=daily'), headers, undefined, 4),
      await load(`loss statements, monthly (${of})`, relay('ACSFE_getLossStatements', 'period=monthly&sort=account'), headers, undefined, 4),
      await load(`/partials/agent/agentTeamOverview (${of})`, `${server.base}/partials/agent/agentTeamOverview`, headers, undefined, 4),
    ];
  } finally {
    await server.stop();
  }
};

const overviewDays = (days: number) => {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `range=custom&startDate=${day(days - 1)}&endDate=${day(0)}`;
};
