import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordPageSchema } from '../../../contract/account-records.ts';
import { walletReturnSchema, walletSummarySchema, walletTransferSchema } from '../../../contract/wallet-modes.ts';
import { errorMessage } from '../../core/i18n.ts';
import { auditLedger, ensureVendorWallet, ensureWallet, vendorWalletBalance, walletBalance } from '../ledger/index.ts';
import { checkedPostings } from '../../testing/ledger-checks.ts';
import { newMember, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { setWalletMode } from './index.ts';

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const RETURN = '/wps/relay/GCS_walletReturn';
const SUMMARY = '/wps/relay/GCS_walletSummary';

describe.each(TEST_DATABASES)('transfers between a member’s wallets on %s', (kind) => {
  let t: TestPlatform;

  const post = async (path: string, token: string, body: unknown, language = 'EN') => {
    const res = await t.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: language, Authorization: token },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { success: boolean; value?: unknown; errorCode?: string; message?: string }) };
  };
  const move = (m: TestMember, vendor: string, direction: 'in' | 'out', amount: string, requestId = `req-${randomUUID()}`, language = 'EN') =>
    post(TRANSFER, m.token, { vendor, direction, amount, requestId }, language);
  const summary = async (m: TestMember) =>
    walletSummarySchema.parse(((await (await t.request(SUMMARY, { headers: { Authorization: m.token } })).json()) as { value: unknown }).value);
  const mainOf = async (m: TestMember) => (await walletBalance(t.platform, m.id))!.balance;
  const subOf = (m: TestMember, vendor: string) => vendorWalletBalance(t.platform, m.id, vendor);
  const expectBalancedLedger = async () => {
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    await setWalletMode(t.platform, { mode: 'transfer' });
  });
  afterAll(() => t.close());

  it('moves money into a vendor’s sub-wallet and back, one transfer event each, shown in the account record', async () => {
    const player = await newMember(t, { balance: 10_000n });
    const into = await move(player, 'PG', 'in', '30.25');
    expect(into.status).toBe(200);
    expect(walletTransferSchema.parse(into.value)).toMatchObject({ vendor: 'PG', direction: 'in', amount: '30.25', main: '69.75', vendorBalance: '30.25' });
    const out = walletTransferSchema.parse((await move(player, 'PG', 'out', '10')).value);
    expect(out).toMatchObject({ amount: '10.00', main: '79.75', vendorBalance: '20.25' });
    expect([await mainOf(player), await subOf(player, 'PG')]).toEqual([7_975n, 2_025n]);

    const view = await summary(player);
    expect(view).toMatchObject({ isSingle: false, currency: 'MXN', main: '79.75', held: '0.00', bonusTurnover: '0.00' });
    expect(view.wallets.find((w) => w.vendor === 'PG')).toEqual({ vendor: 'PG', name: 'PG Soft', balance: '20.25' });
    expect(view.wallets.find((w) => w.vendor === 'PP')).toEqual({ vendor: 'PP', name: 'Pragmatic Play', balance: '0.00' });
    // The lottery plays from the main wallet: no sub-wallet for it.
    expect(view.wallets.map((w) => w.vendor)).not.toContain('LOTT');

    const record = accountRecordPageSchema.parse(
      ((await (await t.request('/wps/relay/ODSFE2_MemTransDet?type=transfer', { headers: { Authorization: player.token } })).json()) as { value: unknown })
        .value,
    );
    expect(record.list.map((e) => [e.amount, e.balanceAfter, e.reference])).toEqual([
      ['10.00', '79.75', 'PG Soft'],
      ['-30.25', '69.75', 'PG Soft'],
    ]);
    // What can be withdrawn stays the main wallet's, whatever the sub-wallets hold.
    const settings = (await (await t.request('/wps/relay/MCSFE_getWithdrawSettings', { headers: { Authorization: player.token } })).json()) as {
      value: { available: string };
    };
    expect(settings.value.available).toBe('79.75');
    await expectBalancedLedger();
  });

  it('refuses more than a wallet holds with the translated message, and moves nothing', async () => {
    const player = await newMember(t, { balance: 5_000n });
    const tooMuch = await move(player, 'PG', 'in', '50.01', undefined, 'ES');
    expect(tooMuch).toMatchObject({ status: 409, success: false, errorCode: 'balance.not.enough', message: errorMessage('balance.not.enough', 'ES') });
    expect((await move(player, 'PG', 'out', '0.01')).errorCode).toBe('balance.not.enough');
    expect((await move(player, 'NOPE', 'in', '1.00')).errorCode).toBe('wallet.vendor.unknown');
    expect((await move(player, 'LOTT', 'in', '1.00')).errorCode).toBe('wallet.vendor.unknown');
    expect((await move(player, 'PG', 'in', '0')).status).toBe(422);
    expect((await move(player, 'PG', 'in', '1.001')).status).toBe(422);
    expect([await mainOf(player), await subOf(player, 'PG')]).toEqual([5_000n, 0n]);
  });

  it('moves a retried request id once, and refuses the same id for another transfer', async () => {
    const player = await newMember(t, { balance: 5_000n });
    const id = `again-${randomUUID()}`;
    const first = walletTransferSchema.parse((await move(player, 'JL', 'in', '12.00', id)).value);
    const again = walletTransferSchema.parse((await move(player, 'JL', 'in', '12.00', id)).value);
    expect(again).toEqual(first);
    expect([await mainOf(player), await subOf(player, 'JL')]).toEqual([3_800n, 1_200n]);
    expect((await move(player, 'JL', 'in', '13.00', id)).errorCode).toBe('idempotency.conflict');
    expect((await move(player, 'JL', 'out', '12.00', id)).errorCode).toBe('idempotency.conflict');
    expect([await mainOf(player), await subOf(player, 'JL')]).toEqual([3_800n, 1_200n]);
  });

  it('keeps both wallets at or above zero under 50 transfers at once, every posting balanced', async () => {
    // 25 moves in of 7.00 need 175.00: more than 20.00 and every move out can ever bring back.
    const player = await newMember(t, { balance: 2_000n });
    const requests = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? move(player, 'PT', 'in', '7.00') : move(player, 'PT', 'out', '5.00')));
    const answers = await Promise.all(requests);
    const ok = (direction: 'in' | 'out') => answers.filter((a, i) => a.status === 200 && (i % 2 === 0) === (direction === 'in')).length;
    for (const a of answers) expect(a.status === 200 || a.errorCode === 'balance.not.enough', JSON.stringify(a)).toBe(true);
    expect(ok('in')).toBeLessThan(25);
    const main = await mainOf(player);
    const sub = await subOf(player, 'PT');
    expect(main).toBe(2_000n - 700n * BigInt(ok('in')) + 500n * BigInt(ok('out')));
    expect(main + sub).toBe(2_000n);
    await checkedPostings(t.platform.db, await ensureWallet(t.platform, player.id, 'MXN'));
    const subPostings = await checkedPostings(t.platform.db, await ensureVendorWallet(t.platform, player.id, 'PT', 'MXN'));
    expect(subPostings).toHaveLength(ok('in') + ok('out'));
    await expectBalancedLedger();
  });

  it('recalls every sub-wallet in one event; a retried id answers the first, an empty recall moves nothing', async () => {
    const player = await newMember(t, { balance: 10_000n });
    await move(player, 'PG', 'in', '20.00');
    await move(player, 'PP', 'in', '5.50');
    const id = `recall-${randomUUID()}`;
    const recalled = await post(RETURN, player.token, { requestId: id });
    expect(recalled.status).toBe(200);
    const first = walletReturnSchema.parse(recalled.value);
    expect(first).toMatchObject({ transactionId: expect.any(String), returned: '25.50', main: '100.00' });
    expect([await subOf(player, 'PG'), await subOf(player, 'PP'), await mainOf(player)]).toEqual([0n, 0n, 10_000n]);
    expect(walletReturnSchema.parse((await post(RETURN, player.token, { requestId: id })).value)).toEqual(first);
    expect(walletReturnSchema.parse((await post(RETURN, player.token, { requestId: `empty-${randomUUID()}` })).value)).toEqual({
      transactionId: null,
      returned: '0.00',
      main: '100.00',
    });
    expect((await post(RETURN, player.token, {})).status).toBe(422);
    await expectBalancedLedger();
  });

  it('serves members only: no session is 401, a trial account is refused', async () => {
    expect((await t.request(SUMMARY)).status).toBe(401);
    const trial = await newMember(t, { trial: true });
    expect((await move(trial, 'PG', 'in', '1.00')).errorCode).toBe('in_need_true_account');
  });
});
