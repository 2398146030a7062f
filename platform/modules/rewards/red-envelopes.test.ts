import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sum } from 'drizzle-orm';
import { redEnvelopeClaimSchema, redEnvelopeStatusSchema, type RedEnvelopeStatus } from '../../../contract/red-envelopes.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import { members, redEnvelopeClaims, redEnvelopes } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { PlatformError } from '../../core/errors.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { setModule } from '../../testing/session-fixtures.ts';
import { newMember, type TestMember } from '../../testing/slot-fixtures.ts';
import { testClock } from '../../testing/lottery-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { claimRedEnvelope, redEnvelopeInputSchema } from './red-envelopes.ts';

const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('red envelopes on %s', (kind) => {
  let t: TestPlatform;
  const clock = testClock();

  const eventInput = (over: Record<string, string> = {}) => ({
    titleEs: 'Sobres de prueba',
    titleEn: 'Test envelopes',
    from: new Date(clock.ms - HOUR).toISOString(),
    until: new Date(clock.ms + HOUR).toISOString(),
    budget: '100.00',
    min: '1.00',
    max: '5.00',
    by: 'ops-team',
    ...over,
  });
  const event = (over: Record<string, string> = {}) => localOperations(t.platform).createRedEnvelope(eventInput(over));
  const status = async (m: TestMember, lang = 'EN'): Promise<RedEnvelopeStatus> => {
    const res = await t.request('/wps/relay/MCSFE_getRafflePromotionStatus', { headers: { Authorization: m.token, Language: lang } });
    expect(res.status).toBe(200);
    return redEnvelopeStatusSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const claim = async (m: TestMember, eventId: number | string) => {
    const res = await t.request('/wps/relay/MCS2_claimRafflePromotion', {
      method: 'POST',
      headers: { Authorization: m.token, Language: 'EN', 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventId: String(eventId) }),
    });
    const body = (await res.json()) as { value: unknown; errorCode?: string };
    return { status: res.status, errorCode: body.errorCode, claim: res.ok ? redEnvelopeClaimSchema.parse(body.value) : null };
  };
  const closeAll = async () => {
    for (const e of await localOperations(t.platform).listRedEnvelopes({ limit: 500 }))
      if (e.state !== 'ended') await localOperations(t.platform).endRedEnvelope({ id: e.id, by: 'ops-team' });
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
  });
  afterAll(() => t.close());

  it('shows the open event in the reader’s language, opens one envelope per member, and answers it again', async () => {
    await closeAll();
    const m = await newMember(t);
    expect((await status(m)).event).toBeNull();
    const created = await event();
    const before = await status(m, 'ES');
    expect(before.event).toMatchObject({ id: String(created.id), title: 'Sobres de prueba', min: '1.00', max: '5.00', state: 'open', claimed: null });

    const first = await claim(m, created.id);
    const amount = parseMinor(first.claim!.amount)!;
    expect(amount >= 100n && amount <= 500n).toBe(true);
    expect(parseMinor(first.claim!.balance)).toBe(amount);
    expect((await claim(m, created.id)).claim).toEqual(first.claim);
    expect((await walletBalance(t.platform, m.id))!.balance).toBe(amount);
    expect((await status(m)).event).toMatchObject({ title: 'Test envelopes', claimed: { amount: first.claim!.amount } });
    const [row] = await t.platform.db.select().from(redEnvelopes).where(eq(redEnvelopes.id, created.id));
    expect({ paid: row!.paid, claims: row!.claims }).toEqual({ paid: amount, claims: 1 });
  });

  it('opens nothing before the window, after it, or for an unknown event', async () => {
    await closeAll();
    const m = await newMember(t);
    const later = await event({ from: new Date(clock.ms + HOUR).toISOString(), until: new Date(clock.ms + 2 * HOUR).toISOString() });
    expect((await status(m)).event).toMatchObject({ id: String(later.id), state: 'upcoming' });
    expect(await claim(m, later.id)).toMatchObject({ status: 409, errorCode: 'envelope.not.open' });
    const ended = await localOperations(t.platform).endRedEnvelope({ id: later.id, by: 'ops-team' });
    expect(ended.state).toBe('ended');
    expect(await claim(m, later.id)).toMatchObject({ status: 409, errorCode: 'envelope.not.open' });
    expect((await status(m)).event).toBeNull();
    expect(await claim(m, 999_999)).toMatchObject({ status: 404, errorCode: 'envelope.not.found' });
    expect((await walletBalance(t.platform, m.id))!.balance).toBe(0n);
  });

  it('never passes the budget with 500 members opening envelopes at the same moment', async () => {
    await closeAll();
    const created = await event({ budget: '100.00', min: '0.50', max: '1.50' });
    const rows = await t.platform.db
      .insert(members)
      .values(
        Array.from({ length: 500 }, () => ({ account: `re${randomBytes(6).toString('hex')}`, nickname: 'Envelope', passwordHash: 'unused', currency: 'MXN' })),
      )
      .returning({ id: members.id });
    const outcomes = await Promise.all(
      rows.map(({ id }) =>
        claimRedEnvelope(t.platform, id, created.id).then(
          (paid) => ({ paid: parseMinor(paid.amount)!, code: null }),
          (err: unknown) => ({ paid: 0n, code: err instanceof PlatformError ? err.code : String(err) }),
        ),
      ),
    );
    const paid = outcomes.filter((o) => o.code === null);
    const total = paid.reduce((all, o) => all + o.paid, 0n);
    expect(total <= 10_000n).toBe(true);
    expect(outcomes.filter((o) => o.code !== null).every((o) => o.code === 'envelope.empty')).toBe(true);
    // The budget was spent down to less than one envelope's minimum.
    expect(10_000n - total < 50n).toBe(true);
    expect(paid.every((o) => o.paid >= 1n && o.paid <= 150n)).toBe(true);

    const [row] = await t.platform.db.select().from(redEnvelopes).where(eq(redEnvelopes.id, created.id));
    const [claims] = await t.platform.db
      .select({ n: count(), total: sum(redEnvelopeClaims.amount) })
      .from(redEnvelopeClaims)
      .where(eq(redEnvelopeClaims.envelopeId, created.id));
    expect({ paid: row!.paid, claims: row!.claims, rows: claims!.n, sum: BigInt(claims!.total ?? 0) }).toEqual({
      paid: total,
      claims: paid.length,
      rows: paid.length,
      sum: total,
    });
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
    const m = await newMember(t);
    expect((await status(m)).event).toMatchObject({ id: String(created.id), state: 'empty' });
  }, 120_000);

  it('is for real accounts with a session, and refuses a malformed event id', async () => {
    expect((await t.request('/wps/relay/MCSFE_getRafflePromotionStatus')).status).toBe(401);
    const trial = await newMember(t, { trial: true });
    expect((await claim(trial, 1)).status).toBe(403);
    const m = await newMember(t);
    for (const eventId of ['0', 'one', '1 OR 1=1', '-1']) expect((await claim(m, eventId)).status, eventId).toBe(422);
    await setModule(t, 'REWCEN3', false);
    try {
      expect(await claim(m, 1)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    } finally {
      await setModule(t, 'REWCEN3', true);
    }
  });

  it('refuses an event whose window, amounts or titles do not hold', async () => {
    const refusals: Record<string, string>[] = [
      { until: new Date(clock.ms - 2 * HOUR).toISOString() },
      { min: '6.00' },
      { max: '200.00' },
      { min: '0' },
      { budget: '1.001' },
      { titleEn: '' },
      { from: 'tomorrow' },
    ];
    // The operator API and the CLI check an event with this schema before anything is created.
    expect(redEnvelopeInputSchema.safeParse(eventInput()).success).toBe(true);
    for (const over of refusals) expect(redEnvelopeInputSchema.safeParse(eventInput(over)).success, JSON.stringify(over)).toBe(false);
  });
});
