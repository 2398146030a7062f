import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryTicketSchema } from '../../../contract/game-play.ts';
import { ledgerTransactions, lotteryTickets } from '../../db/schema/index.ts';
import { SEED_PLAYER_BALANCE } from '../../db/seed/identities.ts';
import { PlatformError } from '../../core/errors.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { auditLedger } from '../ledger/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { setLotteryRng, settleDueDraws } from './draws.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, LOTTERY_START, memberOf, ONE_MINUTE_GAME, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import type { LotteryGame } from './games.ts';
import { MINUTE_MS } from './schedule.ts';
import { buyTicket, memberTickets } from './tickets.ts';

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return err as PlatformError;
};

describe.each(TEST_DATABASES)('buying lottery tickets on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  let game: LotteryGame;
  let player: { id: number };
  const buyer = () => ({ memberId: player.id, type: 0 });
  const stakesOf = (memberId: number) =>
    t.platform.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'lottery.ticket')));

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    game = await gameByCode(t, FIVE_MINUTE_GAME);
    player = await memberOf(t, 'player04');
  });
  afterAll(() => t.close());

  it('debits the stake and writes the ticket once per request id, retries and races alike', async () => {
    const req = ticketRequest({ betType: '3D', pick: '007', stake: '12.34', drawNo: '20261121-0153' });
    const first = await buyTicket(t.platform, buyer(), game, req);
    expect(lotteryTicketSchema.parse(first.ticket)).toMatchObject({
      gameCode: FIVE_MINUTE_GAME,
      drawNo: '20261121-0153',
      betType: '3D',
      pick: '007',
      stake: '12.34',
      status: 'open',
      payout: '0.00',
    });
    expect(first.balance).toBe(SEED_PLAYER_BALANCE - 1_234n);
    const again = await Promise.all([1, 2, 3, 4].map(() => buyTicket(t.platform, buyer(), game, req)));
    expect(again.every((a) => a.ticket.id === first.ticket.id && a.balance === first.balance)).toBe(true);

    // A fresh request raced five times at once: one ticket, one debit.
    const raced = ticketRequest({ pick: '31', stake: '1.00' });
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => buyTicket(t.platform, buyer(), game, raced)));
    expect(new Set(racers.map((r) => r.ticket.id)).size).toBe(1);
    expect(await stakesOf(player.id)).toHaveLength(2);
    expect((await walletBalance(t.platform, player.id))!.balance).toBe(SEED_PLAYER_BALANCE - 1_334n);

    const conflict = await refusal(buyTicket(t.platform, buyer(), game, { ...req, pick: '008' }));
    expect(conflict.code).toBe('idempotency.conflict');
  });

  it.each([
    ['2D', '123', 'pick'],
    ['3D', '12', 'pick'],
  ] as const)('refuses a %s pick of %s as lottery.bet.invalid', async (betType, pick, field) => {
    const err = await refusal(buyTicket(t.platform, buyer(), game, ticketRequest({ betType, pick })));
    expect(err.code).toBe('lottery.bet.invalid');
    expect(err.value).toEqual({ fields: { [field]: ['invalid_format'] } });
  });

  it('takes stakes from 1.00 to 1,000.00 only', async () => {
    expect((await refusal(buyTicket(t.platform, buyer(), game, ticketRequest({ stake: '0.99' })))).value).toEqual({
      fields: { stake: ['too_small'] },
    });
    expect((await refusal(buyTicket(t.platform, buyer(), game, ticketRequest({ stake: '1000.01' })))).value).toEqual({
      fields: { stake: ['too_big'] },
    });
    expect((await buyTicket(t.platform, buyer(), game, ticketRequest({ stake: '1.00' }))).ticket.stake).toBe('1.00');
    expect((await buyTicket(t.platform, buyer(), game, ticketRequest({ stake: '1000.00' }))).ticket.stake).toBe('1000.00');
  });

  it('refuses a draw whose sales have closed, and sells the next one', async () => {
    clock.set(Date.parse('2026-11-21T12:44:50Z'));
    const late = await refusal(buyTicket(t.platform, buyer(), game, ticketRequest({ drawNo: '20261121-0153' })));
    expect(late.code).toBe('lottery.draw.closed');
    expect(late.value).toEqual({ drawNo: '20261121-0154' });
    expect((await buyTicket(t.platform, buyer(), game, ticketRequest())).ticket.drawNo).toBe('20261121-0154');
    clock.set(LOTTERY_START);
  });

  it('writes nothing when the stake is more than the balance', async () => {
    const newbie = await memberOf(t, 'newbie01');
    const err = await refusal(buyTicket(t.platform, { memberId: newbie.id, type: 0 }, game, ticketRequest({ stake: '1.00' })));
    expect(err.code).toBe('balance.not.enough');
    expect(await t.platform.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, newbie.id))).toEqual([]);
    expect(await stakesOf(newbie.id)).toEqual([]);
    expect((await walletBalance(t.platform, newbie.id))!.balance).toBe(0n);
  });

  it('refuses trial accounts', async () => {
    expect((await refusal(buyTicket(t.platform, { memberId: player.id, type: 4 }, game, ticketRequest()))).code).toBe('in_need_true_account');
  });

  it('keeps selling while earlier draws settle, and the ledger balances to the cent', async () => {
    const fast = await gameByCode(t, ONE_MINUTE_GAME);
    const p05 = await memberOf(t, 'player05');
    setLotteryRng(t.platform, fixedDraw(10_045));
    for (const pick of ['45', '46', '47']) await buyTicket(t.platform, { memberId: p05.id, type: 0 }, fast, ticketRequest({ pick, stake: '100.00' }));
    clock.advance(MINUTE_MS);
    // Settling the due draws while both members buy on the next ones.
    await Promise.all([
      settleDueDraws(t.platform),
      ...['10', '11', '12', '13'].map((pick) => buyTicket(t.platform, { memberId: p05.id, type: 0 }, fast, ticketRequest({ pick }))),
      ...['20', '21'].map((pick) => buyTicket(t.platform, buyer(), game, ticketRequest({ pick }))),
    ]);
    await settleDueDraws(t.platform);
    const tickets = await memberTickets(t.platform, p05.id, { gameId: fast.id });
    expect(tickets.filter((k) => k.status === 'won').map((k) => [k.pick, k.payout, k.numbers])).toEqual([['45', '9500.00', '10045']]);
    expect(tickets.filter((k) => k.status === 'open')).toHaveLength(4);
    expect((await walletBalance(t.platform, p05.id))!.balance).toBe(SEED_PLAYER_BALANCE - 30_000n - 4_000n + 950_000n);
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    setLotteryRng(t.platform, null);
  });
});
