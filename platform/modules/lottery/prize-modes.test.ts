import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGameQuerySchema, lotteryTicketSchema } from '../../../contract/game-play.ts';
import { lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';
import { SEED_PLAYER_BALANCE } from '../../db/seed/identities.ts';
import { PlatformError } from '../../core/errors.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, memberOf, sessionMemberOf, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { setLotteryRng, settleDueDraws } from './draws.ts';
import { lotteryGames, type LotteryGame } from './games.ts';
import { launchLottery } from './launch.ts';
import { resolveLotteryPlay } from './session.ts';
import { buyTicket, type TicketRequest } from './tickets.ts';

/*
 * The ZY and SEA prize modes (SPEC section 4): a launch plays the right mode, tickets are paid by
 * their mode's own table, exactly, once, from the ledger; bad bets are refused and move nothing.
 */
describe.each(TEST_DATABASES)('lottery prize modes ZY and SEA on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  let sea: LotteryGame;
  let traditional: LotteryGame;

  const launch = async (q: Record<string, string>) =>
    launchLottery(t.platform, await sessionMemberOf(t, 'player03'), launchGameQuerySchema.parse({ launchMode: 'LOTT', ...q }), 'EN');
  const codeOf = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PlatformError);
    return (err as PlatformError).code;
  };
  const balanceOf = async (memberId: number) => (await walletBalance(t.platform, memberId))?.balance;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    sea = (await lotteryGames(t.platform, 'SEA'))[0]!;
    traditional = await gameByCode(t, FIVE_MINUTE_GAME);
  });
  afterAll(() => t.close());

  it('launches the SEA lottery in SEA_Tradition and a traditional game in ZY when asked', async () => {
    const seaLaunch = await launch({ lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoMode: 'SEA_Tradition', lottoGameCode: sea.code, lottoView: 'betting' });
    expect(seaLaunch).toMatchObject({ prizeMode: 'SEA', lottoMode: 'SEA_Tradition' });
    expect((await resolveLotteryPlay(t.platform, seaLaunch.gameUrl.split('/').at(-1))).options.prizeMode).toBe('SEA');
    // A SEA game plays SEA whatever the launch asks of it.
    expect(await launch({ lottoPrizeMode: 'LOTT', lottoGameCode: sea.code })).toMatchObject({ prizeMode: 'SEA' });

    const zy = await launch({ lottoArea: 'VN', lottoPrizeMode: 'ZY', lottoGameCode: traditional.code });
    expect(zy.prizeMode).toBe('ZY');
    expect(zy).not.toHaveProperty('lottoMode');
    expect((await resolveLotteryPlay(t.platform, zy.gameUrl.split('/').at(-1))).options).toMatchObject({ prizeMode: 'ZY', gameCode: traditional.code });
    // Entertainment draws and the SEA lottery have no ZY: they play their own mode.
    const [elott] = await lotteryGames(t.platform, 'ELOTT');
    expect(await launch({ lottoPrizeMode: 'ZY', lottoGameCode: elott!.code })).toMatchObject({ prizeMode: 'ELOTT' });
    expect(await launch({ lottoPrizeMode: 'ZY', lottoGameCode: sea.code })).toMatchObject({ prizeMode: 'SEA' });
    // A ZY lobby lists the traditional draws, and never the SEA lottery's.
    const lobby = await launch({ lottoPrizeMode: 'ZY', lottoView: 'lobby' });
    expect(lobby.prizeMode).toBe('ZY');
    // A lottoMode that contradicts the prize mode asked for is refused.
    expect(await codeOf(launch({ lottoPrizeMode: 'LOTT', lottoMode: 'SEA_Tradition' }))).toBe('lottery.mode.invalid');
    expect(launchGameQuerySchema.safeParse({ launchMode: 'LOTT', lottoMode: 'SEA_Modern' }).success).toBe(false);
    expect(launchGameQuerySchema.safeParse({ launchMode: 'LOTT', lottoPrizeMode: 'XY' }).success).toBe(false);
  });

  it('refuses bets outside the mode\u2019s prize table, moving nothing', async () => {
    const member = await memberOf(t, 'player04');
    const before = await balanceOf(member.id);
    const buy = (game: LotteryGame, prizeMode: 'ZY' | 'SEA' | 'LOTT', over: Partial<TicketRequest>) =>
      buyTicket(t.platform, { memberId: member.id, type: member.type, prizeMode }, game, ticketRequest(over));
    const fieldOf = async (promise: Promise<unknown>) => {
      const err = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PlatformError);
      expect((err as PlatformError).code).toBe('lottery.bet.invalid');
      return Object.keys(((err as PlatformError).value as { fields: object }).fields);
    };
    expect(await fieldOf(buy(traditional, 'LOTT', { betType: '4D', pick: '1234' }))).toEqual(['pick']);
    expect(await fieldOf(buy(traditional, 'ZY', { betType: '6D', pick: '123456' }))).toEqual(['pick']);
    expect(await fieldOf(buy(traditional, 'ZY', { betType: '4D', pick: '123' }))).toEqual(['pick']);
    expect(await fieldOf(buy(traditional, 'ZY', { betType: '2D', pick: '12', stake: '100.01' }))).toEqual(['stake']);
    expect(await fieldOf(buy(sea, 'SEA', { betType: '6D', pick: '12345' }))).toEqual(['pick']);
    expect(await fieldOf(buy(sea, 'SEA', { betType: '2D', pick: '12', stake: '200.01' }))).toEqual(['stake']);
    expect(await fieldOf(buy(sea, 'SEA', { betType: '2D', pick: '12', stake: '0.99' }))).toEqual(['stake']);
    // A mode the game does not play.
    expect(await codeOf(buy(sea, 'ZY', {}))).toBe('game.not.found');
    expect(await codeOf(buy(traditional, 'SEA', {}))).toBe('game.not.found');
    expect(await balanceOf(member.id)).toBe(before);
    expect(await t.platform.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, member.id))).toEqual([]);
  });

  it('settles ZY and LOTT tickets of one draw by their own tables, and SEA on six digits, to the cent and once', async () => {
    const member = await memberOf(t, 'player05');
    const start = await balanceOf(member.id);
    expect(start).toBe(SEED_PLAYER_BALANCE);
    const buyer = (prizeMode: 'ZY' | 'SEA' | 'LOTT') => ({ memberId: member.id, type: member.type, prizeMode });
    const zyWin = ticketRequest({ betType: '4D', pick: '2345', stake: '3.33' }); // 333 × 9,700 = 3,230,100
    const bought = [
      await buyTicket(t.platform, buyer('ZY'), traditional, zyWin),
      await buyTicket(t.platform, buyer('ZY'), traditional, ticketRequest({ betType: '2D', pick: '45', stake: '1.01' })), // 101 × 97 = 9,797
      await buyTicket(t.platform, buyer('LOTT'), traditional, ticketRequest({ betType: '2D', pick: '45', stake: '1.01' })), // 101 × 95 = 9,595
      await buyTicket(t.platform, buyer('ZY'), traditional, ticketRequest({ betType: '3D', pick: '344', stake: '7.77' })), // lost
      await buyTicket(t.platform, buyer('SEA'), sea, ticketRequest({ betType: '6D', pick: '012345', stake: '1.99' })), // 199 × 900,000
      await buyTicket(t.platform, buyer('SEA'), sea, ticketRequest({ betType: '2D', pick: '45', stake: '2.50' })), // 250 × 90
      await buyTicket(t.platform, buyer('SEA'), sea, ticketRequest({ betType: '4D', pick: '1234', stake: '9.99' })), // lost
    ];
    expect(bought.map((b) => lotteryTicketSchema.parse(b.ticket).prizeMode)).toEqual(['ZY', 'ZY', 'LOTT', 'ZY', 'SEA', 'SEA', 'SEA']);
    const staked = 333n + 101n + 101n + 777n + 199n + 250n + 999n;
    expect(await balanceOf(member.id)).toBe(start! - staked);

    // A retry of a purchase answers its first ticket and moves nothing; the same id for another bet is a conflict.
    const retry = await buyTicket(t.platform, buyer('ZY'), traditional, zyWin);
    expect(retry.ticket.id).toBe(bought[0]!.ticket.id);
    expect(await balanceOf(member.id)).toBe(start! - staked);
    expect(await codeOf(buyTicket(t.platform, buyer('ZY'), traditional, { ...zyWin, pick: '2346' }))).toBe('idempotency.conflict');
    // …and so is the same bet in another mode.
    expect(await codeOf(buyTicket(t.platform, buyer('LOTT'), traditional, { ...zyWin, betType: '2D', pick: '45' }))).toBe('idempotency.conflict');

    // Both games' draws come due; the draw machine gives 12345, which the SEA lottery writes 012345.
    setLotteryRng(t.platform, fixedDraw(12_345));
    clock.advance(Math.max(traditional.intervalMs, sea.intervalMs) + 1_000);
    await settleDueDraws(t.platform);
    await settleDueDraws(t.platform);
    setLotteryRng(t.platform, null);

    const rows = await t.platform.db
      .select({ id: lotteryTickets.id, status: lotteryTickets.status, payout: lotteryTickets.payout, numbers: lotteryDraws.numbers })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .where(eq(lotteryTickets.memberId, member.id))
      .orderBy(lotteryTickets.id);
    expect(rows.map((r) => [r.numbers, r.status, r.payout])).toEqual([
      ['12345', 'won', 3_230_100n],
      ['12345', 'won', 9_797n],
      ['12345', 'won', 9_595n],
      ['12345', 'lost', 0n],
      ['012345', 'won', 179_100_000n],
      ['012345', 'won', 22_500n],
      ['012345', 'lost', 0n],
    ]);
    const won = 3_230_100n + 9_797n + 9_595n + 179_100_000n + 22_500n;
    expect(await balanceOf(member.id)).toBe(start! - staked + won);
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
