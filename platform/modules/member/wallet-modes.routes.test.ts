import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slotRoundSchema, slotSessionSchema } from '../../../contract/game-play.ts';
import { merchantWalletSchema, walletSummarySchema } from '../../../contract/wallet-modes.ts';
import { bonusGrants, games, promotions } from '../../db/schema/index.ts';
import { auditLedger, ensureHold, ensureVendorWallet, ensureWallet, houseAccount, transfer, vendorWalletBalance, walletBalance } from '../ledger/index.ts';
import { scriptedRng, stopsFor, useSlotRng } from '../play/index.ts';
import { envelopeOf, newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { setWalletMode, walletModeStatus } from './index.ts';

const TWO_CHERRIES = stopsFor(['cherry', 'cherry', 'bell']);

describe.each(TEST_DATABASES)('wallet modes on %s', (kind) => {
  let t: TestPlatform;
  let cash: number;

  const read = async (path: string, m: TestMember) => {
    const res = await t.request(path, { headers: { Authorization: m.token, Language: 'EN' } });
    return { status: res.status, ...((await res.json()) as { value?: unknown; errorCode?: string }) };
  };
  const post = async (path: string, m: TestMember, body: unknown) => {
    const res = await t.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: m.token }, body: JSON.stringify(body) });
    return { status: res.status, ...((await res.json()) as { value?: unknown; errorCode?: string }) };
  };
  const moveIn = (m: TestMember, vendor: string, amount: string) =>
    post('/wps/relay/GCS_walletTransfer', m, { vendor, direction: 'in', amount, requestId: `in-${randomUUID()}` });
  const summary = async (m: TestMember) => walletSummarySchema.parse((await read('/wps/relay/GCS_walletSummary', m)).value);
  const mainOf = async (m: TestMember) => (await walletBalance(t.platform, m.id))!.balance;
  const credit = async (m: TestMember, kind: string, amount: bigint, to?: number) =>
    transfer(t.platform, {
      kind,
      memberId: m.id,
      idempotencyKey: `${kind}:${randomUUID()}`,
      from: cash,
      to: to ?? (await ensureWallet(t.platform, m.id, 'MXN')),
      amount,
    });

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    cash = await houseAccount(t.platform, 'house:cash', 'MXN');
  });
  // Every test starts from the operator's default.
  afterEach(() => setWalletMode(t.platform, { mode: 'single' }));
  afterAll(() => t.close());

  it('answers GCS_merchantWallet from the operator’s setting, single by default', async () => {
    const player = await newMember(t);
    expect(merchantWalletSchema.parse((await read('/wps/relay/GCS_merchantWallet', player)).value)).toEqual({ isSingle: true });
    await setWalletMode(t.platform, { mode: 'transfer' });
    expect(merchantWalletSchema.parse((await read('/wps/relay/GCS_merchantWallet', player)).value)).toEqual({ isSingle: false });
    expect((await summary(player)).isSingle).toBe(false);
    await setWalletMode(t.platform, { mode: 'single' });
    expect(merchantWalletSchema.parse((await read('/wps/relay/GCS_merchantWallet', player)).value)).toEqual({ isSingle: true });
    expect((await t.request('/wps/relay/GCS_merchantWallet')).status).toBe(401);
  });

  it('plays a vendor’s slot from its sub-wallet in transfer mode; the launch moves nothing', async () => {
    await setWalletMode(t.platform, { mode: 'transfer' });
    const game = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
    const player = await newMember(t);
    await credit(player, 'deposit', 10_000n);
    // An empty sub-wallet still opens the game, which shows that balance and refuses a stake.
    const page = await openSlotPage(t, player, game.id);
    expect(slotSessionSchema.parse((await envelopeOf(await t.request(`/gs/api/slot/${page}`))).value).balance).toBe('0.00');
    expect(await playRound(t, page, '1.00')).toMatchObject({ status: 409, errorCode: 'balance.not.enough' });
    expect(await mainOf(player)).toBe(10_000n);

    await moveIn(player, 'PG', '20.00');
    expect(slotSessionSchema.parse((await envelopeOf(await t.request(`/gs/api/slot/${page}`))).value).balance).toBe('20.00');
    useSlotRng(t.platform, scriptedRng(TWO_CHERRIES));
    const played = await playRound(t, page, '5.00');
    expect(slotRoundSchema.parse(played.value)).toMatchObject({ stake: '5.00', win: '10.00', balance: '25.00' });
    expect([await mainOf(player), await vendorWalletBalance(t.platform, player.id, 'PG')]).toEqual([8_000n, 2_500n]);
    // A stake from a sub-wallet pays the deposit's turnover down as any other.
    const rules = (await read('/wps/relay/MCSFE_getWithdrawSettings', player)).value as { available: string; remainingTurnover: string };
    expect(rules).toMatchObject({ available: '80.00', remainingTurnover: '95.00' });

    // Back in the single wallet the sub-wallet is home (80.00 + 25.00) and the game plays from the main wallet.
    await setWalletMode(t.platform, { mode: 'single' });
    expect(slotRoundSchema.parse((await playRound(t, page, '5.00')).value).balance).toBe('110.00');
    expect([await mainOf(player), await vendorWalletBalance(t.platform, player.id, 'PG')]).toEqual([11_000n, 0n]);
  });

  it('switching to the single wallet stops money going in and brings every sub-wallet home', async () => {
    await setWalletMode(t.platform, { mode: 'transfer' });
    const [ana, bea] = [await newMember(t, { balance: 10_000n }), await newMember(t, { balance: 5_000n })];
    await moveIn(ana, 'PG', '30.00');
    await moveIn(ana, 'JL', '12.34');
    await moveIn(bea, 'PP', '50.00');
    expect((await walletModeStatus(t.platform)).holding).toBeGreaterThanOrEqual(2);

    const switched = await setWalletMode(t.platform, { mode: 'single' });
    expect(switched).toMatchObject({ mode: 'single', holding: 0 });
    expect(switched.recalled).toEqual([{ currency: 'MXN', members: 2, amount: '92.34' }]);
    expect([await mainOf(ana), await mainOf(bea)]).toEqual([10_000n, 5_000n]);
    expect((await summary(ana)).wallets).toEqual([]);
    expect(await moveIn(ana, 'PG', '1.00')).toMatchObject({ status: 409, errorCode: 'wallet.mode.single' });

    // A round that lands after its member's recall pays a sub-wallet: it shows, and comes home.
    await credit(ana, 'game.win', 700n, await ensureVendorWallet(t.platform, ana.id, 'PG', 'MXN'));
    expect((await summary(ana)).wallets).toEqual([{ vendor: 'PG', name: 'PG Soft', balance: '7.00' }]);
    expect((await post('/wps/relay/GCS_walletReturn', ana, { requestId: `home-${randomUUID()}` })).value).toMatchObject({ returned: '7.00', main: '107.00' });

    // Switching to transfer wallets moves nothing.
    expect(await setWalletMode(t.platform, { mode: 'transfer' })).toEqual({ mode: 'transfer', holding: 0, recalled: [] });
    expect(await mainOf(ana)).toBe(10_700n);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('shows the main wallet, what withdrawals hold and the turnover bonuses still need, from the records', async () => {
    const player = await newMember(t, { balance: 10_000n });
    expect(await summary(player)).toEqual({ isSingle: true, currency: 'MXN', main: '100.00', held: '0.00', bonusTurnover: '0.00', wallets: [] });
    // A promotion's bonus of 50.00 that needs 80.00 of valid bets.
    const paid = await credit(player, 'bonus', 5_000n);
    const [promotion] = await t.platform.db.select({ id: promotions.id }).from(promotions).limit(1);
    await t.platform.db
      .insert(bonusGrants)
      .values({ memberId: player.id, promotionId: promotion!.id, amount: 5_000n, turnoverRequired: 8_000n, transactionId: paid.transactionId });
    const wallet = await ensureWallet(t.platform, player.id, 'MXN');
    const hold = await ensureHold(t.platform, player.id, 'MXN');
    await transfer(t.platform, { kind: 'withdrawal', memberId: player.id, idempotencyKey: `w:${randomUUID()}`, from: wallet, to: hold, amount: 1_000n });
    const slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
    useSlotRng(t.platform, scriptedRng(stopsFor(['cherry', 'bell', 'bar'])));
    const round = await playRound(t, await openSlotPage(t, player, slot.id), '20.00');
    expect(round.success).toBe(true);
    expect(await summary(player)).toMatchObject({ main: '120.00', held: '10.00', bonusTurnover: '60.00' });
  });
});
