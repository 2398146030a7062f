import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointEntryPageSchema,
  pointRewardsSchema,
  redeemResultSchema,
  redemptionPageSchema,
} from '../../../contract/points.ts';
import { accountRecordPageSchema } from '../../../contract/account-records.ts';
import { games, memberMessages, pointItems } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { postEncrypted, setModule, withToken } from '../../testing/session-fixtures.ts';
import { newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { testClock } from '../../testing/lottery-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const MINUTE = 60_000;
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';

describe.each(TEST_DATABASES)('points mall on %s', (kind) => {
  let t: TestPlatform;
  const clock = testClock();
  let slot: { id: number };
  let requests = 0;
  const nextId = () => `points-${kind}-${++requests}-${Math.random().toString(36).slice(2, 8)}`;
  const ops = () => localOperations(t.platform);

  const read = async (m: TestMember, path: string) => {
    const res = await t.request(path, withToken(m.token, { headers: { Authorization: m.token, Language: 'EN' } }));
    return { status: res.status, body: (await res.json()) as { value?: unknown; errorCode?: string } };
  };
  const balance = async (m: TestMember) => pointBalanceSchema.parse((await read(m, '/wps/relay/MCS2_getPointBalance')).body.value);
  const send = async (m: TestMember, path: string, payload: Record<string, unknown>) => {
    const res = await postEncrypted(t, path, { transactionPassword: TRANSACTION_PASSWORD, requestId: nextId(), ...payload }, { token: m.token });
    return { status: res.status, body: (await res.json()) as { value?: unknown; errorCode?: string } };
  };
  /** A member with a transaction password who played `stakes` on a slot, the clock then past the counting minute. */
  const player = async (...stakes: string[]) => {
    const m = await newMember(t, { balance: 1_000_000n });
    await setTransactionPasswordFor(t, m.id);
    if (stakes.length) {
      const page = await openSlotPage(t, m, slot.id);
      for (const stake of stakes) {
        const round = await playRound(t, page, stake);
        expect(round.success, JSON.stringify(round)).toBe(true);
      }
    }
    clock.advance(MINUTE + 1);
    return m;
  };
  const grant = (m: TestMember, points: number) => ops().adjustPoints({ account: m.account, points, reason: 'Test points', by: 'test' });
  const item = (input: { type: 'cash' | 'physical'; points: number; stock: number; requirement?: string; cash?: string }) =>
    ops().addPointItem({ nameEs: `Artículo ${input.type}`, nameEn: `Item ${input.type}`, requirement: '0', ...input });
  const walletOf = async (m: TestMember) => (await walletBalance(t.platform, m.id))!.balance;
  const balancedLedger = async () => {
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
  });
  afterAll(() => t.close());

  it("reads the seed's rate and catalogue, and earns points on valid bets at the rate in force when each settled", async () => {
    const config = pointConfigSchema.parse((await read(await player(), '/wps/relay/MCS2_getPointConfig')).body.value);
    expect(config).toEqual({ earnPoints: '1.00', conversion: { points: 100, amount: '1.00' }, delaySeconds: 60 });

    const m = await player('10.00', '5.00', '1.00');
    const catalogue = pointRewardsSchema.parse((await read(m, '/wps/relay/MCS2_getPointReward')).body.value);
    expect(catalogue.list.map((i) => [i.type, i.name, i.points])).toContainEqual(['physical', 'BetPlay mug', 50]);
    expect(await balance(m)).toEqual({ points: 16, validBet: '16.00' });

    // A new rate counts for bets settled after it; a fraction of a point is carried to the next count.
    await ops().setPointRate({ earn: '2.5', by: 'test' });
    try {
      clock.advance(1);
      const page = await openSlotPage(t, m, slot.id);
      expect((await playRound(t, page, '1.00')).success).toBe(true);
      clock.advance(MINUTE + 1);
      expect((await balance(m)).points).toBe(18);
      expect((await playRound(t, page, '1.00')).success).toBe(true);
      clock.advance(MINUTE + 1);
      expect((await balance(m)).points).toBe(21);
    } finally {
      await ops().setPointRate({ earn: '1', by: 'test' });
    }
    const details = pointEntryPageSchema.parse((await read(m, '/wps/relay/MCS2_getPointDetails')).body.value);
    expect(details.list.map((e) => [e.kind, e.change, e.balance])).toEqual([
      ['earned', 3, 21],
      ['earned', 2, 18],
      ['earned', 16, 16],
    ]);
  });

  it('redeems a cash item with the transaction password: the wallet is credited at once from the house, once per request id', async () => {
    const m = await player();
    await grant(m, 1_000);
    const bonus = await item({ type: 'cash', cash: '7.50', points: 300, stock: 10 });
    const before = await walletOf(m);
    const requestId = nextId();
    const first = await send(m, REDEEM, { itemId: String(bonus.id), quantity: 2, requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const result = redeemResultSchema.parse(first.body.value);
    expect(result.redemption).toMatchObject({
      type: 'cash',
      name: 'Item cash',
      quantity: 2,
      points: 600,
      status: 'approved',
      changedPoints: -600,
      pointsBalance: 400,
    });
    expect(await walletOf(m)).toBe(before + 1_500n);
    // The same request again answers the first redemption and moves nothing; another item under its id is refused.
    const again = redeemResultSchema.parse((await send(m, REDEEM, { itemId: String(bonus.id), quantity: 2, requestId })).body.value);
    expect(again.redemption.referenceNo).toBe(result.redemption.referenceNo);
    expect((await send(m, REDEEM, { itemId: String(bonus.id), quantity: 1, requestId })).body.errorCode).toBe('idempotency.conflict');
    expect(await walletOf(m)).toBe(before + 1_500n);
    expect((await balance(m)).points).toBe(400);
    expect((await ops().listPointItems()).find((i) => i.id === bonus.id)?.stock).toBe(8);

    const record = accountRecordPageSchema.parse((await read(m, '/wps/relay/ODSFE2_MemTransDet?type=bonus')).body.value).list;
    expect(record.map((e) => [e.type, e.amount, e.reference])).toEqual([['bonus', '15.00', result.redemption.referenceNo]]);
    const history = redemptionPageSchema.parse((await read(m, '/wps/relay/MCS2_getRedeemPointList')).body.value);
    expect(history).toMatchObject({ pageNum: 1, totalPages: 1, total: 1 });
    await balancedLedger();
  });

  it('refuses a wrong transaction password, too few points, too little stock, a disabled item and an unmet amount requirement', async () => {
    const m = await player('20.00');
    await grant(m, 100);
    const mug = await item({ type: 'physical', points: 50, stock: 1 });
    const dear = await item({ type: 'physical', points: 50, stock: 5, requirement: '20.01' });
    const fair = await item({ type: 'physical', points: 15, stock: 20, requirement: '20.00' });
    const code = async (payload: Record<string, unknown>) => (await send(m, REDEEM, payload)).body.errorCode;
    expect(await code({ itemId: String(mug.id), quantity: 1, transactionPassword: '000000' })).toBe('transaction.password.invalid');
    expect(await code({ itemId: String(mug.id), quantity: 2 })).toBe('points.out.of.stock');
    expect(await code({ itemId: String(dear.id), quantity: 1 })).toBe('points.amount.requirement');
    expect(await code({ itemId: String(fair.id), quantity: 10 })).toBe('points.not.enough');
    expect(await code({ itemId: '999999', quantity: 1 })).toBe('points.item.unavailable');
    expect((await send(m, REDEEM, { itemId: String(fair.id), quantity: 0 })).status).toBe(422);
    // 100 granted and 20 earned: nothing was taken by the refusals.
    expect((await balance(m)).points).toBe(120);
    expect((await send(m, REDEEM, { itemId: String(fair.id), quantity: 1 })).status).toBe(200);
    await ops().disablePointItem({ id: fair.id });
    expect(await code({ itemId: String(fair.id), quantity: 1 })).toBe('points.item.unavailable');
    expect((await balance(m)).points).toBe(105);
  });

  it('keeps a physical item in process until the operator decides; a rejection refunds the points and restores the stock, once', async () => {
    const m = await player();
    await grant(m, 500);
    const mug = await item({ type: 'physical', points: 100, stock: 3 });
    const take = async () => redeemResultSchema.parse((await send(m, REDEEM, { itemId: String(mug.id), quantity: 1 })).body.value).redemption;
    const [first, second] = [await take(), await take()];
    expect([first.status, second.status]).toEqual(['in_process', 'in_process']);
    const pending = await ops().listRedemptions({ status: 'in_process', limit: 50 });
    const idOf = (referenceNo: string) => pending.find((r) => r.referenceNo === referenceNo)!.id;

    expect(await ops().approveRedemption({ id: idOf(first.referenceNo), by: 'ana' })).toMatchObject({ status: 'approved', decidedBy: 'ana' });
    expect(await ops().rejectRedemption({ id: idOf(second.referenceNo), by: 'ana', remark: 'Out of mugs' })).toMatchObject({ status: 'rejected' });
    await expect(ops().rejectRedemption({ id: idOf(second.referenceNo), by: 'ana', remark: 'Again' })).rejects.toMatchObject({
      code: 'points.redemption.decided',
    });
    await expect(ops().approveRedemption({ id: idOf(first.referenceNo), by: 'ana' })).rejects.toMatchObject({ code: 'points.redemption.decided' });

    expect((await balance(m)).points).toBe(400);
    expect((await ops().listPointItems()).find((i) => i.id === mug.id)?.stock).toBe(2);
    const history = redemptionPageSchema.parse((await read(m, '/wps/relay/MCS2_getRedeemPointList')).body.value).list;
    expect(history.map((r) => [r.referenceNo, r.status, r.remark])).toEqual([
      [second.referenceNo, 'rejected', 'Out of mugs'],
      [first.referenceNo, 'approved', null],
    ]);
    // The member is told each decision in the inbox.
    const messages = await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.id));
    expect(messages.map((row) => [row.template, row.params?.reference, row.params?.remark])).toEqual([
      ['redemptionApproved', first.referenceNo, ''],
      ['redemptionRejected', second.referenceNo, 'Out of mugs'],
    ]);
    const details = pointEntryPageSchema.parse((await read(m, '/wps/relay/MCS2_getPointDetails')).body.value).list;
    expect(details.map((e) => [e.kind, e.change, e.balance])).toEqual([
      ['refunded', 100, 400],
      ['redeemed', -100, 300],
      ['redeemed', -100, 400],
      ['adjusted', 500, 500],
    ]);
  });

  it('converts points to cash in whole steps of the rate, once per request id, never more than the balance', async () => {
    const m = await player();
    await grant(m, 350);
    const before = await walletOf(m);
    const requestId = nextId();
    const first = await send(m, CONVERT, { points: 300, requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(convertResultSchema.parse(first.body.value)).toMatchObject({ points: 300, amount: '3.00', pointsBalance: 50 });
    expect((await send(m, CONVERT, { points: 300, requestId })).status).toBe(200);
    expect((await send(m, CONVERT, { points: 200, requestId })).body.errorCode).toBe('idempotency.conflict');
    expect(await walletOf(m)).toBe(before + 300n);
    expect((await send(m, CONVERT, { points: 150 })).body.errorCode).toBe('points.conversion.step');
    expect((await send(m, CONVERT, { points: 100 })).body.errorCode).toBe('points.not.enough');
    expect((await send(m, CONVERT, { points: 100, transactionPassword: '135790' })).body.errorCode).toBe('transaction.password.invalid');
    await ops().setPointRate({ convertPoints: 0, by: 'test' });
    try {
      expect((await send(m, CONVERT, { points: 100 })).body.errorCode).toBe('points.conversion.off');
    } finally {
      await ops().setPointRate({ convertPoints: 100, by: 'test' });
    }
    expect((await balance(m)).points).toBe(50);
    const record = accountRecordPageSchema.parse((await read(m, '/wps/relay/ODSFE2_MemTransDet?type=bonus')).body.value).list;
    expect(record.map((e) => [e.type, e.amount, e.reference])).toEqual([['bonus', '3.00', '300 pts']]);
    await balancedLedger();
  });

  it('never sells more than the stock when many members redeem the last units at once', async () => {
    const bonus = await item({ type: 'cash', cash: '1.00', points: 10, stock: 5 });
    const members = await Promise.all(Array.from({ length: 16 }, () => player()));
    for (const m of members) await grant(m, 10);
    const { redeemPointReward } = await import('./points-spend.ts');
    const results = await Promise.allSettled(
      members.map((m) =>
        redeemPointReward(t.platform, m.id, { itemId: String(bonus.id), quantity: 1, transactionPassword: TRANSACTION_PASSWORD, requestId: nextId() }, 'EN'),
      ),
    );
    const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code?: string }).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'points.out.of.stock')).toBe(true);
    const [row] = await t.platform.db.select({ stock: pointItems.stock }).from(pointItems).where(eq(pointItems.id, bonus.id));
    expect(row?.stock).toBe(0);
    await balancedLedger();
  });

  it('never takes a member below zero points when their own calls race', async () => {
    const m = await player();
    await grant(m, 300);
    const { convertPoints } = await import('./points-spend.ts');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => convertPoints(t.platform, m.id, { points: 100, transactionPassword: TRANSACTION_PASSWORD, requestId: nextId() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await balance(m)).points).toBe(0);
    await balancedLedger();
  });

  it('refuses every points call while PTSYS3 is off', async () => {
    const m = await player();
    await setModule(t, 'PTSYS3', false);
    try {
      for (const path of ['MCS2_getPointBalance', 'MCS2_getPointReward', 'MCS2_getRedeemPointList', 'MCS2_getPointConfig', 'MCS2_getPointDetails']) {
        expect(await read(m, `/wps/relay/${path}`), path).toMatchObject({ status: 403, body: { errorCode: 'function.not.available' } });
      }
      expect((await send(m, CONVERT, { points: 100 })).body.errorCode).toBe('function.not.available');
    } finally {
      await setModule(t, 'PTSYS3', true);
    }
  });
});
