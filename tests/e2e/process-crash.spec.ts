import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { gameListSchema } from '../../contract/games.ts';
import { launchUrlOf } from '../../contract/play-rules.ts';
import { openDatabase } from '../../platform/db/index.ts';
import { gameRounds } from '../../platform/db/schema/index.ts';
import { SEED_PLAYER } from '../../platform/db/seed/identities.ts';
import { auditLedger } from '../../platform/modules/ledger/index.ts';
import { loginCookie } from '../../scripts/bench/session.ts';
import { dataFolder, ready, startServer, type ServerProcess } from './support/server-process.ts';

/*
 * Crashes on an embedded database (issue: durability): the server is killed with SIGKILL while
 * slot rounds are being written, three times, and started again each time. Every round the server
 * acknowledged must still be there, and the ledger must still balance to the cent.
 */

const PORT = Number(process.env.E2E_PORT ?? 4390) + 30;
const KILLS = 3;
const PLAYERS = 6;

test.describe.configure({ timeout: 420_000 });

/** A game page for the seeded player: log in through the site, launch the first slot of the list. */
const openSlot = async (base: string) => {
  const cookie = await loginCookie(base, SEED_PLAYER.account, SEED_PLAYER.password);
  const list = gameListSchema.parse(
    (await (await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20&language=EN`, { headers: { Merchant: 'betplay' } })).json())
      .value,
  );
  const game = list.games[0]!;
  const query = new URLSearchParams({ launchMode: 'GLS', gameId: String(game.gameId), nodeId: String(game.nodeId), accountType: '1', language: 'EN' });
  const res = await fetch(`${base}/wps/game/launchGame?${query}`, { headers: { Cookie: cookie, Merchant: 'betplay', 'Sec-Fetch-Site': 'same-origin' } });
  const url = launchUrlOf(((await res.json()) as { value: unknown }).value);
  if (!url) throw new Error(`The slot did not launch: ${res.status}`);
  return url.split('/').pop()!;
};

/** Plays rounds until the server stops answering; returns the ids of the rounds it acknowledged. */
const playUntilDown = async (server: ServerProcess, page: string) => {
  const acknowledged: string[] = [];
  const player = async () => {
    for (;;) {
      const roundId = randomBytes(12).toString('hex');
      try {
        const res = await fetch(`${server.base}/gs/api/slot/${page}/round`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Language: 'EN' },
          body: JSON.stringify({ roundId, stake: '1.00' }),
        });
        const body = (await res.json()) as { success: boolean; errorCode?: string };
        if (body.success) acknowledged.push(roundId);
        else if (body.errorCode !== 'balance.insufficient') throw new Error(`round refused: ${body.errorCode}`);
      } catch (err) {
        // A cut connection is the kill, if the process is gone (its exit may be reported a moment later).
        const gone = await Promise.race([server.exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
        if (gone) return;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: PLAYERS }, player));
  return acknowledged;
};

test('rounds acknowledged before a SIGKILL survive it, three times over, and the ledger balances', async () => {
  const data = dataFolder();
  const acknowledged: string[] = [];
  let server = await ready(startServer(data, PORT));
  const page = await openSlot(server.base);
  try {
    for (let kill = 0; kill < KILLS; kill++) {
      const playing = playUntilDown(server, page);
      // Let the writes get going, then pull the plug in the middle of them.
      await new Promise((r) => setTimeout(r, 1_500 + kill * 500));
      server.child.kill('SIGKILL');
      acknowledged.push(...(await playing));
      await server.exited;
      server = await ready(startServer(data, PORT));
    }
    expect(acknowledged.length).toBeGreaterThan(KILLS * 5);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const database = await openDatabase(`file://${join(data, 'pglite')}`);
    try {
      const stored = await database.db.select({ roundId: gameRounds.roundId }).from(gameRounds).where(inArray(gameRounds.roundId, acknowledged));
      expect(new Set(stored.map((r) => r.roundId))).toEqual(new Set(acknowledged));
      expect(await auditLedger(database.db)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    } finally {
      await database.close();
    }
  } finally {
    server.child.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  }
});
