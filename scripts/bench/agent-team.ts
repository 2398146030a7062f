import { sql } from 'drizzle-orm';
import { bootPlatform } from '../../platform/boot.ts';
import { writeAgentWorld } from '../../platform/db/seed/agent-world.ts';
import { SEED_AGENT } from '../../platform/db/seed/identities.ts';
import { loadEnv } from '../../platform/env.ts';
import { reportStatsMismatches } from '../../platform/modules/ledger/index.ts';
import { firstReads, load, type LoadResult } from './load.ts';
import { startServer } from './server.ts';
import { loginCookie } from './session.ts';

/*
 * The agent reports on a large team: below agent01, 20 sub-agents, 200 agents below those, and the
 * rest players below the 200 (platform/db/seed/agent-world.ts writes them, their first deposits
 * and their bets in bulk, and makes the report figures again from the rows); checked, then loaded.
 */

export interface AgentTeamSize {
  members: number;
  bets: number;
  days: number;
}

export const writeAgentTeam = async (databaseUrl: string, size: AgentTeamSize): Promise<{ seconds: number }> => {
  const started = Date.now();
  const booted = await bootPlatform(loadEnv({ NODE_ENV: 'development', DATABASE_URL: databaseUrl }));
  try {
    await writeAgentWorld(booted.platform, { prefix: 'bench', firstLayer: 20, secondLayer: 200, ...size });
    const mismatches = await reportStatsMismatches(booted.platform);
    if (Object.values(mismatches).some(Boolean)) throw new Error(`The rebuilt figures disagree with the rows: ${JSON.stringify(mismatches)}`);
    await booted.platform.db.execute(sql`analyze`);
  } finally {
    await booted.close();
  }
  return { seconds: Math.round((Date.now() - started) / 1000) };
};

/**
 * agent01's overview and loss statements over the large team, at 4 connections: the same question
 * again and again (answered from the kept report after the first time), then many different ones
 * (each computed from the rollups); then its four contract sections, each with its preview.
 */
export const agentReportsBench = async (label: string, databaseUrl: string, port: number, size: AgentTeamSize): Promise<LoadResult[]> => {
  const { seconds } = await writeAgentTeam(databaseUrl, size);
  console.log(`Agent team of ${size.members} accounts and ${size.bets} bets over ${size.days} days written in ${seconds} s (${label})`);
  return loadAgentReports(label, databaseUrl, port, size);
};

/** The loads of `agentReportsBench` on a database that already holds the team. */
export const loadAgentReports = async (label: string, databaseUrl: string, port: number, size: AgentTeamSize): Promise<LoadResult[]> => {
  const server = await startServer(port, databaseUrl);
  try {
    const cookie = await loginCookie(server.base, SEED_AGENT.account, SEED_AGENT.password);
    const headers = { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' };
    const relay = (name: string, query: string) => `${server.base}/wps/relay/${name}?${query}`;
    const of = `${size.members} accounts, ${size.bets} bets; ${label}, 4 connections`;
    // A server that just started compiles its code on the first requests: those are not measured.
    for (const warm of [relay('ACSFE_getTeamOverview', 'range=yesterday'), relay('ACSFE_getLossStatements', 'period=weekly')]) {
      await load('warm-up', warm, headers, 2, 4);
    }
    const kept = [
      await load(`team overview, today (${of})`, relay('ACSFE_getTeamOverview', 'range=today'), headers, undefined, 4),
      await load(`team overview, this month (${of})`, relay('ACSFE_getTeamOverview', 'range=month'), headers, undefined, 4),
      await load(`team overview, 90 days (${of})`, relay('ACSFE_getTeamOverview', overviewDays(size.days)), headers, undefined, 4),
      await load(`loss statements, daily (${of})`, relay('ACSFE_getLossStatements', 'period=daily'), headers, undefined, 4),
      await load(`loss statements, monthly (${of})`, relay('ACSFE_getLossStatements', 'period=monthly&sort=account'), headers, undefined, 4),
      await load(`/partials/agent/agentTeamOverview (${of})`, `${server.base}/partials/agent/agentTeamOverview`, headers, undefined, 4),
    ];
    // The same reports, each a question no server has answered yet: read from the rollups.
    const [days, sorts] = [Array.from({ length: 60 }, (_, i) => i), ['account', 'level', 'bets', 'stake', 'validStake', 'win', 'bonuses', 'rebates', 'net']];
    const computed = [
      await firstReads(
        `first read: team overview, 30 days, 60 different ones (${of})`,
        days.map((end) => relay('ACSFE_getTeamOverview', `range=custom&startDate=${day(end + 29)}&endDate=${day(end)}`)),
        headers,
      ),
      await firstReads(
        `first read: team overview, 30 days in UTC-6, 60 different ones (${of})`,
        days.map((end) => relay('ACSFE_getTeamOverview', `range=custom&startDate=${day(end + 29)}&endDate=${day(end)}&timeZone=America/Mexico_City`)),
        headers,
      ),
      await firstReads(
        `first read: loss statements, daily, 60 different days (${of})`,
        days.map((end) => relay('ACSFE_getLossStatements', `period=daily&sort=net&date=${day(end)}`)),
        headers,
      ),
      await firstReads(
        `first read: loss statements, monthly, 54 different sorts and pages (${of})`,
        sorts.flatMap((sort) =>
          ['asc', 'desc'].flatMap((order) =>
            [1, 2, 3].map((page) => relay('ACSFE_getLossStatements', `period=monthly&sort=${sort}&order=${order}&page=${page}`)),
          ),
        ),
        headers,
      ),
    ];
    // The contract sections: agent01's own contract of each kind with the preview of the period so
    // far, computed on every read (the month for the dividend, the day, the hour, the 5 minutes).
    const contracts = [];
    for (const [kind, name] of [
      ['dividend', 'MCS2_processDividendReq'],
      ['daily salary', 'MCS2_processDailySalContract'],
      ['hourly salary', 'MCS2_processContractHourSalary'],
      ['real-time salary', 'MCSFE_processRealTimeSalaryContract'],
    ] as const) {
      contracts.push(await load(`contract section with preview, ${kind} (${of})`, relay(name, ''), headers, undefined, 4));
    }
    return [...kept, ...computed, ...contracts];
  } finally {
    await server.stop();
  }
};

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

const overviewDays = (days: number) => `range=custom&startDate=${day(days - 1)}&endDate=${day(0)}`;
