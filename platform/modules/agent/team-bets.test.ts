import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamBetsPageSchema, type TeamBet } from '../../../contract/agent-lists.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { games, members } from '../../db/schema/index.ts';
import { FIVE_MINUTE_GAME, gameByCode, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import { createMember, uniqueName } from '../../testing/session-fixtures.ts';
import { newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { issueSession } from '../identity/index.ts';
import { buyTicket } from '../lottery/index.ts';
import { scriptedRng, stopsFor, useSlotRng, type SlotSymbol } from '../play/index.ts';

const BETS = ENDPOINTS.teamBets.path;
const MEXICO = 'America/Mexico_City';
const LOSE: SlotSymbol[] = ['lemon', 'plum', 'bell'];
const PAIR: SlotSymbol[] = ['cherry', 'cherry', 'bell'];

/*
 * Bets of agent01's team on 2026-03-10 in Mexico City (UTC-6), placed as players place them:
 *
 *   player01  level 1  RNG   03-09 06:00  2.00 lost   (the day before)
 *   player01  level 1  RNG   03-10 06:00  2.00 lost
 *   player01  level 1  RNG   03-10 06:05  5.00 won 10.00
 *   player21  level 2  LIVE  03-10 06:10  1.00 lost   (agent02's player)
 *   outsider  -        RNG   03-10 06:20  10.00 won   (nobody's team)
 *   player21  level 2  LOTT  03-10 06:21  3.00 open   (its draw is at 06:25)
 */
describe.each(TEST_DATABASES)('team betting on %s', (kind) => {
  const clock = testClock(Date.parse('2026-03-09T12:00:00Z'));
  let t: TestPlatform;
  const seed: Record<string, TestMember> = {};
  let slot: { id: number; vendor: string; nameEn: string; nameEs: string };
  let live: { id: number; vendor: string };

  const tokenOf = async (id: number) => (await issueSession(t.platform, { memberId: id, loginType: 'username', ip: '203.0.113.10' })).token;
  const round = async (m: TestMember, gameId: number, iso: string, stake: string, line: SlotSymbol[]) => {
    clock.set(Date.parse(iso));
    const page = await openSlotPage(t, { ...m, token: await tokenOf(m.id) }, gameId);
    useSlotRng(t.platform, scriptedRng(stopsFor(line)));
    const played = await playRound(t, page, stake);
    expect(played.success, JSON.stringify(played)).toBe(true);
  };
  const read = async (id: number, query: Record<string, string> = {}, language = 'EN') => {
    const token = await tokenOf(id);
    const res = await t.request(`${BETS}?${new URLSearchParams({ timeZone: MEXICO, ...query })}`, { headers: { Authorization: token, Language: language } });
    return { status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };
  const bets = async (account: string, query: Record<string, string> = {}, language = 'EN') => {
    const { status, body } = await read(seed[account]!.id, query, language);
    expect({ status, errorCode: body.errorCode }).toEqual({ status: 200, errorCode: undefined });
    return teamBetsPageSchema.parse(body.value);
  };
  const brief = (list: TeamBet[]) => list.map((b) => `${b.account} ${b.level} ${b.time.slice(5, 16)} ${b.category} ${b.stake} ${b.status}`);

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    const rows = await t.platform.db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.account, ['agent01', 'agent02', 'player01', 'player02', 'player21']));
    for (const row of rows) seed[row.account] = { ...row, token: await tokenOf(row.id) };
    slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.freeplay, true));
    live = await pickGame(t, eq(games.category, 'LIVE'));
    await round(seed.player01!, slot.id, '2026-03-09T12:00:00Z', '2.00', LOSE);
    await round(seed.player01!, slot.id, '2026-03-10T12:00:00Z', '2.00', LOSE);
    await round(seed.player01!, slot.id, '2026-03-10T12:05:00Z', '5.00', PAIR);
    await round(seed.player21!, live.id, '2026-03-10T12:10:00Z', '1.00', LOSE);
    await round(await newMember(t, { balance: 10_000n }), slot.id, '2026-03-10T12:20:00Z', '10.00', PAIR);
    clock.set(Date.parse('2026-03-10T12:21:00Z'));
    await buyTicket(t.platform, { memberId: seed.player21!.id, type: 0 }, await gameByCode(t, FIVE_MINUTE_GAME), ticketRequest({ stake: '3.00', pick: '45' }));
  }, 60_000);
  afterAll(() => t.close());

  it('refuses members and trial accounts with agent.only, and asks for a session', async () => {
    const trial = await createMember(t, { account: uniqueName('trial'), password: 'Passw0rd!', type: 4 });
    for (const id of [seed.player01!.id, trial.id]) {
      const { status, body } = await read(id);
      expect([status, body.errorCode]).toEqual([403, 'agent.only']);
    }
    expect((await t.request(BETS)).status).toBe(401);
  });

  it("lists today's bets of the whole team, newest first, in the page's language, with the totals", async () => {
    const page = await bets('agent01');
    expect(brief(page.list)).toEqual([
      'player21 2 03-10 06:21 LOTT 3.00 open',
      'player21 2 03-10 06:10 LIVE 1.00 lost',
      'player01 1 03-10 06:05 RNG 5.00 won',
      'player01 1 03-10 06:00 RNG 2.00 lost',
    ]);
    expect(page).toMatchObject({ startDate: '2026-03-10', endDate: '2026-03-10', gmtOffset: 'GMT-06:00', page: 1 });
    expect(page.list[2]).toMatchObject({ gameName: slot.nameEn, vendor: slot.vendor, validStake: '5.00', win: '10.00', net: '5.00' });
    expect(page.list[0]).toMatchObject({ validStake: '0.00', net: '0.00' });
    // The totals are the rows' own sums.
    const sum = (key: 'stake' | 'validStake' | 'win') => page.list.reduce((n, b) => n + Math.round(Number(b[key]) * 100), 0);
    expect(page.totals).toEqual({ count: 4, stake: '11.00', validStake: '8.00', win: '10.00', net: '2.00' });
    expect([sum('stake'), sum('validStake'), sum('win')]).toEqual([1100, 800, 1000]);
    expect((await bets('agent01', {}, 'ES')).list[2]!.gameName).toBe(slot.nameEs);
  });

  it('filters by account (its name or its beginning), level, vendor, category, status and days', async () => {
    const accounts = async (query: Record<string, string>) => (await bets('agent01', query)).list.map((b) => b.account);
    expect(await accounts({ username: 'PLAYER2' })).toEqual(['player21', 'player21']);
    expect(await accounts({ username: 'player01' })).toEqual(['player01', 'player01']);
    expect(await accounts({ username: 'player%' })).toEqual([]);
    expect(await accounts({ level: '2' })).toEqual(['player21', 'player21']);
    expect(await accounts({ level: '3' })).toEqual([]);
    expect((await bets('agent01', { vendor: live.vendor })).list.map((b) => b.category)).toEqual(['LIVE']);
    expect((await bets('agent01', { category: 'LOTT' })).totals).toMatchObject({ count: 1, stake: '3.00', validStake: '0.00' });
    expect((await bets('agent01', { status: 'lost' })).totals).toMatchObject({ count: 2, stake: '3.00', validStake: '3.00', win: '0.00', net: '-3.00' });
    const both = await bets('agent01', { startDate: '2026-03-09', endDate: '2026-03-10' });
    expect(both.totals).toMatchObject({ count: 5, stake: '13.00' });
    expect(brief((await bets('agent01', { startDate: '2026-03-09', endDate: '2026-03-09' })).list)).toEqual(['player01 1 03-09 06:00 RNG 2.00 lost']);
  });

  it("gives agent02 its own players' bets only, each a level below it, and nothing of agent01's other accounts", async () => {
    const own = await bets('agent02', { startDate: '2026-03-09', endDate: '2026-03-10' });
    expect(brief(own.list)).toEqual(['player21 1 03-10 06:21 LOTT 3.00 open', 'player21 1 03-10 06:10 LIVE 1.00 lost']);
    expect(own.totals).toMatchObject({ count: 2, stake: '4.00' });
    for (const username of ['player01', 'agent01', 'agent02', 'player0'])
      expect((await bets('agent02', { username, startDate: '2026-03-09', endDate: '2026-03-10' })).totals.count).toBe(0);
  });

  it('pages the bets, the totals the same on every page', async () => {
    for (let i = 0; i < 17; i++) await round(seed.player02!, slot.id, `2026-03-10T13:${String(i).padStart(2, '0')}:00Z`, '1.00', LOSE);
    const first = await bets('agent01');
    const second = await bets('agent01', { page: '2' });
    expect([first.list.length, second.list.length, second.page]).toEqual([20, 1, 2]);
    expect(second.totals).toEqual(first.totals);
    expect(first.totals).toMatchObject({ count: 21, stake: '28.00' });
    expect(brief(second.list)).toEqual(['player01 1 03-10 06:00 RNG 2.00 lost']);
    expect(new Set([...first.list, ...second.list].map((b) => b.id)).size).toBe(21);

    // Sorted by a column, both ways, the newest first among equals; the totals never change.
    const all = [...first.list, ...second.list];
    const byStake = await bets('agent01', { sort: 'stake', order: 'desc' });
    expect(byStake.list.map((b) => Number(b.stake))).toEqual(
      all
        .map((b) => Number(b.stake))
        .sort((a, b) => b - a)
        .slice(0, 20),
    );
    expect(byStake.totals).toEqual(first.totals);
    const byAccount = (await bets('agent01', { sort: 'account', order: 'asc' })).list.map((b) => b.account);
    expect(byAccount).toEqual([...byAccount].sort());
    const oldest = await bets('agent01', { sort: 'time', order: 'asc', page: '2' });
    expect(oldest.list.map((b) => b.id)).toEqual([first.list[0]!.id]);
  });

  it('refuses what it cannot read with request_param_err', async () => {
    const bad = [
      { startDate: '2026-02-30' },
      { startDate: '2026-03-10', endDate: '2026-03-09' },
      { startDate: '2025-01-01', endDate: '2026-03-10' },
      { username: 'play\u0000er' },
      { status: 'pending' },
      { category: 'CARDS' },
      { level: '0' },
      { page: '0' },
      { timeZone: 'Mars/Olympus' },
      { sort: 'balance' },
      { order: 'up' },
    ];
    for (const query of bad) {
      const { status, body } = await read(seed.agent01!.id, query);
      expect({ query, status, errorCode: body.errorCode }).toEqual({ query, status: 422, errorCode: 'request_param_err' });
    }
  });
});
