import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityStatementSchema,
  responsibleStateSchema,
  type ActivityStatement,
  type LimitView,
  type ResponsibleState,
} from '../../../contract/responsible-gambling.ts';
import { deposits, games, gameSessions, playDays, responsibleAudit } from '../../db/schema/index.ts';
import { withToken } from '../../testing/session-fixtures.ts';
import { sessionFor } from '../../testing/withdrawal-fixtures.ts';
import { JSON_HEADERS, newMember, openSlotPage, pickGame, playRound } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { scriptedRng, stopsFor, useSlotRng } from '../play/index.ts';
import { auditLedger } from '../ledger/index.ts';

/*
 * The player's own limits on a clock the test moves: a lower limit at once, a higher one after
 * 24 hours and a second yes; deposits that arrive together cannot pass a deposit limit; a loss
 * limit stops bets in the middle of a session; playing time and the reality check are kept per
 * game session by the platform.
 */

const LOSING: Parameters<typeof stopsFor>[0] = ['lemon', 'plum', 'bell'];

type Envelope<T = unknown> = { success: boolean; value: T; errorCode?: string };

const call = async <T = ResponsibleState>(t: TestPlatform, token: string, method: string, path: string, body?: unknown) => {
  const res = await t.request(
    path,
    withToken(token, { method, ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }) }),
  );
  return { status: res.status, ...((await res.json()) as Envelope<T>) };
};

const limitOf = (state: ResponsibleState, kind: string, period: string): LimitView => state.limits.find((l) => l.kind === kind && l.period === period)!;

