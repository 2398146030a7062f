import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositMethodsSchema, depositReportSchema, depositTaskSchema, type CreateDepositTask } from '../../../contract/deposits.ts';
import { depositMethods, depositReceipts, deposits } from '../../db/schema/index.ts';
import { SEED_DEPOSIT_METHODS, SEED_SITE_CLABE } from '../../db/seed/deposits.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const METHODS = '/wps/relay/MCSFE_getDepositMethods';
const CREATE = '/wps/relay/MCSFE_createDepositTask';
const REPORT = '/wps/relay/MCSFE_getDepositTransactionReport';
const SECRET = 'deposit-routes-test-secret-0123456789abcdef';

/** The smallest PNG and JPEG headers a receipt may start with, padded to a few bytes of image. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]).toString('base64');

describe.each(TEST_DATABASES)('deposits on %s', (kind) => {
  let t: TestPlatform;
  // The platform's clock, moved by the tests that need time to pass; the middle of a Mexico City day.
  let clock = Date.parse('2026-11-24T18:00:00Z');

  const newMember = async (type = 0) => {
    const member = await createMember(t, { account: uniqueName('dep'), password: 'Passw0rd!', type });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    return { id: member.id, token };
  };
  const create = async (token: string, body: Partial<CreateDepositTask>) => {
    const res = await t.request(CREATE, withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    return { status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };
  const created = async (token: string, body: Partial<CreateDepositTask>) => {
    const { status, body: answer } = await create(token, { requestId: uniqueName('req-'), ...body });
    expect({ status, code: answer.errorCode }).toEqual({ status: 200, code: undefined });
    return depositTaskSchema.parse(answer.value);
  };
  const report = async (token: string, query: Record<string, string> = {}) => {
    const res = await t.request(`${REPORT}?${new URLSearchParams(query)}`, withToken(token));
    expect(res.status).toBe(200);
    return depositReportSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const balanceOf = async (memberId: number) => (await walletBalance(t.platform, memberId))!.balance;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { PAYMENT_PROVIDER_SECRET: SECRET }, () => new Date(clock));
  });
  afterAll(() => t.close());

  it('refuses a caller without a session, and a trial account', async () => {
    expect((await t.request(METHODS)).status).toBe(401);
    const trial = await newMember(4);
    const res = await t.request(METHODS, withToken(trial.token));
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('in_need_true_account');
  });

  it("lists the seeded methods with their limits, the SPEI CLABE, and what is left of today's limit", async () => {
    const m = await newMember();
    const res = await t.request(METHODS, withToken(m.token));
    const { list } = depositMethodsSchema.parse(((await res.json()) as { value: unknown }).value);
    expect(list.map((x) => [x.method, x.currency, x.min, x.max, x.daily, x.remainingToday, x.clabe])).toEqual([
      ['spei', SEED_CURRENCY.code, '100.00', '50000.00', '100000.00', '100000.00', SEED_SITE_CLABE],
      ['oxxo', SEED_CURRENCY.code, '50.00', '10000.00', '20000.00', '20000.00', null],
      ['card', SEED_CURRENCY.code, '100.00', '20000.00', '50000.00', '50000.00', null],
    ]);
    expect(list.map((x) => x.expiresInMinutes)).toEqual(SEED_DEPOSIT_METHODS.map((x) => x.expiryMinutes));

    await created(m.token, { method: 'oxxo', amount: '1500.50' });
    const after = depositMethodsSchema.parse(((await (await t.request(METHODS, withToken(m.token))).json()) as { value: unknown }).value);
    expect(after.list.find((x) => x.method === 'oxxo')!.remainingToday).toBe('18499.50');
  });

  it('opens a SPEI request once per client request id, with the CLABE and a reference, and credits nothing yet', async () => {
    const m = await newMember();
    const body = { requestId: uniqueName('req-'), method: 'spei' as const, amount: '250', timeZone: 'America/Mexico_City' };
    const first = await created(m.token, body);
    expect(first).toMatchObject({
      method: 'spei',
      amount: '250.00',
      currency: 'MXN',
      status: 'pending',
      clabe: SEED_SITE_CLABE,
      barcode: null,
      checkoutUrl: null,
    });
    expect(first.reference).toMatch(/^[1-9]\d{11}$/);
    expect(first.createdAt).toBe('2026-11-24 12:00:00');
    expect(first.expiresAt).toBe('2026-11-25 12:00:00');
    expect(await created(m.token, body)).toEqual(first);
    expect(await t.platform.db.select().from(deposits).where(eq(deposits.memberId, m.id))).toHaveLength(1);
    expect((await create(m.token, { ...body, amount: '251' })).body.errorCode).toBe('idempotency.conflict');
    expect(await balanceOf(m.id)).toBe(0n);
  });

  it('holds each method to its minimum, maximum and daily limit, and refuses a bad amount as a field', async () => {
    const m = await newMember();
    const code = async (method: 'spei' | 'oxxo' | 'card', amount: string) =>
      (await create(m.token, { requestId: uniqueName('req-'), method, amount })).body.errorCode;
    expect(await code('oxxo', '49.99')).toBe('deposit.amount.below.min');
    expect(await code('oxxo', '10000.01')).toBe('deposit.amount.above.max');
    await created(m.token, { method: 'oxxo', amount: '10000' });
    await created(m.token, { method: 'oxxo', amount: '9000' });
    const over = await create(m.token, { requestId: uniqueName('req-'), method: 'oxxo', amount: '1000.01' });
    expect(over).toMatchObject({ status: 409, body: { errorCode: 'deposit.daily.limit', value: { remaining: '1000.00' } } });
    await created(m.token, { method: 'oxxo', amount: '1000' });
    const bad = await create(m.token, { requestId: uniqueName('req-'), method: 'spei', amount: '10.001' });
    expect(bad).toMatchObject({ status: 422, body: { errorCode: 'request_param_err', value: { fields: { amount: ['amount_format'] } } } });
  });

  it('keeps a PNG or JPEG receipt, typed by its content, and refuses anything else whatever it claims to be', async () => {
    const m = await newMember();
    const png = await created(m.token, { method: 'spei', amount: '100', receipt: PNG });
    const jpeg = await created(m.token, { method: 'oxxo', amount: '100', receipt: JPEG });
    expect([png.hasReceipt, jpeg.hasReceipt]).toEqual([true, true]);
    const kept = await t.platform.db
      .select({ type: depositReceipts.contentType })
      .from(depositReceipts)
      .where(eq(depositReceipts.depositId, Number(jpeg.id)));
    expect(kept).toEqual([{ type: 'image/jpeg' }]);
    const text = Buffer.from('%PDF-1.7 not an image at all').toString('base64');
    expect((await create(m.token, { requestId: uniqueName('req-'), method: 'spei', amount: '100', receipt: text })).body.errorCode).toBe(
      'deposit.receipt.invalid',
    );
    expect((await create(m.token, { requestId: uniqueName('req-'), method: 'card', amount: '100', receipt: PNG })).body.errorCode).toBe('request_param_err');
  });

  it('gives an OXXO voucher a Code 128 barcode of its reference, as an SVG image', async () => {
    const m = await newMember();
    const voucher = await created(m.token, { method: 'oxxo', amount: '75.25' });
    expect(voucher.barcode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(voucher.barcode!.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
    // Code 128 of 12 digits: start, 6 digit pairs and the check symbol of 3 bars each, and the stop's 4.
    expect(svg.match(/M\d+ \d+L\d+ \d+/g)).toHaveLength(28);
  });

  it('refuses a method the operator switched off', async () => {
    const m = await newMember();
    await t.platform.db.update(depositMethods).set({ enabled: false }).where(eq(depositMethods.method, 'card'));
    try {
      expect((await create(m.token, { requestId: uniqueName('req-'), method: 'card', amount: '100' })).body.errorCode).toBe('deposit.method.unavailable');
    } finally {
      await t.platform.db.update(depositMethods).set({ enabled: true });
    }
  });

  it('pages the history newest first, filters by status and day, and shows an open request expire', async () => {
    const m = await newMember();
    const made = [];
    for (const amount of ['101', '102', '103', '104', '105']) made.push(await created(m.token, { method: 'spei', amount }));
    const first = await report(m.token, { pageSize: '2' });
    expect(first.list.map((d) => d.amount)).toEqual(['105.00', '104.00']);
    expect(first.newer).toBeNull();
    const second = await report(m.token, { pageSize: '2', before: first.older! });
    expect(second.list.map((d) => d.amount)).toEqual(['103.00', '102.00']);
    const back = await report(m.token, { pageSize: '2', after: second.newer! });
    expect(back.list.map((d) => d.amount)).toEqual(['105.00', '104.00']);
    expect(back.newer).toBeNull();
    expect((await report(m.token, { id: made[1]!.id })).list.map((d) => d.amount)).toEqual(['102.00']);

    expect((await report(m.token, { startDate: '2026-11-25', endDate: '2026-11-25' })).list).toEqual([]);
    expect((await report(m.token, { startDate: '2026-11-24', endDate: '2026-11-24' })).list).toHaveLength(5);

    clock += 24 * 60 * 60 * 1000 + 1000;
    try {
      // A day later the member logs in again.
      const { token } = await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' });
      const expired = await report(token, { status: 'expired' });
      expect(expired.list.map((d) => [d.status, d.clabe])).toEqual(Array.from({ length: 5 }, () => ['expired', null]));
      expect((await report(token, { status: 'pending' })).list).toEqual([]);
    } finally {
      clock -= 24 * 60 * 60 * 1000 + 1000;
    }
    const audit = await auditLedger(t.platform);
    expect({ unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({ unbalanced: [], drifted: [] });
  });
});
