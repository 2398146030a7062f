import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordPageSchema } from '../../../contract/account-records.ts';
import { downlineTransferInfoSchema, downlineTransferSchema } from '../../../contract/downline-transfer.ts';
import { members } from '../../db/schema/index.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { auditLedger, ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { createMember, postEncrypted, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const TRANSFER = '/wps/relay/passwordCheck/ACSFE_transferToDownline';
const INFO = '/wps/relay/ACSFE_getDownlineTransferInfo';

describe.each(TEST_DATABASES)('transfer to downline on %s', (kind) => {
  let t: TestPlatform;
  let cash: number;

  const account = async (options: { type?: number; parentId?: number | null; balance?: bigint; currency?: string } = {}) => {
    const row = await createMember(t, { account: uniqueName('dt'), password: 'Passw0rd!', type: options.type ?? 0, parentId: options.parentId ?? null });
    if (options.currency) await t.platform.db.update(members).set({ currency: options.currency }).where(eq(members.id, row.id));
    const wallet = await ensureWallet(t.platform, row.id, options.currency ?? SEED_CURRENCY.code);
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
    const { token } = await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.20' });
    return { ...row, wallet, token };
  };
  const send = async (token: string, to: string, amount: string, requestId = uniqueName('req-'), transactionPassword = TRANSACTION_PASSWORD) => {
    const res = await postEncrypted(t, TRANSFER, { account: to, amount, transactionPassword, requestId }, { token });
    return { status: res.status, body: (await res.json()) as { value?: unknown; errorCode?: string } };
  };
  const balanceOf = async (id: number) => (await walletBalance(t.platform, id))!.balance;
  const record = async (token: string) =>
    accountRecordPageSchema.parse(
      ((await (await t.request('/wps/relay/ODSFE2_MemTransDet?type=transfer', withToken(token))).json()) as { value: unknown }).value,
    ).list;
  /** An agent with 1,000.00, a sub-agent below it and a player below that. */
  const tree = async () => {
    const agent = await account({ type: 1, balance: 100_000n });
    const sub = await account({ type: 2, parentId: agent.id });
    const player = await account({ parentId: sub.id });
    return { agent, sub, player };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
  });
  afterAll(() => t.close());

  it('moves the amount to a downline at any level in one event that both account records show', async () => {
    const { agent, sub, player } = await tree();
    const info = downlineTransferInfoSchema.parse(((await (await t.request(INFO, withToken(agent.token))).json()) as { value: unknown }).value);
    expect(info).toEqual({ available: '1000.00', hasTransactionPassword: true });

    const sent = await send(agent.token, player.account.toUpperCase(), '120.25');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(downlineTransferSchema.parse(sent.body.value)).toMatchObject({ amount: '120.25', balance: '879.75', downline: player.account });
    expect((await send(agent.token, sub.account, '79.75')).status).toBe(200);
    expect([await balanceOf(agent.id), await balanceOf(sub.id), await balanceOf(player.id)]).toEqual([80_000n, 7_975n, 12_025n]);

    const sentRows = await record(agent.token);
    expect(sentRows.map((row) => [row.amount, row.type])).toEqual([
      ['-79.75', 'transfer'],
      ['-120.25', 'transfer'],
    ]);
    const [received] = await record(player.token);
    expect(received).toMatchObject({ amount: '120.25', type: 'transfer' });
    expect(JSON.stringify(received)).toContain(agent.account);
  });

  it('answers a retry with the same request id without moving money twice, and refuses the id for another transfer', async () => {
    const { agent, player } = await tree();
    const requestId = uniqueName('same-');
    const [first, second] = await Promise.all([send(agent.token, player.account, '10.00', requestId), send(agent.token, player.account, '10.00', requestId)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.value).toEqual(second.body.value);
    expect(await balanceOf(player.id)).toBe(1_000n);
    expect((await send(agent.token, player.account, '11.00', requestId)).body.errorCode).toBe('idempotency.conflict');
  });

  it('refuses a transfer outside the tree, above the balance, to a locked account, or with a wrong password, and moves nothing', async () => {
    const { agent, sub, player } = await tree();
    const other = await tree();
    const upline = await account({ type: 1 });
    await t.platform.db.update(members).set({ parentId: upline.id }).where(eq(members.id, agent.id));
    const locked = await account({ parentId: agent.id });
    await t.platform.db.update(members).set({ status: 'locked' }).where(eq(members.id, locked.id));
    const peso = await account({ parentId: agent.id, currency: 'USD' });

    const cases: [string, string, string, string?][] = [
      [other.player.account, '1.00', 'downline.not.found'],
      [other.agent.account, '1.00', 'downline.not.found'],
      [upline.account, '1.00', 'downline.not.found'],
      [agent.account, '1.00', 'downline.not.found'],
      ['nobody-here', '1.00', 'downline.not.found'],
      [player.account, '1000.01', 'balance.not.enough'],
      [locked.account, '1.00', 'transfer.downline.locked'],
      [peso.account, '1.00', 'transfer.downline.currency'],
      [player.account, '1.00', 'transaction.password.invalid', 'Wrong-9999'],
    ];
    for (const [to, amount, code, password] of cases) {
      const res = await send(agent.token, to, amount, uniqueName('req-'), password);
      expect(res.body.errorCode, `${to} ${amount}`).toBe(code);
    }
    // A sub-agent reaches its own downline, never its upline's.
    expect((await send(sub.token, agent.account, '1.00')).body.errorCode).toBe('downline.not.found');
    expect(await balanceOf(agent.id)).toBe(100_000n);
    expect(await balanceOf(player.id)).toBe(0n);
  });

  it('never takes an agent below zero, even with transfers at the same moment', async () => {
    const { agent, player, sub } = await tree();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(agent.token, i % 2 ? player.account : sub.account, '300.00')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.errorCode)).toEqual(['balance.not.enough', 'balance.not.enough', 'balance.not.enough']);
    expect(await balanceOf(agent.id)).toBe(10_000n);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('refuses members and trial accounts with the agent-only error', async () => {
    const { player } = await tree();
    const below = await account({ parentId: player.id });
    expect((await send(player.token, below.account, '1.00')).body.errorCode).toBe('agent.only');
    const res = await t.request(INFO, withToken(player.token));
    expect([res.status, ((await res.json()) as { errorCode?: string }).errorCode]).toEqual([403, 'agent.only']);
  });
});
