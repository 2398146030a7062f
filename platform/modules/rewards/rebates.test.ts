import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rebatePaidSchema, rebateSummarySchema, type RebatePaid, type RebateSummary } from '../../../contract/rebates.ts';
import { games, lotteryDraws, lotteryTickets, memberMessages, rebateClaims } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { setModule } from '../../testing/session-fixtures.ts';
import { newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { testClock } from '../../testing/lottery-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('manual rebate on %s', (kind) => {
  let t: TestPlatform;
  const clock = testClock();
  let slot: { id: number };

  const summary = async (m: TestMember): Promise<RebateSummary> => {
    const res = await t.request('/wps/relay/ODSFE2_getRebate', { headers: { Authorization: m.token, Language: 'EN' } });
    expect(res.status).toBe(200);
    return rebateSummarySchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const claim = async (m: TestMember, requestId = `rebate-${Math.random().toString(36).slice(2, 12)}`) => {
    const res = await t.request('/wps/relay/ODSFE2_rebateDisburse', {
      method: 'POST',
      headers: { Authorization: m.token, Language: 'EN', 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId }),
    });
    const body = (await res.json()) as { value: unknown; errorCode?: string };
    return { status: res.status, errorCode: body.errorCode, paid: res.ok ? (rebatePaidSchema.parse(body.value) as RebatePaid) : null };
  };
  /** A member who played `stakes` on a slot, the clock then moved past the settling minute. */
  const player = async (...stakes: string[]) => {
    const m = await newMember(t, { balance: 1_000_000n });
    const page = await openSlotPage(t, m, slot.id);
    for (const stake of stakes) {
      const round = await playRound(t, page, stake);
      expect(round.success, JSON.stringify(round)).toBe(true);
    }
    clock.advance(MINUTE + 1);
    return m;
  };
  const rebateLine = (s: RebateSummary) => s.lines.find((line) => line.category === 'RNG');

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
  });
  afterAll(() => t.close());

  it('pays 0.80 % of valid slot bets once, rounded down to the cent, and says so in the inbox', async () => {
    const m = await player('100.00', '20.00', '5.00', '2.00', '1.00');
    const before = await summary(m);
    expect(before.since).toBeNull();
    expect(rebateLine(before)).toEqual({ category: 'RNG', validStake: '128.00', rate: '0.80', amount: '1.02' });
    expect(before.total).toBe('1.02');
    // Every product type with a rate is listed, even with no bet yet.
    expect(before.lines.find((line) => line.category === 'LIVE')).toEqual({ category: 'LIVE', validStake: '0.00', rate: '0.50', amount: '0.00' });

    const wallet = (await walletBalance(t.platform, m.id))!.balance;
    const first = await claim(m, 'rebate-claim-one');
    expect(first.paid).toMatchObject({ amount: '1.02', since: null, until: before.until });
    expect((await walletBalance(t.platform, m.id))!.balance).toBe(wallet + 102n);
    // The same request again answers the same claim and pays nothing more.
    expect((await claim(m, 'rebate-claim-one')).paid).toEqual(first.paid);
    expect((await walletBalance(t.platform, m.id))!.balance).toBe(wallet + 102n);
    // A new claim finds nothing earned.
    expect(await claim(m)).toMatchObject({ status: 409, errorCode: 'rebate.nothing' });

    const after = await summary(m);
    expect({ since: after.since, total: after.total, claims: after.claims.map((c) => c.amount) }).toEqual({
      since: first.paid!.until,
      total: '0.00',
      claims: ['1.02'],
    });
    const messages = await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.id));
    expect(messages.map((row) => [row.template, row.params?.amount])).toEqual([['rebateCredited', '1.02']]);
  });

  it('counts a bet only once it is a minute old, and only bets after the last claim', async () => {
    const m = await player('100.00', '100.00');
    const page = await openSlotPage(t, m, slot.id);
    expect((await playRound(t, page, '50.00')).success).toBe(true);
    // The 50.00 round is seconds old: the claim pays the 200.00 only.
    expect((await claim(m)).paid).toMatchObject({ amount: '1.60' });
    clock.advance(MINUTE + 1);
    expect(rebateLine(await summary(m))).toMatchObject({ validStake: '50.00', amount: '0.40' });
    expect((await claim(m)).paid).toMatchObject({ amount: '0.40' });
  });

  it('pays once when two claims arrive at the same moment, and the ledger balances', async () => {
    const m = await player(...Array<string>(10).fill('100.00'));
    const wallet = (await walletBalance(t.platform, m.id))!.balance;
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(m)));
    const paid = answers.filter((a) => a.paid);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.paid!.amount).toBe('8.00');
    expect(answers.filter((a) => !a.paid).map((a) => a.errorCode)).toEqual(Array(5).fill('rebate.nothing'));
    expect((await walletBalance(t.platform, m.id))!.balance).toBe(wallet + 800n);
    expect(await t.platform.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, m.id))).toHaveLength(1);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('holds the claim before a lottery draw that is due but not settled, so its ticket counts next time', async () => {
    const m = await player('100.00');
    const [lottery] = await t.platform.db.select({ id: games.id }).from(games).where(eq(games.category, 'LOTT')).limit(1);
    const drawAt = new Date(clock.ms - 30 * MINUTE);
    const [draw] = await t.platform.db
      .insert(lotteryDraws)
      .values({ gameId: lottery!.id, drawNo: `R${clock.ms}`, drawAt })
      .returning();
    const [ticket] = await t.platform.db
      .insert(lotteryTickets)
      .values({
        memberId: m.id,
        drawId: draw!.id,
        requestId: `rebate-ticket-${m.id}`,
        betType: 'D1',
        pick: '7',
        stake: 10_000n,
        createdAt: new Date(drawAt.getTime() - MINUTE),
      })
      .returning();
    const held = await summary(m);
    expect(held.until).toBe(new Date(drawAt.getTime() - 1).toISOString());
    // The slot round came after the draw's time: it waits with the ticket.
    expect(held.total).toBe('0.00');

    await t.platform.db
      .update(lotteryTickets)
      .set({ status: 'lost' })
      .where(and(eq(lotteryTickets.id, ticket!.id)));
    const settled = await summary(m);
    expect(settled.lines.filter((line) => line.validStake !== '0.00')).toEqual([
      { category: 'RNG', validStake: '100.00', rate: '0.80', amount: '0.80' },
      { category: 'LOTT', validStake: '100.00', rate: '0.30', amount: '0.30' },
    ]);
    expect((await claim(m)).paid).toMatchObject({ amount: '1.10' });
  });

  it('follows the rates the operator sets, and refuses when the module is off', async () => {
    const ops = localOperations(t.platform);
    const set = await ops.setRebateRate({ category: 'RNG', percent: 125 });
    expect(set.rates.find((r) => r.category === 'RNG')).toEqual({ category: 'RNG', percent: '1.25' });
    try {
      const m = await player('100.00');
      expect(rebateLine(await summary(m))).toMatchObject({ rate: '1.25', amount: '1.25' });
      // A shorter delay: a round two seconds old counts.
      await ops.setRebateDelay({ seconds: 1 });
      const page = await openSlotPage(t, m, slot.id);
      expect((await playRound(t, page, '100.00')).success).toBe(true);
      clock.advance(2_000);
      expect(rebateLine(await summary(m))).toMatchObject({ validStake: '200.00', amount: '2.50' });
      await setModule(t, 'MANPLAYREB3', false);
      expect(await claim(m)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
      expect((await t.request('/wps/relay/ODSFE2_getRebate', { headers: { Authorization: m.token } })).status).toBe(403);
    } finally {
      await setModule(t, 'MANPLAYREB3', true);
      await ops.setRebateRate({ category: 'RNG', percent: 80 });
      await ops.setRebateDelay({ seconds: 60 });
    }
  });

  it('is for real accounts with a session only', async () => {
    const trial = await newMember(t, { trial: true });
    expect((await t.request('/wps/relay/ODSFE2_getRebate')).status).toBe(401);
    const refused = await claim(trial);
    expect(refused.status).toBe(403);
    const m = await newMember(t);
    for (const body of ['{}', '{"requestId":"x"}', '{"requestId":"a/b/c/d/e"}']) {
      const res = await t.request('/wps/relay/ODSFE2_rebateDisburse', {
        method: 'POST',
        headers: { Authorization: m.token, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(422);
    }
  });
});