describe.each(TEST_DATABASES)('responsible gambling limits on %s', (kind) => {
  let t: TestPlatform;
  // A Tuesday, 12:00 in Mexico City.
  let clock = new Date('2026-11-10T18:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => clock);
  });
  afterAll(() => t?.close());

  it('applies a lower or first limit at once, and a higher one or a removal only after 24 hours and a confirmation', async () => {
    const m = await newMember(t);
    const set = (amount: string | null) => call(t, m.token, 'PUT', '/wps/member/responsible/limit', { kind: 'deposit', period: 'day', amount });
    const confirm = () => call(t, m.token, 'POST', '/wps/member/responsible/limit/confirm', { kind: 'deposit', period: 'day' });

    const first = await set('500.00');
    expect(first.status).toBe(200);
    expect(limitOf(responsibleStateSchema.parse(first.value), 'deposit', 'day')).toMatchObject({ amount: '500.00', remaining: '500.00', pending: null });
    expect(limitOf((await set('300.00')).value, 'deposit', 'day')).toMatchObject({ amount: '300.00', pending: null });

    const raised = limitOf((await set('800.00')).value, 'deposit', 'day');
    expect(raised.amount).toBe('300.00');
    expect(raised.pending).toMatchObject({ amount: '800.00', confirmable: false, confirmableAt: clock.getTime() + 24 * 3_600_000 });
    expect(await confirm()).toMatchObject({ status: 409, errorCode: 'rg.limit.cooling' });

    // A day later the member logs in again.
    advance(24 * 3_600_000 - 1_000);
    m.token = await sessionFor(t, m.id);
    expect(await confirm()).toMatchObject({ status: 409, errorCode: 'rg.limit.cooling' });
    expect(limitOf((await call(t, m.token, 'GET', '/wps/member/responsible')).value, 'deposit', 'day').amount).toBe('300.00');

    advance(1_000);
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect(limitOf(confirmed.value, 'deposit', 'day')).toMatchObject({ amount: '800.00', pending: null });

    // A removal waits the same way; lowering in the meantime applies at once and drops it.
    expect(limitOf((await set(null)).value, 'deposit', 'day').pending).toMatchObject({ amount: null });
    expect(limitOf((await set('100.00')).value, 'deposit', 'day')).toMatchObject({ amount: '100.00', pending: null });
    await set(null);
    advance(24 * 3_600_000);
    m.token = await sessionFor(t, m.id);
    expect(limitOf((await confirm()).value, 'deposit', 'day')).toMatchObject({ amount: null, remaining: null, pending: null });
    expect(await confirm()).toMatchObject({ status: 409, errorCode: 'rg.limit.not.pending' });

    const audit = await t.platform.db.select().from(responsibleAudit).where(eq(responsibleAudit.memberId, m.id));
    expect(audit.map((a) => a.action)).toEqual([
      'limit.applied',
      'limit.applied',
      'limit.requested',
      'limit.confirmed',
      'limit.requested',
      'limit.applied',
      'limit.requested',
      'limit.confirmed',
    ]);
  });

  it('refuses bad limits with field errors', async () => {
    const m = await newMember(t);
    const put = (body: unknown) => call(t, m.token, 'PUT', '/wps/member/responsible/limit', body);
    expect(await put({ kind: 'deposit', period: 'day', amount: '-5' })).toMatchObject({ status: 422 });
    expect(await put({ kind: 'deposit', period: 'day', amount: '0.00' })).toMatchObject({ status: 422 });
    expect(await put({ kind: 'time', period: 'week', amount: '60' })).toMatchObject({ status: 422 });
    expect(await put({ kind: 'time', period: 'day', amount: '1441' })).toMatchObject({ status: 422 });
    expect(await put({ kind: 'loss', period: 'year', amount: '10.00' })).toMatchObject({ status: 422 });
    expect(await call(t, m.token, 'PUT', '/wps/member/responsible/reality', { minutes: 1 })).toMatchObject({ status: 422 });
    expect(await call(t, m.token, 'PUT', '/wps/member/responsible/reality', { minutes: 20 })).toMatchObject({ status: 200 });
  });

  it('lets 200 deposits sent at once take no more than the deposit limit between them', async () => {
    const m = await newMember(t);
    await call(t, m.token, 'PUT', '/wps/member/responsible/limit', { kind: 'deposit', period: 'week', amount: '1000.00' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call<unknown>(t, m.token, 'POST', '/wps/relay/MCSFE_createDepositTask', { requestId: `limit-${i}-${m.id}`, method: 'spei', amount: '100.00' }),
      ),
    );
    const accepted = answers.filter((a) => a.success);
    expect(accepted).toHaveLength(10);
    expect(new Set(answers.filter((a) => !a.success).map((a) => a.errorCode))).toEqual(new Set(['rg.deposit.limit']));
    const refusal = answers.find((a) => !a.success)!.value as { remaining: string; resetsAt: number };
    expect(refusal.remaining).toBe('0.00');
    // The next Monday, 00:00 in Mexico City.
    expect(refusal.resetsAt).toBe(Date.parse('2026-11-16T06:00:00Z'));
    const [sum] = await t.platform.db
      .select({ total: sql<string>`sum(${deposits.amount})::text` })
      .from(deposits)
      .where(eq(deposits.memberId, m.id));
    expect(sum?.total).toBe('100000');
  });

  it('stops bets in the middle of a session once the loss limit would be passed, and counts stakes for a wager limit', async () => {
    const m = await newMember(t, { balance: 100_000n });
    const game = await pickGame(t, eq(games.category, 'RNG'));
    const page = await openSlotPage(t, m, game.id);
    useSlotRng(t.platform, scriptedRng(stopsFor(LOSING)));
    await call(t, m.token, 'PUT', '/wps/member/responsible/limit', { kind: 'loss', period: 'day', amount: '25.00' });

    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await playRound(t, page, '5.00'));
    expect(answers.slice(0, 5).every((a) => a.success)).toBe(true);
    expect(answers.slice(5).map((a) => a.errorCode)).toEqual(['rg.loss.limit', 'rg.loss.limit', 'rg.loss.limit']);
    expect(answers[5]!.value).toMatchObject({ remaining: '0.00', period: 'day' });
    const state = (await call(t, m.token, 'GET', '/wps/member/responsible')).value;
    expect(limitOf(state, 'loss', 'day')).toMatchObject({ used: '25.00', remaining: '0.00' });

    // A wager limit counts stakes, win or lose, whatever the loss.
    const w = await newMember(t, { balance: 100_000n });
    const wPage = await openSlotPage(t, w, game.id);
    await call(t, w.token, 'PUT', '/wps/member/responsible/limit', { kind: 'wager', period: 'month', amount: '12.00' });
    // Limits of other periods that do not bind are read in the same query, each over its own period.
    await call(t, w.token, 'PUT', '/wps/member/responsible/limit', { kind: 'wager', period: 'day', amount: '20.00' });
    await call(t, w.token, 'PUT', '/wps/member/responsible/limit', { kind: 'loss', period: 'week', amount: '1000.00' });
    expect((await playRound(t, wPage, '10.00')).success).toBe(true);
    expect(await playRound(t, wPage, '5.00')).toMatchObject({ success: false, errorCode: 'rg.wager.limit', value: { remaining: '2.00' } });
    expect((await playRound(t, wPage, '2.00')).success).toBe(true);
    expect(await auditLedger(t.platform.db)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('keeps playing time per session, pauses for the reality check until the player continues, and stops at the time limit', async () => {
    const m = await newMember(t, { balance: 100_000n });
    const game = await pickGame(t, eq(games.category, 'RNG'));
    await call(t, m.token, 'PUT', '/wps/member/responsible/reality', { minutes: 10 });
    const page = await openSlotPage(t, m, game.id);
    const ping = async () => {
      const res = await t.request(`/gs/api/slot/${page}/ping`, { method: 'POST', headers: JSON_HEADERS, body: '{}' });
      return ((await res.json()) as Envelope<{ playedMs: number; realityDue: boolean; stopped: boolean; net: string }>).value;
    };
    await ping();
    // Nine and a half minutes of play, a ping every 30 s.
    for (let i = 0; i < 19; i++) {
      advance(30_000);
      await ping();
    }
    expect((await playRound(t, page, '1.00')).success).toBe(true);
    advance(30_000);
    const due = await ping();
    expect(due).toMatchObject({ realityDue: true, playedMs: 600_000, stopped: false });
    expect(await playRound(t, page, '1.00')).toMatchObject({ success: false, errorCode: 'rg.reality.check' });

    // The notice stays up while the page waits, and the wait is not play.
    advance(5 * 60_000);
    expect(await ping()).toMatchObject({ realityDue: true, playedMs: 600_000 });
    const goOn = await t.request(`/gs/api/slot/${page}/reality`, { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    expect(((await goOn.json()) as Envelope<{ realityDue: boolean }>).value.realityDue).toBe(false);
    expect((await playRound(t, page, '1.00')).success).toBe(true);

    // A pause over two minutes is not counted; then a 12-minute time limit for the day stops play.
    advance(10 * 60_000);
    await ping();
    const [row] = await t.platform.db.select().from(gameSessions).where(eq(gameSessions.memberId, m.id));
    expect(row?.playedMs).toBe(600_000);
    await call(t, m.token, 'PUT', '/wps/member/responsible/limit', { kind: 'time', period: 'day', amount: '11' });
    for (let i = 0; i < 2; i++) {
      advance(30_000);
      await ping();
    }
    expect(await ping()).toMatchObject({ stopped: true });
    expect(await playRound(t, page, '1.00')).toMatchObject({ success: false, errorCode: 'rg.time.limit' });
    const launchAgain = await t.request(`/wps/game/launchGame?launchMode=GLS&gameId=${game.id}&accountType=1`, withToken(m.token));
    expect(((await launchAgain.json()) as Envelope).errorCode).toBe('rg.time.limit');
    const [day] = await t.platform.db.select().from(playDays).where(eq(playDays.memberId, m.id));
    expect(day?.playedMs).toBe(660_000);
    expect(limitOf((await call(t, m.token, 'GET', '/wps/member/responsible')).value, 'time', 'day')).toMatchObject({ used: '11', remaining: '0' });

    // The statement: this month's stakes, wins and net, and today's minutes of play (Mexico City is UTC-6).
    const marketToday = new Date(clock.getTime() - 6 * 3_600_000).toISOString().slice(0, 10);
    const marketMonth = marketToday.slice(0, 7);
    const statement = await call<ActivityStatement>(t, m.token, 'GET', '/wps/member/responsible/statement');
    expect(activityStatementSchema.parse(statement.value).months).toEqual([
      { month: marketMonth, deposits: '0.00', withdrawals: '0.00', stakes: '2.00', wins: '0.00', net: '-2.00' },
    ]);
    expect(statement.value.days).toEqual([{ day: marketToday, minutes: 11 }]);
  });
});
