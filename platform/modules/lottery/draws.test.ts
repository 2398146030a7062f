import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../context.ts';
import { openDatabase, type Database } from '../../db/index.ts';
import { bigWins, games, ledgerTransactions, lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';
import { SEED_PLAYER_BALANCE } from '../../db/seed/identities.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { auditLedger, NO_MISMATCHES, reportStatsMismatches } from '../ledger/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { LOTTERY_DRAWS_JOB, lotteryClockJobs } from './clock.ts';
import { ensureOpenDraw, pruneQuietDraws, QUIET_DRAW_KEEP_MS, setLotteryRng, settleDueDraws } from './draws.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, LOTTERY_START, memberOf, ONE_MINUTE_GAME, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import { lotteryGames } from './games.ts';
import { MINUTE_MS } from './schedule.ts';
import { settleDraw } from './settlement.ts';
import { buyTicket } from './tickets.ts';

describe.each(TEST_DATABASES)('lottery draws and settlement on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
  });
  afterAll(() => t.close());

  it('opens the draw on sale when asked, once, with no number until its time', async () => {
    const game = await gameByCode(t, FIVE_MINUTE_GAME);
    const [first, second] = await Promise.all([ensureOpenDraw(t.platform, game), ensureOpenDraw(t.platform, game)]);
    expect(first!.id).toBe(second!.id);
    expect(first).toMatchObject({ drawNo: '20261121-0153', drawAt: new Date('2026-11-21T12:45:00Z'), numbers: null, settledAt: null });
    expect(await settleDraw(t.platform, first!.id, fixedDraw(1))).toBe(false);
    expect((await ensureOpenDraw(t.platform, game)).numbers).toBeNull();
  });

  it('pays every winner exactly once, however many settlers run', async () => {
    const game = await gameByCode(t, FIVE_MINUTE_GAME);
    const p02 = await memberOf(t, 'player02');
    const p03 = await memberOf(t, 'player03');
    const buy = (memberId: number, betType: '2D' | '3D', pick: string, stake: string) =>
      buyTicket(t.platform, { memberId, type: 0 }, game, ticketRequest({ betType, pick, stake }));
    const bought = [
      await buy(p02.id, '2D', '45', '10.00'), // wins 950.00
      await buy(p02.id, '2D', '11', '5.00'),
      await buy(p02.id, '3D', '345', '10.00'), // wins 9,500.00: a big win
      await buy(p02.id, '3D', '999', '1.00'),
      await buy(p03.id, '2D', '45', '1.00'), // wins 95.00
    ];
    expect(bought.every((b) => b.ticket.drawNo === '20261121-0153' && b.ticket.status === 'open')).toBe(true);

    setLotteryRng(t.platform, fixedDraw(12_345));
    clock.set(Date.parse('2026-11-21T12:45:01Z'));
    const [draw] = await t.platform.db.select().from(lotteryDraws).where(eq(lotteryDraws.drawNo, '20261121-0153'));
    // Two sweeps and two direct settlers at once; with PostgreSQL, a second connection pool too.
    const second = kind === 'postgres' ? await openDatabase(t.platform.env.DATABASE_URL) : null;
    const other: Platform = second ? { ...t.platform, database: second, db: second.db } : t.platform;
    try {
      const results = await Promise.all([
        settleDueDraws(t.platform),
        settleDueDraws(other),
        settleDraw(t.platform, draw!.id, fixedDraw(12_345)),
        settleDraw(other, draw!.id, fixedDraw(12_345)),
      ]);
      // Only this one draw was due: exactly one of the four settled it.
      expect(results.map(Number).reduce((a, b) => a + b, 0)).toBe(1);
      expect(await settleDraw(other, draw!.id, fixedDraw(99_999))).toBe(false);
    } finally {
      await (second as Database | null)?.close();
    }

    const [after] = await t.platform.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw!.id));
    expect(after).toMatchObject({ numbers: '12345', settledAt: new Date('2026-11-21T12:45:01Z') });
    const tickets = await t.platform.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw!.id)).orderBy(lotteryTickets.id);
    expect(tickets.map((k) => [k.pick, k.status, k.payout])).toEqual([
      ['45', 'won', 95_000n],
      ['11', 'lost', 0n],
      ['345', 'won', 950_000n],
      ['999', 'lost', 0n],
      ['45', 'won', 9_500n],
    ]);
    const payouts = await t.platform.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'lottery.payout'), inArray(ledgerTransactions.memberId, [p02.id, p03.id])));
    expect(payouts).toHaveLength(3);
    expect(new Set(tickets.filter((k) => k.status === 'won').map((k) => k.payoutTransactionId))).toEqual(new Set(payouts.map((x) => x.id)));

    expect((await walletBalance(t.platform, p02.id))!.balance).toBe(SEED_PLAYER_BALANCE - 2_600n + 1_045_000n);
    expect((await walletBalance(t.platform, p03.id))!.balance).toBe(SEED_PLAYER_BALANCE - 100n + 9_500n);
    const audit = await auditLedger(t.platform);
    expect(audit).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    // The agent reports count each ticket once: its stake when sold, its valid stake and win when settled.
    expect(await reportStatsMismatches(t.platform)).toEqual(NO_MISMATCHES);
    // The seed's winner board has wins of its own: only this game's are the lottery's.
    const boards = await t.platform.db
      .select()
      .from(bigWins)
      .where(and(inArray(bigWins.memberId, [p02.id, p03.id]), eq(bigWins.gameId, game.id)));
    expect(boards.map((b) => [b.customerName, b.amount])).toEqual([['player02', 950_000n]]);
  });

  it('draws and lists every game on the clock, and settles a draw nobody played', async () => {
    setLotteryRng(t.platform, fixedDraw(7));
    clock.set(LOTTERY_START + 60 * MINUTE_MS);
    const drawsJob = lotteryClockJobs(t.platform).find((job) => job.name === LOTTERY_DRAWS_JOB)!;
    const tick = () => drawsJob.run(t.platform.log);
    await tick();
    const games = await lotteryGames(t.platform);
    const at1345 = LOTTERY_START + 61 * MINUTE_MS;
    const open = await t.platform.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.drawAt, new Date(at1345)));
    // 13:45 is on the 1-, 3- and 5-minute schedules; 10-minute games sell their 13:50 draw.
    expect(open.length).toBe(games.filter((g) => at1345 % g.intervalMs === 0).length);
    expect(open.length).toBeLessThan(games.length);
    clock.advance(2 * MINUTE_MS);
    await tick();
    const drawn = await t.platform.db
      .select()
      .from(lotteryDraws)
      .where(
        inArray(
          lotteryDraws.id,
          open.map((d) => d.id),
        ),
      );
    // Five digits, six for the SEA lottery's games.
    const digitsOf = (gameId: number) => (games.find((g) => g.id === gameId)!.prizeMode === 'SEA' ? '000007' : '00007');
    expect(drawn.some((d) => d.numbers === '000007')).toBe(true);
    expect(drawn.every((d) => d.numbers === digitsOf(d.gameId) && d.settledAt !== null)).toBe(true);
    setLotteryRng(t.platform, null);
  });

  it('still settles the tickets of a game switched off after they were sold', async () => {
    const game = await gameByCode(t, ONE_MINUTE_GAME);
    const p05 = await memberOf(t, 'player05');
    const { ticket } = await buyTicket(t.platform, { memberId: p05.id, type: 0 }, game, ticketRequest({ pick: '07' }));
    await t.platform.db.update(games).set({ enabled: false }).where(eq(games.id, game.id));
    try {
      setLotteryRng(t.platform, fixedDraw(7));
      clock.advance(MINUTE_MS);
      await settleDueDraws(t.platform);
      const [row] = await t.platform.db.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticket.id));
      expect(row).toMatchObject({ status: 'won', payout: 95_000n });
    } finally {
      await t.platform.db.update(games).set({ enabled: true }).where(eq(games.id, game.id));
      setLotteryRng(t.platform, null);
    }
  });

  it('clears draws nobody played once their results are a week old, and keeps every draw that sold a ticket', async () => {
    const played = await t.platform.db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(inArray(lotteryDraws.id, t.platform.db.selectDistinct({ id: lotteryTickets.drawId }).from(lotteryTickets)));
    expect(played.length).toBeGreaterThan(0);
    const settled = await t.platform.db.$count(lotteryDraws, isNotNull(lotteryDraws.settledAt));
    expect(settled).toBeGreaterThan(played.length);
    const times = (await t.platform.db.select({ at: lotteryDraws.drawAt }).from(lotteryDraws).where(isNotNull(lotteryDraws.settledAt))).map((d) =>
      d.at.getTime(),
    );
    // Within a week of the oldest result nothing goes.
    expect(await pruneQuietDraws(t.platform, new Date(Math.min(...times) + QUIET_DRAW_KEEP_MS - 1))).toBe(0);
    const later = new Date(Math.max(...times) + QUIET_DRAW_KEEP_MS + 1);
    expect(await pruneQuietDraws(t.platform, later)).toBe(settled - played.length);
    const left = await t.platform.db.select({ id: lotteryDraws.id, settledAt: lotteryDraws.settledAt }).from(lotteryDraws);
    expect(
      left
        .filter((d) => d.settledAt !== null)
        .map((d) => d.id)
        .sort(),
    ).toEqual(played.map((d) => d.id).sort());
    // Draws still on sale are never touched.
    expect(left.some((d) => d.settledAt === null)).toBe(true);
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
