import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecordPageSchema, personalLossSchema, type BetEntry } from '../../../contract/bet-records.ts';
import es from '../../../locales/es/errors.json' with { type: 'json' };
import { games, gameVendors, ledgerTransactions } from '../../db/schema/index.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import { withToken } from '../../testing/session-fixtures.ts';
import { newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { issueSession } from '../identity/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import { buyTicket, setLotteryRng } from '../lottery/index.ts';
import { scriptedRng, stopsFor, useSlotRng, type SlotSymbol } from '../play/index.ts';

const RECORD = '/wps/relay/ODSFE2_MemBetDet';
const LOSS = '/wps/relay/ODSFE2_MemPNLDet';
const MEXICO = 'America/Mexico_City';
const LOSE: SlotSymbol[] = ['lemon', 'plum', 'bell'];
const PAIR: SlotSymbol[] = ['cherry', 'cherry', 'bell'];

/*
 * One member's bets over three days of Mexico City (UTC-6), placed through the game server and
 * the lottery as a player places them, on a clock the test moves:
 *
 *   R1 round  RNG   2026-03-08 06:00  2.00, lost
 *   R2 round  RNG   2026-03-09 23:30  5.00, wins 10.00   (05:30 on the 10th in UTC)
 *   T1 ticket LOTT  2026-03-09 23:30  10.00, lost         (the same instant as R2)
 *   R3 round  LIVE  2026-03-10 06:00  1.00, lost
 *   T2 ticket LOTT  2026-03-10 06:01  1.00, wins 95.00
 *   T3 ticket LOTT  2026-03-10 06:25  3.00, open
 *
 * plus a bonus of 7.00 (03-09 12:00) and a rebate of 0.50 (03-10 00:00, the first instant of the day).
 */
describe.each(TEST_DATABASES)('the betting record and personal loss on %s', (kind) => {
  const clock = testClock(Date.parse('2026-03-08T11:00:00Z'));
  let t: TestPlatform;
  let member: TestMember;
  let other: TestMember;
  let slot: { id: number; vendor: string; nameEn: string };
  let live: { id: number; vendor: string };

  const at = (iso: string) => clock.set(Date.parse(iso));
  const tokenOf = async (m: TestMember) => (await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' })).token;
  const round = async (m: TestMember, gameId: number, iso: string, stake: string, line: SlotSymbol[], accountType = 1) => {
    at(iso);
    const page = await openSlotPage(t, { ...m, token: await tokenOf(m) }, gameId, accountType);
    useSlotRng(t.platform, scriptedRng(stopsFor(line)));
    expect((await playRound(t, page, stake)).success).toBe(true);
  };
  const ticket = async (iso: string, stake: string, pick: string) => {
    at(iso);
    await buyTicket(t.platform, { memberId: member.id, type: 0 }, await gameByCode(t, FIVE_MINUTE_GAME), ticketRequest({ stake, pick }));
  };
  const credit = async (kindOf: 'bonus' | 'rebate', iso: string, amount: bigint) => {
    const cash = await houseAccount(t.platform, 'house:cash', 'MXN');
    const wallet = await ensureWallet(t.platform, member.id, 'MXN');
    const moved = await transfer(t.platform, { kind: kindOf, memberId: member.id, idempotencyKey: `${kindOf}:${iso}`, from: cash, to: wallet, amount });
    await t.platform.db
      .update(ledgerTransactions)
      .set({ createdAt: new Date(iso) })
      .where(eq(ledgerTransactions.id, moved.transactionId));
  };

  const read = async (path: string, query: Record<string, string>, m: TestMember = member) => {
    const res = await t.request(`${path}?${new URLSearchParams(query)}`, withToken(await tokenOf(m)));
    return { status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };
  const record = async (query: Record<string, string> = {}, m: TestMember = member) => {
    const { status, body } = await read(RECORD, { timeZone: MEXICO, ...query }, m);
    expect({ status, success: body.success }).toEqual({ status: 200, success: true });
    return betRecordPageSchema.parse(body.value);
  };
  const loss = async (query: Record<string, string>) => {
    const { status, body } = await read(LOSS, { timeZone: MEXICO, startDate: '2026-03-08', endDate: '2026-03-10', ...query });
    expect({ status, success: body.success }).toEqual({ status: 200, success: true });
    return personalLossSchema.parse(body.value);
  };
  /** Each bet as `time amount status`, to read a list at a glance. */
  const brief = (list: BetEntry[]) => list.map((e) => `${e.time.slice(5, 16)} ${e.category} ${e.stake} ${e.status}`);

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    member = await newMember(t, { balance: 100_000n });
    other = await newMember(t, { balance: 10_000n });
    slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.freeplay, true));
    live = await pickGame(t, eq(games.category, 'LIVE'));
    await round(member, slot.id, '2026-03-08T12:00:00Z', '2.00', LOSE);
    // Free play moves no money: it is not a bet.
    await round(member, slot.id, '2026-03-08T12:30:00Z', '5.00', PAIR, 0);
    // Every draw comes out 12345 once due: T1 loses, T2 wins, T3's draw is still ahead.
    setLotteryRng(t.platform, fixedDraw(12_345));
    await credit('bonus', '2026-03-09T18:00:00Z', 700n);
    await round(member, slot.id, '2026-03-10T05:30:00Z', '5.00', PAIR);
    await ticket('2026-03-10T05:30:00Z', '10.00', '77');
    await credit('rebate', '2026-03-10T06:00:00Z', 50n);
    await round(member, live.id, '2026-03-10T12:00:00Z', '1.00', LOSE);
    await ticket('2026-03-10T12:01:00Z', '1.00', '45');
    await ticket('2026-03-10T12:25:00Z', '3.00', '45');
    await round(other, slot.id, '2026-03-10T12:26:00Z', '10.00', PAIR);
    at('2026-03-10T12:27:00Z');
  }, 60_000);
  afterAll(() => t.close());

  it('answers 401 without a session, and refuses a trial account', async () => {
    expect((await t.request(RECORD)).status).toBe(401);
    expect((await t.request(`${LOSS}?startDate=2026-03-01&endDate=2026-03-02`)).status).toBe(401);
    const trial = await newMember(t, { trial: true });
    expect((await read(RECORD, {}, trial)).body).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expect((await read(LOSS, { startDate: '2026-03-01', endDate: '2026-03-02' }, trial)).body).toMatchObject({ errorCode: 'in_need_true_account' });
  });

  it("lists every bet of the member's, rounds and tickets, newest first, with the totals", async () => {
    const page = await record();
    expect(brief(page.list)).toEqual([
      '03-10 06:25 LOTT 3.00 open',
      '03-10 06:01 LOTT 1.00 won',
      '03-10 06:00 LIVE 1.00 lost',
      '03-09 23:30 LOTT 10.00 lost',
      '03-09 23:30 RNG 5.00 won',
      '03-08 06:00 RNG 2.00 lost',
    ]);
    expect(page.gmtOffset).toBe('GMT-06:00');
    expect(page.totals).toEqual({ count: 6, stake: '22.00', validStake: '19.00', win: '105.00', net: '86.00' });
    const [open, won, , , pair] = page.list;
    expect(open).toMatchObject({ validStake: '0.00', win: '0.00', net: '0.00', detail: expect.stringMatching(/ · 2D 45$/) });
    expect(won).toMatchObject({ stake: '1.00', validStake: '1.00', win: '95.00', net: '94.00', reference: expect.stringMatching(/^lottery\.ticket:\d+$/) });
    const [vendor] = await t.platform.db.select().from(gameVendors).where(eq(gameVendors.code, slot.vendor));
    expect(pair).toMatchObject({
      gameName: slot.nameEn,
      vendor: slot.vendor,
      vendorName: vendor!.displayName,
      stake: '5.00',
      validStake: '5.00',
      win: '10.00',
      net: '5.00',
      reference: expect.stringMatching(/^game-round:\d+$/),
      detail: null,
    });
    // Nobody else's bets, either way.
    expect(brief((await record({}, other)).list)).toEqual(['03-10 06:26 RNG 10.00 won']);
  });

  it('pages by keyset both ways, bets of one instant on the right pages, the totals on each', async () => {
    const all = (await record()).list.map((e) => e.id);
    const first = await record({ pageSize: '2' });
    const second = await record({ pageSize: '2', before: first.older! });
    const third = await record({ pageSize: '2', before: second.older! });
    expect([first, second, third].map((p) => p.list.map((e) => e.id))).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4)]);
    expect([first.newer, third.older]).toEqual([null, null]);
    expect(third.totals).toEqual(first.totals);
    expect((await record({ pageSize: '2', after: third.newer! })).list).toEqual(second.list);
    expect((await record({ pageSize: '2', after: second.newer! })).list).toEqual(first.list);
    // Page 2 ends on a ticket and page 3 starts on the round of the same instant.
    expect(second.list[1]!.time).toBe(third.list[0]!.time);
    const oldest = await record({ pageSize: '4', oldest: '1' });
    expect(oldest.list.map((e) => e.id)).toEqual(all.slice(2));
    expect(oldest.older).toBeNull();
    expect((await record({ pageSize: '2', after: oldest.newer! })).list.map((e) => e.id)).toEqual(all.slice(0, 2));
  });

  it('filters by category, vendor, status and days of the zone, the totals following', async () => {
    const lottery = await record({ category: 'LOTT' });
    expect(brief(lottery.list)).toEqual(['03-10 06:25 LOTT 3.00 open', '03-10 06:01 LOTT 1.00 won', '03-09 23:30 LOTT 10.00 lost']);
    expect(lottery.totals).toEqual({ count: 3, stake: '14.00', validStake: '11.00', win: '95.00', net: '84.00' });
    expect(brief((await record({ vendor: live.vendor })).list)).toEqual(['03-10 06:00 LIVE 1.00 lost']);
    expect(brief((await record({ status: 'won' })).list)).toEqual(['03-10 06:01 LOTT 1.00 won', '03-09 23:30 RNG 5.00 won']);
    expect((await record({ status: 'open' })).totals).toEqual({ count: 1, stake: '3.00', validStake: '0.00', win: '0.00', net: '0.00' });
    // 23:30 on the 9th in Mexico City is the 10th in UTC.
    const ninth = await record({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(brief(ninth.list)).toEqual(['03-09 23:30 LOTT 10.00 lost', '03-09 23:30 RNG 5.00 won']);
    const utc = await record({ startDate: '2026-03-10', endDate: '2026-03-10', timeZone: 'UTC' });
    expect(utc.list.map((e) => e.time.slice(11))).toEqual(['12:25:00', '12:01:00', '12:00:00', '05:30:00', '05:30:00']);
    expect(utc.gmtOffset).toBe('GMT+00:00');
    expect((await record({ endDate: '2026-03-08' })).totals).toMatchObject({ count: 1, stake: '2.00' });
    expect((await record({ category: 'FISH' })).list).toEqual([]);
  });

  it('sums per day of the zone and per category, with the bonuses and rebates of the ledger', async () => {
    const daily = await loss({});
    expect(daily).toMatchObject({ period: 'daily', startDate: '2026-03-08', endDate: '2026-03-10', gmtOffset: 'GMT-06:00' });
    expect(
      daily.periods.map(({ categories, ...figures }) => [figures, categories.map((c) => `${c.category} ${c.stake}/${c.validStake}/${c.win}/${c.net}`)]),
    ).toEqual([
      [
        { startDate: '2026-03-10', endDate: '2026-03-10', stake: '5.00', validStake: '2.00', win: '95.00', bonus: '0.00', rebate: '0.50', net: '93.50' },
        ['LIVE 1.00/1.00/0.00/-1.00', 'LOTT 4.00/1.00/95.00/94.00'],
      ],
      [
        { startDate: '2026-03-09', endDate: '2026-03-09', stake: '15.00', validStake: '15.00', win: '10.00', bonus: '7.00', rebate: '0.00', net: '2.00' },
        ['RNG 5.00/5.00/10.00/5.00', 'LOTT 10.00/10.00/0.00/-10.00'],
      ],
      [
        { startDate: '2026-03-08', endDate: '2026-03-08', stake: '2.00', validStake: '2.00', win: '0.00', bonus: '0.00', rebate: '0.00', net: '-2.00' },
        ['RNG 2.00/2.00/0.00/-2.00'],
      ],
    ]);
    expect(daily.categories.map((c) => [c.category, c.net])).toEqual([
      ['RNG', '3.00'],
      ['LIVE', '-1.00'],
      ['LOTT', '84.00'],
    ]);
    expect(daily.total).toEqual({ stake: '22.00', validStake: '19.00', win: '105.00', bonus: '7.00', rebate: '0.50', net: '93.50' });
  });

  it('groups by week from Monday, by half-month and by month, and by the days of another zone', async () => {
    // 2026-03-08 is a Sunday: its week ends there, and the next one starts on the 9th.
    const weekly = await loss({ period: 'weekly' });
    expect(weekly.periods.map((p) => [p.startDate, p.endDate, p.net])).toEqual([
      ['2026-03-09', '2026-03-10', '95.50'],
      ['2026-03-08', '2026-03-08', '-2.00'],
    ]);
    for (const period of ['semimonthly', 'monthly']) {
      expect((await loss({ period })).periods.map((p) => [p.startDate, p.endDate, p.net])).toEqual([['2026-03-08', '2026-03-10', '93.50']]);
    }
    // In UTC the rounds of 05:30 fall on the 10th, and the 9th has the bonus alone.
    const utc = await loss({ timeZone: 'UTC' });
    expect(utc.periods.map((p) => [p.startDate, p.stake, p.bonus, p.rebate])).toEqual([
      ['2026-03-10', '20.00', '0.00', '0.50'],
      ['2026-03-09', '0.00', '7.00', '0.00'],
      ['2026-03-08', '2.00', '0.00', '0.00'],
    ]);
    // Days with nothing are left out; a range with nothing has no period.
    const quiet = await loss({ startDate: '2026-02-01', endDate: '2026-02-28', period: 'weekly' });
    expect(quiet.periods).toEqual([]);
    expect(quiet.total.net).toBe('0.00');
  });

  it.each([
    ['the record: a page size over the limit', RECORD, { pageSize: '500' }],
    ['the record: an unknown category', RECORD, { category: 'CASINO' }],
    ['the record: an unknown status', RECORD, { status: 'void' }],
    ['the record: a vendor code that is not one', RECORD, { vendor: 'P G' }],
    ['the record: a range that ends before it starts', RECORD, { startDate: '2026-03-10', endDate: '2026-03-09' }],
    ['the record: a cursor of a place bets are not kept', RECORD, { before: '1773124200000000-coupon-1' }],
    ['the record: two directions at once', RECORD, { before: '1-round-1', after: '1-round-2' }],
    ['personal loss: no range', LOSS, {}],
    ['personal loss: an unknown period', LOSS, { period: 'yearly', startDate: '2026-03-01', endDate: '2026-03-02' }],
    ['personal loss: more than 366 days', LOSS, { startDate: '2025-01-01', endDate: '2026-01-02' }],
    ['personal loss: an unknown time zone', LOSS, { startDate: '2026-03-01', endDate: '2026-03-02', timeZone: 'Mars/Olympus_Mons' }],
  ])('refuses %s with request_param_err, in the reader language', async (_, path, query) => {
    const res = await t.request(`${path}?${new URLSearchParams(query)}`, { headers: { Authorization: await tokenOf(member), Language: 'ES' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errorCode: 'request_param_err', message: es['errors.request_param_err'] });
  });
});
