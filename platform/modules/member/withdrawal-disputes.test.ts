import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WITHDRAWAL_SETTING, withdrawalPageSchema } from '../../../contract/withdrawals.ts';
import { ledgerPostings, ledgerTransactions } from '../../db/schema/index.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { checkedPostings } from '../../testing/ledger-checks.ts';
import { setSetting } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { paidWithdrawalOf, sessionFor, withdrawingMember, type WithdrawingMember } from '../../testing/withdrawal-fixtures.ts';
import { closeDispute, disputeProofs, listDisputes, refundDispute } from './withdrawal-disputes.ts';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('withdrawal disputes on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();

  const answer = async (m: WithdrawingMember, body: Record<string, unknown>) => {
    const res = await t.request('/wps/relay/MCSFE_processC2CTransaction', {
      method: 'POST',
      headers: { Authorization: m.token, Language: 'EN', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const history = async (m: WithdrawingMember) =>
    withdrawalPageSchema.parse(
      ((await (await t.request('/wps/relay/MCSFE_getWithdrawList', { headers: { Authorization: m.token, Language: 'EN' } })).json()) as { value: unknown })
        .value,
    );
  const balanceOf = async (m: WithdrawingMember) => (await walletBalance(t.platform, m.id))!.balance;
  const sound = async () => expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    await setSetting(t, 'withdrawal', { ...DEFAULT_WITHDRAWAL_SETTING, dailyCount: 50, fee: '5.00' });
  });
  afterAll(() => t.close());

  it('refunds the missing amount once when two operators settle at the same time, as one balanced ledger event', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '300.00');
    await answer(m, { id, answer: 'partly', received: '100.00' });
    expect((await listDisputes(t.platform, { status: 'open', limit: 100 })).find((d) => d.id === Number(id))).toMatchObject({
      account: m.account,
      payout: '295.00',
      received: '100.00',
      missing: '195.00',
      answer: 'partly',
      status: 'open',
    });
    const before = await balanceOf(m);

    const settled = await Promise.allSettled([
      refundDispute(t.platform, { id: Number(id), by: 'ana' }),
      refundDispute(t.platform, { id: Number(id), by: 'luis' }),
      closeDispute(t.platform, { id: Number(id), by: 'eva', reason: 'Arrived in full' }),
    ]);
    const won = settled.filter((s) => s.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => (s.reason as { code: string }).code)).toEqual([
      'withdrawal.dispute.settled',
      'withdrawal.dispute.settled',
    ]);
    const outcome = won[0]!.value;
    if (outcome.dispute.status === 'refunded') {
      expect(await balanceOf(m)).toBe(before + 19_500n);
      const postings = await t.platform.db.select().from(ledgerPostings).where(eq(ledgerPostings.transactionId, outcome.transactionId!));
      expect(postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
      const [event] = await t.platform.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, outcome.transactionId!));
      expect(event!.kind).toBe('withdrawal.refund');
    } else {
      expect(await balanceOf(m)).toBe(before);
    }
    // Asked again later, nothing more moves.
    await expect(refundDispute(t.platform, { id: Number(id), by: 'ana' })).rejects.toMatchObject({ code: 'withdrawal.dispute.settled' });
    expect(await balanceOf(m)).toBe(outcome.dispute.status === 'refunded' ? before + 19_500n : before);
    await checkedPostings(t.platform.db, m.wallet);
    await sound();
  });

  it('refunds a payout that did not arrive, and the member reads it in the history', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '200.00');
    const proof = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00a000' } })
      .png()
      .toBuffer();
    await answer(m, { id, answer: 'not_received', proofs: [proof.toString('base64')], comment: 'Nothing arrived' });
    const saved = await disputeProofs(t.platform, Number(id));
    expect(saved.proofs.map((p) => p.contentType)).toEqual(['image/png']);
    const before = await balanceOf(m);
    const refunds = await Promise.allSettled([
      refundDispute(t.platform, { id: Number(id), by: 'ana', reason: 'The bank returned it' }),
      refundDispute(t.platform, { id: Number(id), by: 'ana', reason: 'The bank returned it' }),
    ]);
    expect(refunds.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balanceOf(m)).toBe(before + 19_500n);
    expect((await history(m)).list.find((w) => w.id === id)?.confirmation).toMatchObject({
      state: 'not_received',
      remaining: '195.00',
      dispute: { status: 'refunded', refunded: '195.00', reason: 'The bank returned it' },
    });
    const refund = (await listDisputes(t.platform, { status: 'refunded', limit: 100 })).find((d) => d.id === Number(id));
    expect(refund).toMatchObject({ settledBy: 'ana', missing: '195.00' });
    await checkedPostings(t.platform.db, m.wallet);
    await sound();
  });

  it('closes a dispute without a refund, with the reason the member reads', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '150.00');
    await answer(m, { id, answer: 'partly', received: '45.00' });
    const before = await balanceOf(m);
    const closed = await closeDispute(t.platform, { id: Number(id), by: 'eva', reason: 'The bank shows the full transfer' });
    expect(closed).toMatchObject({ transactionId: null, dispute: { status: 'closed', reason: 'The bank shows the full transfer' } });
    expect(await balanceOf(m)).toBe(before);
    expect((await history(m)).list.find((w) => w.id === id)?.confirmation).toMatchObject({
      state: 'partly',
      dispute: { status: 'closed', reason: 'The bank shows the full transfer' },
    });
  });

  it('never refunds a withdrawal received or counted as received, nor one still awaiting its answer', async () => {
    const m = await withdrawingMember(t);
    const paidAt = clock;
    const [received, awaiting, forced] = [
      await paidWithdrawalOf(t, m, '100.00'),
      await paidWithdrawalOf(t, m, '110.00'),
      await paidWithdrawalOf(t, m, '120.00'),
    ];
    await answer(m, { id: received, answer: 'received' });
    await expect(refundDispute(t.platform, { id: Number(received), by: 'ana' })).rejects.toMatchObject({ code: 'withdrawal.receipt.confirmed' });
    await expect(refundDispute(t.platform, { id: Number(awaiting), by: 'ana' })).rejects.toMatchObject({ code: 'withdrawal.dispute.not.found' });
    await expect(closeDispute(t.platform, { id: Number(awaiting), by: 'ana', reason: 'Too early' })).rejects.toMatchObject({
      code: 'withdrawal.dispute.not.found',
    });

    clock = paidAt + 30 * MINUTE;
    m.token = await sessionFor(t, m.id);
    const before = await balanceOf(m);
    await expect(refundDispute(t.platform, { id: Number(forced), by: 'ana' })).rejects.toMatchObject({ code: 'withdrawal.receipt.confirmed' });
    await expect(refundDispute(t.platform, { id: 999_999_999, by: 'ana' })).rejects.toMatchObject({ code: 'withdrawal.not.found' });
    expect(await balanceOf(m)).toBe(before);
    expect(await t.platform.db.$count(ledgerTransactions, and(eq(ledgerTransactions.memberId, m.id), eq(ledgerTransactions.kind, 'withdrawal.refund')))).toBe(
      0,
    );
    await sound();
  });
});
