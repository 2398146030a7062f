import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootPlatform, type BootedPlatform } from '../../boot.ts';
import { loadEnv } from '../../env.ts';
import { auditLedger, NO_MISMATCHES, reportStatsMismatches } from '../../modules/ledger/index.ts';
import { rowsOf } from '../index.ts';
import { members } from '../schema/index.ts';
import { SEED_AGENT_WORLD } from './agent-world.ts';
import { SEED_AGENT } from './identities.ts';

/** A fresh install with SEED_AGENT_WORLD on (as `npm start` runs it): agent01 has a team that has played. */
describe('the seeded agent world', () => {
  let booted: BootedPlatform;
  let agentId: number;

  beforeAll(async () => {
    booted = await bootPlatform(loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'memory://', SEED_AGENT_WORLD: '1' }));
    const [agent] = await booted.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_AGENT.account));
    agentId = agent!.id;
  }, 120_000);
  afterAll(() => booted.close());

  it('puts about 200 accounts in three levels below agent01', async () => {
    const levels = rowsOf<{ level: number; n: number }>(
      await booted.platform.db.execute(sql`
        select t.level, count(*)::int as n from team_members t join members m on m.id = t.member_id
        where t.upline_id = ${agentId} and m.account like 'team%' group by 1 order by 1`),
    ).map((row) => [Number(row.level), Number(row.n)]);
    const { firstLayer, secondLayer, members: all } = SEED_AGENT_WORLD;
    expect(levels).toEqual([
      [1, firstLayer],
      [2, secondLayer],
      [3, all - firstLayer - secondLayer],
    ]);
  });

  it('gives its players bets and first deposits that the reports and the ledger agree on', async () => {
    const [team] = rowsOf<{ bets: number; deposits: string; first: number }>(
      await booted.platform.db.execute(sql`
        select sum(bets)::int as bets, sum(deposits)::text as deposits, sum(first_deposits)::int as first
        from team_hour_stats where upline_id = ${agentId}`),
    );
    const players = SEED_AGENT_WORLD.members - SEED_AGENT_WORLD.firstLayer - SEED_AGENT_WORLD.secondLayer;
    // The seed's own players below agent01 deposited too.
    expect(Number(team!.bets)).toBe(SEED_AGENT_WORLD.bets);
    expect(Number(team!.first)).toBeGreaterThanOrEqual(players);
    expect(await reportStatsMismatches(booted.platform)).toEqual(NO_MISMATCHES);
    expect(await auditLedger(booted.platform.db)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
