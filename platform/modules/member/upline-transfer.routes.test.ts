import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordPageSchema } from '../../../contract/account-records.ts';
import { uplineInfoSchema, uplineTransferSchema } from '../../../contract/upline-transfer.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { auditLedger, ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { createMember, postEncrypted, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const TRANSFER = '/wps/relay/passwordCheck/MCSFE_transferToUpline';

describe.each(TEST_DATABASES)('transfer to upline on %s', (kind) => {
  let t: TestPlatform;
  let cash: number;

  const member = async (options: { type?: number; parentId?: number | null; balance?: bigint } = {}) => {
    const row = await createMember(t, { account: uniqueName('up'), password: 'Passw0rd!', type: options.type ?? 0, parentId: options.parentId ?? null });
    const wallet = await ensureWallet(t.platform, row.id, SEED_CURRENCY.code);
    if (options.balance)
      await transfer(t.platform, {
        kind: 'seed.deposit',
        memberId: row.id,
        idempotencyKey: uniqueName('seed'),
        from: cash,
        to: wallet,
        amount: options.balance,
      });
    await setTransactionPasswordFor(t, row.id);
    const { token } = await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.10' });
    return { ...row, wallet, token };
  };
  const send = async (token: string, amount: string, requestId = uniqueName('req-'), transactionPassword = TRANSACTION_PASSWORD) => {
    const res = await postEncrypted(t, TRANSFER, { amount, transactionPassword, requestId }, { token });
    return { status: res.status, body: (await res.json()) as { value?: unknown; errorCode?: string } };
  };
  const balanceOf = async (id: number) => (await walletBalance(t.platform, id))!.balance;
  const record = async (token: string) =>
    accountRecordPageSchema.parse(
      ((await (await t.request('/wps/relay/ODSFE2_MemTransDet?type=transfer', withToken(token))).json()) as { value: unknown }).value,
    ).list;

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
  });
  afterAll(() => t.close());

  it('moves the amount to the upline agent in one event that both account records show', async () => {
    const agent = await member({ type: 1 });
    const player = await member({ parentId: agent.id, balance: 50_000n });
    const info = uplineInfoSchema.parse(
      ((await (await t.request('/wps/relay/MCSFE_getUplineInfo', withToken(player.token))).json()) as { value: unknown }).value,
    );
    expect(info).toEqual({ upline: { account: agent.account, nickname: agent.nickname }, available: '500.00', hasTransactionPassword: true });

    const sent = await send(player.token, '120.25');
    expect(sent.status).toBe(200);
    expect(uplineTransferSchema.parse(sent.body.value)).toMatchObject({ amount: '120.25', balance: '379.75', upline: agent.account });
    expect([await balanceOf(player.id), await balanceOf(agent.id)]).toEqual([37_975n, 12_025n]);
    expect((await record(player.token)).map((e) => [e.type, e.amount, e.reference])).toEqual([['transfer', '-120.25', `${player.account} → ${agent.account}`]]);
    expect((await record(agent.token)).map((e) => [e.type, e.amount, e.reference])).toEqual([['transfer', '120.25', `${player.account} → ${agent.account}`]]);
  });

  it('moves a retried request once, and refuses a reused id, a wrong password and more than the wallet', async () => {
    const agent = await member({ type: 1 });
    const player = await member({ parentId: agent.id, balance: 10_000n });
    const requestId = uniqueName('again-');
    const first = uplineTransferSchema.parse((await send(player.token, '10.00', requestId)).body.value);
    const second = uplineTransferSchema.parse((await send(player.token, '10.00', requestId)).body.value);
    expect(second.transactionId).toBe(first.transactionId);
    expect(await balanceOf(player.id)).toBe(9_000n);
    expect((await send(player.token, '11.00', requestId)).body.errorCode).toBe('idempotency.conflict');
    expect((await send(player.token, '1.00', uniqueName('pw-'), '000000')).body.errorCode).toBe('transaction.password.invalid');
    expect((await send(player.token, '90.01')).body.errorCode).toBe('balance.not.enough');
    expect((await send(player.token, '0')).status).toBe(422);
    expect([await balanceOf(player.id), await balanceOf(agent.id)]).toEqual([9_000n, 1_000n]);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('refuses a member without an upline, and a trial account', async () => {
    const orphan = await member({ balance: 10_000n });
    expect((await send(orphan.token, '5.00')).body.errorCode).toBe('transfer.upline.none');
    const trial = await member({ type: 4 });
    expect((await send(trial.token, '5.00')).body.errorCode).toBe('in_need_true_account');
    expect(await balanceOf(orphan.id)).toBe(10_000n);
  });
});
