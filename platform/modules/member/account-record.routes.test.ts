import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordPageSchema, type AccountRecordEntry } from '../../../contract/account-records.ts';
import { ledgerPostings } from '../../db/schema/index.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import es from '../../../locales/es/errors.json' with { type: 'json' };
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const RECORD = '/wps/relay/ODSFE2_MemTransDet';

describe.each(TEST_DATABASES)('GET /wps/relay/ODSFE2_MemTransDet on %s', (kind) => {
  let t: TestPlatform;
  let cash: number;
  let games: number;

  /** A new member with a wallet, and a session token of theirs. */
  const newMember = async (type = 0) => {
    const member = await createMember(t, { account: uniqueName('rec'), password: 'Passw0rd!', type });
    const wallet = await ensureWallet(t.platform, member.id, SEED_CURRENCY.code);
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    return { id: member.id, wallet, token };
  };
  const move = (memberId: number, kindOf: string, from: number, to: number, amount: bigint) =>
    transfer(t.platform, { kind: kindOf, memberId, idempotencyKey: uniqueName('k'), from, to, amount });
  const read = async (token: string, query: Record<string, string> = {}) => {
    const res = await t.request(`${RECORD}?${new URLSearchParams(query)}`, withToken(token));
    const body = (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
    return { status: res.status, body };
  };
  const page = async (token: string, query: Record<string, string> = {}) => {
    const { status, body } = await read(token, query);
    expect({ status, success: body.success }).toEqual({ status: 200, success: true });
    return accountRecordPageSchema.parse(body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
    games = await houseAccount(t.platform, 'house:games', SEED_CURRENCY.code);
  });
  afterAll(() => t.close());

  it('answers 401 without a session, and refuses a trial account', async () => {
    expect((await t.request(RECORD)).status).toBe(401);
    const trial = await newMember(4);
    expect((await read(trial.token)).body).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
  });

  it("lists the member's postings newest first, typed, signed, with the balance each left", async () => {
    const m = await newMember();
    await move(m.id, 'deposit', cash, m.wallet, 10_000n);
    await move(m.id, 'game.bet', m.wallet, games, 755n);
    await move(m.id, 'game.win', games, m.wallet, 2_000n);
    await move(m.id, 'adjustment.manual', m.wallet, cash, 45n);
    const { list, older, newer, gmtOffset } = await page(m.token);
    expect(list.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['adjustment', '-0.45', '112.00'],
      ['win', '20.00', '112.45'],
      ['bet', '-7.55', '92.45'],
      ['deposit', '100.00', '100.00'],
    ]);
    expect(list[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect({ older, newer, gmtOffset }).toEqual({ older: null, newer: null, gmtOffset: 'GMT+00:00' });
    // The newest posting's balance is the wallet's.
    expect(list[0]!.balanceAfter).toBe(formatMinor((await walletBalance(t.platform, m.id))!.balance));
    // Nobody else's postings.
    const other = await newMember();
    expect((await page(other.token)).list).toEqual([]);
  });

  it('pages by keyset both ways, with the oldest page one call away', async () => {
    const m = await newMember();
    await move(m.id, 'deposit', cash, m.wallet, 100_000n);
    for (let i = 1; i <= 44; i++) await move(m.id, 'game.bet', m.wallet, games, BigInt(i));
    const first = await page(m.token);
    expect(first.list).toHaveLength(20);
    expect(first.newer).toBeNull();
    const second = await page(m.token, { before: first.older! });
    const third = await page(m.token, { before: second.older! });
    expect(third.list).toHaveLength(5);
    expect(third.older).toBeNull();
    const all = [...first.list, ...second.list, ...third.list];
    const ids = all.map((e) => BigInt(e.id));
    expect(new Set(ids).size).toBe(45);
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    expect(all.at(-1)!.type).toBe('deposit');
    // Back towards the present: the same second page.
    expect((await page(m.token, { after: third.newer! })).list).toEqual(second.list);
    expect((await page(m.token, { after: second.newer! })).list).toEqual(first.list);
    // The oldest page: the first twenty postings ever, newest of them first.
    const oldest = await page(m.token, { oldest: '1' });
    expect(oldest.list).toEqual(all.slice(-20));
    expect(oldest.older).toBeNull();
    expect(oldest.newer).toBe(oldest.list[0]!.id);
    // A smaller page, as asked.
    expect((await page(m.token, { pageSize: '7' })).list).toHaveLength(7);
  });

  it('filters by type, adjustments being every kind the table does not name', async () => {
    const m = await newMember();
    await move(m.id, 'deposit', cash, m.wallet, 5_000n);
    await move(m.id, 'game.bet', m.wallet, games, 100n);
    await move(m.id, 'lottery.ticket', m.wallet, games, 200n);
    await move(m.id, 'some.future.kind', cash, m.wallet, 300n);
    const typesOf = async (type: string) => (await page(m.token, { type })).list.map((e: AccountRecordEntry) => [e.type, e.amount]);
    expect(await typesOf('bet')).toEqual([
      ['bet', '-2.00'],
      ['bet', '-1.00'],
    ]);
    expect(await typesOf('deposit')).toEqual([['deposit', '50.00']]);
    expect(await typesOf('adjustment')).toEqual([['adjustment', '3.00']]);
    expect(await typesOf('withdrawal')).toEqual([]);
  });

  it("filters by whole days of the member's zone, and writes times in it", async () => {
    const m = await newMember();
    await move(m.id, 'deposit', cash, m.wallet, 1_000n);
    await move(m.id, 'game.bet', m.wallet, games, 100n);
    await move(m.id, 'game.bet', m.wallet, games, 200n);
    const rows = await t.platform.db
      .select({ id: ledgerPostings.id })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.accountId, m.wallet))
      .orderBy(ledgerPostings.id);
    // 23:30 on 9 March in Mexico City is 05:30 on 10 March in UTC.
    const at = ['2026-03-08T12:00:00Z', '2026-03-10T05:30:00Z', '2026-03-10T12:00:00Z'];
    for (const [i, row] of rows.entries()) {
      await t.platform.db
        .update(ledgerPostings)
        .set({ createdAt: new Date(at[i]!) })
        .where(inArray(ledgerPostings.id, [row.id]));
    }
    const mexico = await page(m.token, { startDate: '2026-03-09', endDate: '2026-03-09', timeZone: 'America/Mexico_City' });
    expect(mexico.list.map((e) => [e.time, e.amount])).toEqual([['2026-03-09 23:30:00', '-1.00']]);
    expect(mexico.gmtOffset).toBe('GMT-06:00');
    const utc = await page(m.token, { startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(utc.list.map((e) => [e.time, e.amount])).toEqual([
      ['2026-03-10 12:00:00', '-2.00'],
      ['2026-03-10 05:30:00', '-1.00'],
    ]);
    expect((await page(m.token, { startDate: '2026-03-08' })).list).toHaveLength(3);
    expect((await page(m.token, { endDate: '2026-03-08' })).list.map((e) => e.amount)).toEqual(['10.00']);
  });

  it.each([
    ['a page size over the limit', { pageSize: '500' }],
    ['an unknown type', { type: 'jackpot' }],
    ['a day that does not exist', { startDate: '2026-02-30' }],
    ['a range that ends before it starts', { startDate: '2026-03-10', endDate: '2026-03-09' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['two directions at once', { before: '10', after: '5' }],
    ['a cursor that is not a posting id', { before: '-1' }],
  ])('refuses %s with request_param_err, in the reader language', async (_, query) => {
    const m = await newMember();
    const res = await t.request(`${RECORD}?${new URLSearchParams(query)}`, { headers: { Authorization: m.token, Language: 'ES' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errorCode: 'request_param_err', message: es['errors.request_param_err'] });
  });
});
