import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositReportSchema, depositTaskSchema, NOTIFICATION_HEADERS, type CardNotification } from '../../../contract/deposits.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../core/logger.ts';
import { signNotification } from '../../core/signed-notification.ts';
import { deposits, ledgerTransactions } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { createMember, uniqueName } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const SECRET = 'card-notification-test-secret-0123456789ab';
const NOTIFY = '/wps/payment/notify';

type Line = Record<string, unknown>;

describe.each(TEST_DATABASES)('card deposits through the payment provider on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-24T18:00:00Z');
  // The app with a logger whose lines the tests read: a refused notification must leave a trace.
  const lines: Line[] = [];
  let request: (path: string, init?: RequestInit) => Promise<Response>;

  const cardDeposit = async (amount: string) => {
    const member = await createMember(t, { account: uniqueName('card'), password: 'Passw0rd!' });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const res = await request('/wps/relay/MCSFE_createDepositTask', {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json', Language: 'EN' },
      body: JSON.stringify({ requestId: uniqueName('req-'), method: 'card', amount }),
    });
    const task = depositTaskSchema.parse(((await res.json()) as { value: unknown }).value);
    const [row] = await t.platform.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, Number(task.id)));
    return { memberId: member.id, token, task, providerReference: row!.providerReference! };
  };
  const balanceOf = async (memberId: number) => (await walletBalance(t.platform, memberId))!.balance;
  const creditsOf = (reference: string) =>
    t.platform.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'deposit'), eq(ledgerTransactions.reference, reference)));

  /** A notification as the provider sends it: the body, signed with `secret` at `at` (Unix seconds). */
  const notify = (body: string, { secret = SECRET, at = Math.floor(clock / 1000), signedBody = body } = {}) =>
    request(NOTIFY, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [NOTIFICATION_HEADERS.timestamp]: String(at),
        [NOTIFICATION_HEADERS.signature]: signNotification(secret, at, signedBody),
      },
      body,
    });
  const noteOf = (d: Awaited<ReturnType<typeof cardDeposit>>, extra: Partial<CardNotification> = {}): string =>
    JSON.stringify({
      providerReference: d.providerReference,
      merchantReference: d.task.reference,
      status: 'paid',
      amount: d.task.amount,
      currency: 'MXN',
      ...extra,
    });
  const refusals = () => lines.filter((l) => l.msg === 'payment notification refused');

  beforeAll(async () => {
    t = await createTestPlatform(kind, { PAYMENT_PROVIDER_SECRET: SECRET }, () => new Date(clock));
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    const app = createApp({ ...t.platform, log });
    request = (path, init = {}) => Promise.resolve(app.request(path, init, { clientIp: '203.0.113.10' }));
  });
  afterAll(() => t.close());

  it("pays on the provider's page: the signed notification credits the wallet once, however often the player pays", async () => {
    const d = await cardDeposit('350.75');
    expect(d.task).toMatchObject({ method: 'card', status: 'pending', amount: '350.75' });
    expect(d.task.checkoutUrl).toMatch(/^\/pay\/checkout\/[\w-]+\.[\w-]{43}$/);

    const page = await request(d.task.checkoutUrl!, { headers: { Cookie: 'lang=EN' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('$350.75');
    expect(html).toContain(d.task.reference);
    const script = /<script src="(\/pay\/assets\/checkout\.[0-9a-f]{12}\.js)"/.exec(html)![1]!;
    expect((await request(script)).headers.get('cache-control')).toContain('immutable');

    const api = d.task.checkoutUrl!.replace('/pay/checkout/', '/pay/api/checkout/');
    const pay = () => request(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'pay' }) });
    const answer = await pay();
    expect(await answer.json()).toEqual({ success: true, value: { returnUrl: '/member#deposit' } });
    expect((await pay()).status).toBe(200);
    expect(await balanceOf(d.memberId)).toBe(35_075n);
    expect(await creditsOf(d.task.reference)).toHaveLength(1);

    const res = await request('/wps/relay/MCSFE_getDepositTransactionReport', { headers: { Authorization: d.token } });
    const { list } = depositReportSchema.parse(((await res.json()) as { value: unknown }).value);
    expect(list.map((x) => [x.status, x.checkoutUrl])).toEqual([['paid', null]]);
  });

  it('declines on the page: the deposit is rejected and nothing is credited', async () => {
    const d = await cardDeposit('120');
    const api = d.task.checkoutUrl!.replace('/pay/checkout/', '/pay/api/checkout/');
    const answer = await request(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'fail' }) });
    expect(answer.status).toBe(200);
    const [row] = await t.platform.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, Number(d.task.id)));
    expect([row!.status, row!.transactionId]).toEqual(['rejected', null]);
    expect(await balanceOf(d.memberId)).toBe(0n);
  });

  it('shows no checkout for an altered or expired link', async () => {
    const d = await cardDeposit('100');
    const [payload, seal] = d.task.checkoutUrl!.slice('/pay/checkout/'.length).split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), amount: '1' })).toString('base64url');
    expect((await request(`/pay/checkout/${altered}.${seal}`)).status).toBe(404);
    clock += 31 * 60 * 1000;
    try {
      expect((await request(d.task.checkoutUrl!)).status).toBe(410);
    } finally {
      clock -= 31 * 60 * 1000;
    }
  });

  it('credits a valid notification once, and answers its repeats without moving money', async () => {
    const d = await cardDeposit('200');
    const body = noteOf(d);
    for (let i = 0; i < 3; i += 1) {
      const res = await notify(body);
      expect(await res.json()).toMatchObject({ success: true, value: { status: 'paid' } });
    }
    expect(await balanceOf(d.memberId)).toBe(20_000n);
    expect(await creditsOf(d.task.reference)).toHaveLength(1);
  });

  it('refuses a forged, tampered or stale notification, credits nothing, and logs it', async () => {
    const d = await cardDeposit('300');
    const body = noteOf(d);
    const before = refusals().length;
    const now = Math.floor(clock / 1000);
    const cases = [
      { res: await notify(body, { secret: 'someone-else-entirely-0123456789abcdef' }), status: 401, code: 'payment.signature.invalid' },
      { res: await notify(noteOf(d, { amount: '3000.00' }), { signedBody: body }), status: 401, code: 'payment.signature.invalid' },
      { res: await notify(body, { at: now - 301 }), status: 400, code: 'payment.notification.stale' },
      { res: await notify(body, { at: now + 301 }), status: 400, code: 'payment.notification.stale' },
      {
        res: await request(NOTIFY, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
        status: 400,
        code: 'payment.notification.stale',
      },
    ];
    for (const c of cases)
      expect({ status: c.res.status, code: ((await c.res.json()) as { errorCode: string }).errorCode }).toEqual({ status: c.status, code: c.code });
    expect(
      refusals()
        .slice(before)
        .map((l) => [l.level, l.reason]),
    ).toEqual([
      ['warn', 'signature'],
      ['warn', 'signature'],
      ['warn', 'stale'],
      ['warn', 'stale'],
      ['warn', 'stale'],
    ]);
    expect(await balanceOf(d.memberId)).toBe(0n);
    expect(await creditsOf(d.task.reference)).toHaveLength(0);
  });

  it('refuses a captured notification replayed after its window, and a signed one that does not match its deposit', async () => {
    const d = await cardDeposit('400');
    const captured = { body: noteOf(d), at: Math.floor(clock / 1000) };
    clock += 6 * 60 * 1000;
    try {
      const replayed = await notify(captured.body, { at: captured.at });
      expect(((await replayed.json()) as { errorCode: string }).errorCode).toBe('payment.notification.stale');
      const wrongAmount = await notify(noteOf(d, { amount: '401.00' }));
      expect({ status: wrongAmount.status, code: ((await wrongAmount.json()) as { errorCode: string }).errorCode }).toEqual({
        status: 422,
        code: 'payment.notification.invalid',
      });
      expect(lines.at(-2)).toMatchObject({ level: 'error', msg: 'payment notification refused', code: 'payment.notification.invalid' });
    } finally {
      clock -= 6 * 60 * 1000;
    }
    expect(await balanceOf(d.memberId)).toBe(0n);
    const audit = await auditLedger(t.platform);
    expect({ unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({ unbalanced: [], drifted: [] });
  });
});
