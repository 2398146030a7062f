import { clabe } from 'clabe-validator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositTaskSchema } from '../../../contract/deposits.ts';
import { bonusDetailsSchema, promotionActionSchema, promotionListSchema, type PromotionList } from '../../../contract/promotions.ts';
import { withdrawAccountSchema, withdrawSettingsSchema } from '../../../contract/withdrawals.ts';
import { bonusGrants, games, memberMessages, members } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { issueSession } from '../identity/index.ts';
import { scriptedRng, stopsFor, useSlotRng } from '../play/index.ts';
import { lastWeekOf } from './weekly-loss.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { postEncrypted, setModule, uniqueName } from '../../testing/session-fixtures.ts';
import { newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('promotions on %s', (kind) => {
  let t: TestPlatform;
  let offset = 0;
  let firstDeposit: number;
  let signUp: number;
  let slot: { id: number };

  const headers = (m: TestMember, lang = 'EN') => ({ Authorization: m.token, Language: lang, 'Content-Type': 'application/json' });
  const list = async (m: TestMember, lang = 'EN'): Promise<PromotionList> => {
    const res = await t.request('/wps/relay/MCSFE_getAvailablePromotions', { headers: headers(m, lang) });
    expect(res.status).toBe(200);
    return promotionListSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const statusOf = async (m: TestMember, id: number) => (await list(m)).list.find((p) => p.id === String(id))?.status;
  const act = async (m: TestMember, path: string, promotionId: number) => {
    const res = await t.request(path, { method: 'POST', headers: headers(m), body: JSON.stringify({ promotionId: String(promotionId) }) });
    const body = (await res.json()) as { value: unknown; errorCode?: string };
    return { status: res.status, errorCode: body.errorCode, value: res.ok ? promotionActionSchema.parse(body.value) : null };
  };
  const join = (m: TestMember, id: number) => act(m, '/wps/relay/MCSFE_joinPromotion', id);
  const claim = (m: TestMember, id: number) => act(m, '/wps/relay/MCS2_claimRegisterPromotion', id);
  const bonuses = async (m: TestMember) => {
    const res = await t.request('/wps/relay/MCS2_getPromotionClaimList', { headers: headers(m) });
    return bonusDetailsSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const requestDeposit = async (m: TestMember, amount: string) => {
    const res = await t.request('/wps/relay/MCSFE_createDepositTask', {
      method: 'POST',
      headers: headers(m),
      body: JSON.stringify({ requestId: uniqueName('dep-'), method: 'spei', amount }),
    });
    return Number(depositTaskSchema.parse(((await res.json()) as { value: unknown }).value).id);
  };
  const pay = async (m: TestMember, amount: string) => localOperations(t.platform).confirmDeposit({ id: await requestDeposit(m, amount), by: 'ops' });
  const balanceOf = async (m: TestMember) => (await walletBalance(t.platform, m.id))?.balance ?? 0n;
  const expectBalancedLedger = async () => {
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(Date.now() + offset));
    slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
    const ops = localOperations(t.platform);
    const common = { contentEs: 'Reglas.', contentEn: 'Rules.', from: new Date(Date.now() - HOUR).toISOString(), by: 'ops' };
    firstDeposit = (
      await ops.addPromotion({ ...common, kind: 'firstDeposit', titleEs: 'Primer depósito', titleEn: 'First deposit', percent: '50', cap: '300', turnover: 2 })
    ).id;
    signUp = (await ops.addPromotion({ ...common, kind: 'signUp', titleEs: 'Registro', titleEn: 'Sign-up', reward: '8', turnover: 1 })).id;
    // The seed's promotions run too; these tests read their own.
  });
  afterAll(() => t.close());

  it('shows each promotion with its status in the reader language, and counts what the member can do', async () => {
    const m = await newMember(t);
    const shown = await list(m, 'ES');
    const mine = shown.list.find((p) => p.id === String(firstDeposit))!;
    expect(mine).toMatchObject({
      kind: 'firstDeposit',
      title: 'Primer depósito',
      content: 'Reglas.',
      status: 'join',
      percent: 5000,
      cap: '300.00',
      turnoverTimes: 2,
    });
    expect(shown.list.find((p) => p.id === String(signUp))).toMatchObject({ status: 'claim', reward: '8.00' });
    expect(shown.actionable).toBeGreaterThanOrEqual(2);

    const upcoming = await localOperations(t.platform).addPromotion({
      kind: 'signUp',
      titleEs: 'Pronto',
      titleEn: 'Soon',
      contentEs: 'x',
      contentEn: 'x',
      from: new Date(Date.now() + 48 * HOUR).toISOString(),
      reward: '1',
      turnover: 0,
      by: 'ops',
    });
    expect(await statusOf(m, upcoming.id)).toBe('comingSoon');
    expect((await claim(m, upcoming.id)).errorCode).toBe('promotion.not.open');
    await localOperations(t.platform).endPromotion({ id: upcoming.id, by: 'ops' });
    expect(await statusOf(m, upcoming.id)).toBeUndefined();
  });

  it('pays a joined first-deposit bonus on the first paid deposit, capped, once, with its turnover and a message', async () => {
    const m = await newMember(t);
    const joined = await join(m, firstDeposit);
    expect(joined.value?.promotion.status).toBe('joined');
    // Joining again is the same join.
    expect((await join(m, firstDeposit)).value?.promotion.status).toBe('joined');
    expect(await statusOf(m, firstDeposit)).toBe('joined');

    await pay(m, '1000.00');
    // 50 % of 1,000.00 is 500.00, over the cap of 300.00.
    expect(await balanceOf(m)).toBe(130_000n);
    expect(await statusOf(m, firstDeposit)).toBe('claimed');
    const details = await bonuses(m);
    expect(details).toEqual({
      remaining: '2600.00',
      list: [
        expect.objectContaining({ title: 'First deposit', amount: '300.00', required: '2600.00', progress: '0.00', remaining: '2600.00', unlocked: false }),
      ],
    });
    // A second deposit pays no second bonus.
    await pay(m, '500.00');
    expect(await balanceOf(m)).toBe(180_000n);
    const messages = await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.id));
    expect(messages.filter((row) => row.template === 'bonusCredited').map((row) => row.params?.amount)).toEqual(['300.00']);
    await expectBalancedLedger();
  });

  it('pays one bonus when two first deposits are confirmed at the same moment', async () => {
    const m = await newMember(t);
    await join(m, firstDeposit);
    const ids = [await requestDeposit(m, '200.00'), await requestDeposit(m, '400.00')];
    await Promise.all(ids.map((id) => localOperations(t.platform).confirmDeposit({ id, by: 'ops' })));
    const grants = await t.platform.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, m.id));
    expect(grants).toHaveLength(1);
    expect([10_000n, 20_000n]).toContain(grants[0]!.amount);
    expect(await balanceOf(m)).toBe(60_000n + grants[0]!.amount);
    await expectBalancedLedger();
  });

  it('pays nothing to a member who did not join, and closes the bonus to one who already deposited', async () => {
    const m = await newMember(t);
    await pay(m, '200.00');
    expect(await balanceOf(m)).toBe(20_000n);
    expect(await statusOf(m, firstDeposit)).toBe('close');
    expect((await join(m, firstDeposit)).errorCode).toBe('promotion.not.open');
  });

  it('pays a sign-up reward once, even to claims at the same moment, and only to members who signed up while it ran', async () => {
    const m = await newMember(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(m, signUp)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.value?.promotion.status)).toEqual(Array(6).fill('claimed'));
    expect(await balanceOf(m)).toBe(800n);
    expect(
      await t.platform.db
        .select()
        .from(bonusGrants)
        .where(and(eq(bonusGrants.memberId, m.id), eq(bonusGrants.promotionId, signUp))),
    ).toHaveLength(1);
    expect((await bonuses(m)).list[0]).toMatchObject({ amount: '8.00', required: '8.00', remaining: '8.00' });

    const old = await newMember(t);
    await t.platform.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(members.id, old.id));
    expect(await statusOf(old, signUp)).toBe('close');
    expect((await claim(old, signUp)).errorCode).toBe('promotion.not.open');
    expect((await join(m, signUp)).errorCode).toBe('promotion.not.eligible');
    await expectBalancedLedger();
  });

  it('refuses a withdrawal while a bonus needs turnover, and lets it through once valid bets meet it', async () => {
    // Money of its own to play with (not a deposit), so losing rounds never stop the count.
    const m = await newMember(t, { balance: 1_000_000n });
    await t.platform.db.update(members).set({ payeeName: 'María José Pérez' }).where(eq(members.id, m.id));
    await setTransactionPasswordFor(t, m.id);
    await join(m, firstDeposit);
    await pay(m, '200.00');
    // The bonus is 100.00: (100.00 + 200.00) × 2 = 600.00 of valid bets.
    expect((await bonuses(m)).remaining).toBe('600.00');
    const added = await postEncrypted(
      t,
      '/wps/relay/passwordCheck/MCSFE_addWithdrawAccount',
      { bankCode: '012', clabe: clabe.calculate(12, 180, 4_000_000 + m.id), holderName: 'María José Pérez', transactionPassword: TRANSACTION_PASSWORD },
      { token: m.token },
    );
    const account = withdrawAccountSchema.parse(((await added.json()) as { value: unknown }).value);
    offset += 25 * HOUR;
    const token = (await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' })).token;
    const player = { ...m, token };
    const withdraw = async () => {
      const res = await postEncrypted(
        t,
        '/wps/transaction/withdraw',
        { accountId: account.id, amount: '100.00', transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueName('wd-') },
        { token },
      );
      return ((await res.json()) as { errorCode?: string; success: boolean }).errorCode ?? 'ok';
    };

    const page = await openSlotPage(t, player, slot.id);
    const play = async (rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        const round = await playRound(t, page, '100.00');
        expect(round.success, JSON.stringify(round)).toBe(true);
      }
    };
    // The deposit's own turnover (200.00) is met first; the bonus still needs 400.00.
    await play(2);
    expect(await withdraw()).toBe('withdrawal.bonus.turnover');
    const settings = withdrawSettingsSchema.parse(
      ((await (await t.request('/wps/relay/MCSFE_getWithdrawSettings', { headers: headers(player) })).json()) as { value: unknown }).value,
    );
    expect(settings).toMatchObject({ remainingTurnover: '0.00', bonusTurnover: '400.00' });
    await play(3);
    expect((await bonuses(player)).list[0]).toMatchObject({ progress: '500.00', remaining: '100.00', unlocked: false });
    expect(await withdraw()).toBe('withdrawal.bonus.turnover');
    await play(1);
    expect((await bonuses(player)).list[0]).toMatchObject({ progress: '600.00', remaining: '0.00', unlocked: true });
    expect(await withdraw()).toBe('ok');
    await expectBalancedLedger();
  });

  it("issues last week's loss rebate each Monday, pays it once to claims at the same moment, and only for that week", async () => {
    const ops = localOperations(t.platform);
    const weekly = await ops.addPromotion({
      kind: 'weeklyLoss',
      titleEs: 'Reembolso',
      titleEn: 'Cashback',
      contentEs: 'x',
      contentEn: 'x',
      from: new Date(t.platform.now().getTime() - HOUR).toISOString(),
      percent: '10',
      cap: '15',
      turnover: 1,
      by: 'ops',
    });
    const m = await newMember(t, { balance: 1_000_000n });
    // Bets before joining never count.
    const page = await openSlotPage(t, m, slot.id);
    useSlotRng(t.platform, scriptedRng(stopsFor(['cherry', 'bell', 'bar'])));
    const lose = async (stake: string) => {
      const round = await playRound(t, page, stake);
      expect(round.success, JSON.stringify(round)).toBe(true);
    };
    await lose('50.00');
    expect((await join(m, weekly.id)).value?.promotion.status).toBe('joined');
    await lose('100.00');
    await lose('20.00');
    expect(await statusOf(m, weekly.id)).toBe('joined');
    expect((await act(m, '/wps/relay/MCS2_claimIssuedPromotion', weekly.id)).errorCode).toBe('promotion.not.eligible');

    // Monday: last week's net loss of 120.00 issues 12.00 (10 %, under the cap of 15.00).
    const now = t.platform.now();
    offset += lastWeekOf(new Date(now.getTime() + 7 * 86_400_000)).end.getTime() - now.getTime() + HOUR;
    const monday = { ...m, token: (await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' })).token };
    const issued = (await list(monday)).list.find((p) => p.id === String(weekly.id))!;
    expect(issued).toMatchObject({ status: 'issued', issued: { loss: '120.00', amount: '12.00' } });
    expect(issued.issued!.weekStart).toBe(lastWeekOf(t.platform.now()).key);
    const before = await balanceOf(m);
    const claims = await Promise.all(Array.from({ length: 5 }, () => act(monday, '/wps/relay/MCS2_claimIssuedPromotion', weekly.id)));
    expect(claims.map((c) => c.value?.promotion.status)).toEqual(Array(5).fill('claimed'));
    expect(await balanceOf(m)).toBe(before + 1_200n);
    expect(
      await t.platform.db
        .select()
        .from(bonusGrants)
        .where(and(eq(bonusGrants.memberId, m.id), eq(bonusGrants.promotionId, weekly.id))),
    ).toHaveLength(1);
    expect(await statusOf(monday, weekly.id)).toBe('claimed');
    expect((await bonuses(monday)).list[0]).toMatchObject({ title: 'Cashback', amount: '12.00', required: '12.00' });

    // The week after: nothing was bet, so nothing is issued; the promotion stays joined.
    offset += 7 * 86_400_000;
    const later = { ...m, token: (await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' })).token };
    expect(await statusOf(later, weekly.id)).toBe('joined');
    expect((await act(later, '/wps/relay/MCS2_claimIssuedPromotion', weekly.id)).errorCode).toBe('promotion.not.eligible');
    await expectBalancedLedger();
  });

  it('counts weeks from Monday 00:00 UTC', () => {
    expect(lastWeekOf(new Date('2026-11-27T13:00:00Z'))).toEqual({
      start: new Date('2026-11-16T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
      key: '2026-11-16',
    });
    expect(lastWeekOf(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-11-16');
    expect(lastWeekOf(new Date('2026-11-22T23:59:59Z')).key).toBe('2026-11-09');
  });

  it('is for real accounts with a session, while REWCEN3 is on', async () => {
    expect((await t.request('/wps/relay/MCSFE_getAvailablePromotions')).status).toBe(401);
    const trial = await newMember(t, { trial: true });
    expect((await t.request('/wps/relay/MCSFE_getAvailablePromotions', { headers: headers(trial) })).status).toBe(403);
    const m = await newMember(t);
    expect((await act(m, '/wps/relay/MCSFE_joinPromotion', 0)).status).toBe(422);
    expect((await join(m, 999_999)).errorCode).toBe('promotion.not.found');
    await setModule(t, 'REWCEN3', false);
    try {
      expect((await t.request('/wps/relay/MCSFE_getAvailablePromotions', { headers: headers(m) })).status).toBe(403);
      expect((await claim(m, signUp)).status).toBe(403);
    } finally {
      await setModule(t, 'REWCEN3', true);
    }
  });
});
