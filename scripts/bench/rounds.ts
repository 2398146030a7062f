import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import autocannon from 'autocannon';
import { bootPlatform } from '../../platform/boot.ts';
import { games, members, playLimits } from '../../platform/db/schema/index.ts';
import { loadEnv } from '../../platform/env.ts';
import { issueSession } from '../../platform/modules/identity/index.ts';
import { auditLedger, ensureWallet, houseAccount, transfer } from '../../platform/modules/ledger/index.ts';
import { openGameSession } from '../../platform/modules/play/index.ts';
import { loadResultOf, type LoadResult } from './load.ts';

/** What each bench player starts with: 100,000.00, so nobody runs dry in a run. */
const STAKE_MONEY = 10_000_000n;

/**
 * Limits far above what a run stakes, so every round counts them and none is refused: a loss and
 * a wager limit per period, and a whole day of playing time.
 */
const ROOMY_LIMITS = [
  ...(['day', 'week', 'month'] as const).flatMap((period) => [
    { kind: 'loss' as const, period, amount: 100_000_000n },
    { kind: 'wager' as const, period, amount: 100_000_000n },
  ]),
  { kind: 'time' as const, period: 'day' as const, amount: 1_440n },
];

/**
 * Opens `players` members before the server starts, each with money in the wallet, a site
 * session and a real-money launch of the first slot, and answers the game pages' tokens. With
 * `limits`, each member also holds responsible-gambling limits that every round must count.
 */
export const prepareRounds = async (databaseUrl: string, players: number, limits = false): Promise<string[]> => {
  const booted = await bootPlatform(loadEnv({ NODE_ENV: 'development', DATABASE_URL: databaseUrl }));
  try {
    const p = booted.platform;
    const [game] = await p.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.enabled, true), eq(games.category, 'RNG')))
      .orderBy(asc(games.sort), asc(games.id))
      .limit(1);
    if (!game) throw new Error('No slot to play in the benchmark');
    const cash = await houseAccount(p, 'house:cash', 'MXN');
    const tokens: string[] = [];
    for (let i = 0; i < players; i += 1) {
      const account = `bench${randomBytes(5).toString('hex')}`;
      const [row] = await p.db
        .insert(members)
        .values({ account, nickname: account, type: 0, passwordHash: 'unused', currency: 'MXN' })
        .returning({ id: members.id });
      const memberId = row!.id;
      const wallet = await ensureWallet(p, memberId, 'MXN');
      await transfer(p, { kind: 'test.deposit', memberId, idempotencyKey: `bench:${account}`, from: cash, to: wallet, amount: STAKE_MONEY });
      if (limits) await p.db.insert(playLimits).values(ROOMY_LIMITS.map((l) => ({ memberId, ...l })));
      const site = await issueSession(p, { memberId, loginType: 'username', ip: '203.0.113.10' });
      const page = await openGameSession(p, { memberId, siteSessionId: site.sessionId, gameId: game.id, mode: 'real', language: 'ES' });
      tokens.push(page.token);
    }
    return tokens;
  } finally {
    await booted.close();
  }
};

/**
 * Slot rounds for a fixed time, each a new round id on a game page picked at random, as the game
 * server's page posts them. Every answer must be a settled round: errors and non-2xx are counted.
 */
export const loadRounds = async (
  name: string,
  base: string,
  tokens: readonly string[],
  duration = Number(process.env.BENCH_SECONDS ?? 10),
  connections = 32,
): Promise<LoadResult> => {
  const result = await autocannon({
    url: base,
    duration,
    connections,
    requests: [
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Language: 'ES' },
        setupRequest: (request) => ({
          ...request,
          path: `/gs/api/slot/${tokens[Math.floor(Math.random() * tokens.length)]}/round`,
          body: JSON.stringify({ roundId: randomBytes(12).toString('hex'), stake: '1.00' }),
        }),
      },
    ],
  });
  return loadResultOf(name, result);
};

/** After the rounds: the ledger still balances (every event sums to zero, every stored balance is its postings' sum). */
export const ledgerStillBalances = async (databaseUrl: string): Promise<boolean> => {
  const booted = await bootPlatform(loadEnv({ NODE_ENV: 'development', DATABASE_URL: databaseUrl }));
  try {
    const audit = await auditLedger(booted.platform);
    return audit.total === 0n && audit.unbalancedTransactions.length === 0 && audit.driftedAccounts.length === 0;
  } finally {
    await booted.close();
  }
};
