import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myIncomeSchema, teamTransactionsPageSchema } from '../../../contract/agent-lists.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, members } from '../../db/schema/index.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { testClock } from '../../testing/lottery-fixtures.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { issueSession } from '../identity/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import { transferToDownline } from './downline-transfer.ts';

const MEXICO = 'America/Mexico_City';

/*
 * Money of agent01's team on 2026-03-10 in Mexico City (UTC-6), besides bets:
 *
 *   06:00  player01  deposit     +50.00
 *   06:10  agent01 → agent02     transfer 20.00 (agent02's income)
 *   06:20  player21  bonus        +7.00
 *   06:30  player21  rebate       +0.50
 *   06:40  player02  withdrawal  -30.00
 *   06:50  player01  adjustment   -1.25 (a kind the record does not name)
 *   07:00  player01  a bet of 5.00, which team betting lists, not this
 *
 * and agent01 → agent02 transfers of 5.00 on 03-02 and 10.00 on 03-09, for the periods of the income.
 */
describe.each(TEST_DATABASES)('team transactions and my income on %s', (kind) => {
  const clock = testClock(Date.parse('2026-03-02T18:00:00Z'));
  let t: TestPlatform;
  const ids: Record<string, number> = {};

  const tokenOf = async (id: number) => (await issueSession(t.platform, { memberId: id, loginType: 'username', ip: '203.0.113.10' })).token;
  const read = async (path: string, id: number, query: Record<string, string> = {}) => {
    const res = await t.request(`${path}?${new URLSearchParams({ timeZone: MEXICO, ...query })}`, withToken(await tokenOf(id)));
    return { status: res.status, body: (await res.json()) as { value?: unknown; errorCode?: string } };
  };
  const moves = async (account: string, query: Record<string, string> = {}) => {
    const { status, body } = await read(ENDPOINTS.teamTransactions.path, ids[account]!, query);
    expect({ status, errorCode: body.errorCode }).toEqual({ status: 200, errorCode: undefined });
    return teamTransactionsPageSchema.parse(body.value);
  };
  const income = async (account: string, query: Record<string, string> = {}) => {
    const { status, body } = await read(ENDPOINTS.myIncome.path, ids[account]!, query);
    expect({ status, errorCode: body.errorCode }).toEqual({ status: 200, errorCode: undefined });
    return myIncomeSchema.parse(body.value);
  };
  /** The ledger dates its rows by the database's clock: moved to the test's. */
  const dated = async (transactionId: number, iso: string) => {
    await t.platform.db
      .update(ledgerTransactions)
      .set({ createdAt: new Date(iso) })
      .where(eq(ledgerTransactions.id, transactionId));
    await t.platform.db
      .update(ledgerPostings)
      .set({ createdAt: new Date(iso) })
      .where(eq(ledgerPostings.transactionId, transactionId));
  };
  const move = async (kindOf: string, account: string, amount: bigint, iso: string) => {
    clock.set(Date.parse(iso));
    const cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
    const wallet = await ensureWallet(t.platform, ids[account]!, SEED_CURRENCY.code);
    const [from, to] = amount > 0n ? [cash, wallet] : [wallet, cash];
    const moved = await transfer(t.platform, {
      kind: kindOf,
      memberId: ids[account]!,
      idempotencyKey: uniqueName(kindOf),
      from,
      to,
      amount: amount > 0n ? amount : -amount,
    });
    await dated(moved.transactionId, iso);
  };
  const send = async (amount: string, iso: string) => {
    clock.set(Date.parse(iso));
    const sent = await transferToDownline(t.platform, ids.agent01!, {
      account: 'agent02',
      amount,
      transactionPassword: TRANSACTION_PASSWORD,
      requestId: uniqueName('r'),
    });
    await dated(Number(sent.transactionId), iso);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    const rows = await t.platform.db.select({ id: members.id, account: members.account }).from(members);
    for (const row of rows) ids[row.account] = row.id;
    await setTransactionPasswordFor(t, ids.agent01!);
    await send('5.00', '2026-03-02T18:00:00Z');
    await send('10.00', '2026-03-09T18:00:00Z');
    await move('deposit', 'player01', 5_000n, '2026-03-10T12:00:00Z');
    await send('20.00', '2026-03-10T12:10:00Z');
    await move('bonus', 'player21', 700n, '2026-03-10T12:20:00Z');
    await move('rebate', 'player21', 50n, '2026-03-10T12:30:00Z');
    await move('withdrawal', 'player02', -3_000n, '2026-03-10T12:40:00Z');
    await move('operator.correction', 'player01', -125n, '2026-03-10T12:50:00Z');
    await move('game.bet', 'player01', -500n, '2026-03-10T13:00:00Z');
    clock.set(Date.parse('2026-03-10T13:10:00Z'));
  }, 60_000);
  afterAll(() => t.close());

  it('refuses members and trial accounts with agent.only', async () => {
    const trial = await createMember(t, { account: uniqueName('trial'), password: 'Passw0rd!', type: 4 });
    for (const id of [ids.player01!, trial.id])
      for (const path of [ENDPOINTS.teamTransactions.path, ENDPOINTS.myIncome.path]) {
        const { status, body } = await read(path, id);
        expect([path, status, body.errorCode]).toEqual([path, 403, 'agent.only']);
      }
  });

  it("lists today's money of the whole team but bets, typed, with totals per type equal to the postings' sums", async () => {
    const page = await moves('agent01');
    expect(page.list.map((m) => `${m.time.slice(11, 16)} ${m.account} ${m.level} ${m.type} ${m.amount}`)).toEqual([
      '06:50 player01 1 adjustment -1.25',
      '06:40 player02 1 withdrawal -30.00',
      '06:30 player21 2 rebate 0.50',
      '06:20 player21 2 bonus 7.00',
      '06:10 agent02 1 transfer 20.00',
      '06:00 player01 1 deposit 50.00',
    ]);
    expect(page.list[4]!.reference).toBe('agent01 → agent02');
    expect(page.totals.map((f) => [f.type, f.count, f.credit, f.debit, f.net])).toEqual([
      ['deposit', 1, '50.00', '0.00', '50.00'],
      ['withdrawal', 1, '0.00', '-30.00', '-30.00'],
      ['transfer', 1, '20.00', '0.00', '20.00'],
      ['bonus', 1, '7.00', '0.00', '7.00'],
      ['rebate', 1, '0.50', '0.00', '0.50'],
      ['adjustment', 1, '0.00', '-1.25', '-1.25'],
    ]);
    // The same day's postings on the team's wallets, summed by the database, bets and wins aside (-5.00).
    const team = ['agent02', 'player01', 'player02', 'player21'].map((a) => ids[a]!);
    const [sum] = await t.platform.db
      .select({ total: ledgerPostings.amount })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(
        and(
          inArray(ledgerAccounts.memberId, team),
          eq(ledgerAccounts.kind, 'wallet'),
          gte(ledgerPostings.createdAt, new Date('2026-03-10T06:00:00Z')),
          lt(ledgerPostings.createdAt, new Date('2026-03-11T06:00:00Z')),
        ),
      )
      .then((rows) => [rows.reduce((n, r) => n + r.total, 0n)]);
    expect(page.total).toEqual({ count: 6, credit: '77.50', debit: '-31.25', net: formatMinor(sum! + 500n) });
  });

  it('filters by type, account, level and days, and pages', async () => {
    expect((await moves('agent01', { type: 'bonus' })).list.map((m) => m.account)).toEqual(['player21']);
    expect((await moves('agent01', { username: 'player0' })).total.count).toBe(3);
    expect((await moves('agent01', { level: '2' })).total).toMatchObject({ count: 2, net: '7.50' });
    const week = await moves('agent01', { type: 'transfer', startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(week.total).toMatchObject({ count: 3, credit: '35.00' });
    const second = await moves('agent01', { page: '2' });
    expect([second.list, second.page, second.total.count]).toEqual([[], 2, 6]);

    // Sorted by a column, both ways; the totals never change.
    const newest = await moves('agent01');
    const byAmount = await moves('agent01', { sort: 'amount', order: 'desc' });
    expect(byAmount.list.map((m) => Number(m.amount))).toEqual(newest.list.map((m) => Number(m.amount)).sort((a, b) => b - a));
    expect(byAmount.total).toEqual(newest.total);
    const byAccount = (await moves('agent01', { sort: 'account' })).list.map((m) => m.account);
    expect(byAccount).toEqual([...byAccount].sort());
    expect((await moves('agent01', { sort: 'time', order: 'asc' })).list.map((m) => m.id)).toEqual(newest.list.map((m) => m.id).reverse());
  });

  it("gives agent02 its own players' money only", async () => {
    const own = await moves('agent02');
    expect(own.list.map((m) => `${m.account} ${m.level} ${m.type}`)).toEqual(['player21 1 rebate', 'player21 1 bonus']);
    for (const username of ['player01', 'agent02', 'agent01']) expect((await moves('agent02', { username })).total.count).toBe(0);
  });

  it('sums the transfers the agent received per period, newest first, and lists them', async () => {
    const weekly = await income('agent02', { period: 'weekly', startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(weekly.periods).toEqual([
      { startDate: '2026-03-09', endDate: '2026-03-10', count: 2, amount: '30.00' },
      { startDate: '2026-03-02', endDate: '2026-03-08', count: 1, amount: '5.00' },
    ]);
    expect(weekly.total).toEqual({ count: 3, amount: '35.00' });
    expect(weekly.list.map((e) => [e.time, e.source, e.amount, e.reference])).toEqual([
      ['2026-03-10 06:10:00', 'uplineTransfer', '20.00', 'agent01 → agent02'],
      ['2026-03-09 12:00:00', 'uplineTransfer', '10.00', 'agent01 → agent02'],
      ['2026-03-02 12:00:00', 'uplineTransfer', '5.00', 'agent01 → agent02'],
    ]);
    const byAmount = async (order: string) =>
      (await income('agent02', { startDate: '2026-03-01', endDate: '2026-03-10', sort: 'amount', order })).list.map((e) => e.amount);
    expect(await byAmount('asc')).toEqual(['5.00', '10.00', '20.00']);
    expect(await byAmount('desc')).toEqual(['20.00', '10.00', '5.00']);
    const oldestFirst = await income('agent02', { startDate: '2026-03-01', endDate: '2026-03-10', sort: 'time', order: 'asc' });
    expect(oldestFirst.list.map((e) => e.time)).toEqual(['2026-03-02 12:00:00', '2026-03-09 12:00:00', '2026-03-10 06:10:00']);
    expect(oldestFirst.total).toEqual(weekly.total);
    const monthly = await income('agent02', { period: 'monthly', startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(monthly.periods).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-10', count: 3, amount: '35.00' }]);
    // Today only, by default; what agent01 sent is not its income, and its own upline sent it nothing.
    expect((await income('agent02')).total).toEqual({ count: 1, amount: '20.00' });
    expect(await income('agent01', { startDate: '2026-03-01', endDate: '2026-03-10' })).toMatchObject({ periods: [], list: [], total: { count: 0 } });
  });

  it('refuses what it cannot read with request_param_err', async () => {
    const bad: [string, Record<string, string>][] = [
      [ENDPOINTS.teamTransactions.path, { type: 'bet' }],
      [ENDPOINTS.teamTransactions.path, { startDate: '2026-13-01' }],
      [ENDPOINTS.teamTransactions.path, { username: '\u0000' }],
      [ENDPOINTS.teamTransactions.path, { sort: 'balance' }],
      [ENDPOINTS.myIncome.path, { period: 'yearly' }],
      [ENDPOINTS.myIncome.path, { sort: 'reference' }],
      [ENDPOINTS.myIncome.path, { startDate: '2024-01-01', endDate: '2026-03-10' }],
      [ENDPOINTS.myIncome.path, { startDate: '2026-03-10', endDate: '2026-03-01' }],
    ];
    for (const [path, query] of bad) {
      const { status, body } = await read(path, ids.agent01!, query);
      expect({ query, status, errorCode: body.errorCode }).toEqual({ query, status: 422, errorCode: 'request_param_err' });
    }
  });
});
