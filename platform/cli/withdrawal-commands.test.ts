import { clabe } from 'clabe-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalSchema } from '../../contract/withdrawals.ts';
import { withdrawalAccounts } from '../db/schema/index.ts';
import { SEED_CURRENCY } from '../db/seed/identities.ts';
import { issueSession } from '../modules/identity/index.ts';
import { auditLedger, ensureWallet, houseAccount, transfer, walletBalance } from '../modules/ledger/index.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createMember, postEncrypted, uniqueName } from '../testing/session-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'withdrawal-cli-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('npm run platform -- withdrawals on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;

  /** A member with 1,000.00, a bank account that already takes withdrawals, and two pending withdrawals. */
  const memberWithRequests = async () => {
    const member = await createMember(t, { account: uniqueName('wdc'), password: 'Passw0rd!', payeeName: 'Ana Ruiz' });
    const wallet = await ensureWallet(t.platform, member.id, SEED_CURRENCY.code);
    const cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
    await transfer(t.platform, { kind: 'seed.deposit', memberId: member.id, idempotencyKey: uniqueName('seed'), from: cash, to: wallet, amount: 100_000n });
    await setTransactionPasswordFor(t, member.id);
    const [account] = await t.platform.db
      .insert(withdrawalAccounts)
      .values({
        memberId: member.id,
        bankCode: '012',
        clabe: clabe.calculate(12, 180, member.id),
        holderName: 'Ana Ruiz',
        usableAt: new Date(Date.now() - 1000),
      })
      .returning();
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const ids = [];
    for (const amount of ['150.00', '250.00']) {
      const res = await postEncrypted(
        t,
        '/wps/transaction/withdraw',
        { accountId: String(account!.id), amount, transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueName('cli-') },
        { token },
      );
      ids.push(withdrawalSchema.parse(((await res.json()) as { value: unknown }).value).id);
    }
    return { member, ids: ids as [string, string] };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('lists pending withdrawals with the CLABE, pays one and rejects the other with a reason', async () => {
    const { member, ids } = await memberWithRequests();
    const [toPay, toReject] = ids;
    const listed = await cli(['withdrawals', 'list', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    const rows = JSON.parse(listed.stdout) as { id: number; account: string; clabe: string; status: string }[];
    expect(rows.filter((r) => r.account === member.account).map((r) => [r.id, r.status, r.clabe])).toEqual([
      [Number(toReject), 'pending', clabe.calculate(12, 180, member.id)],
      [Number(toPay), 'pending', clabe.calculate(12, 180, member.id)],
    ]);

    const paid = await cli(['withdrawals', 'pay', toPay, '--by', 'ana'], env);
    expect(paid.code, paid.stderr).toBe(0);
    expect(paid.stdout).toContain(`Withdrawal ${toPay} (${member.account}, 150.00) is paid: transfer 150.00`);
    expect((await cli(['withdrawals', 'reject', toReject], env)).stderr).toMatch(/--reason/);
    const rejected = await cli(['withdrawals', 'reject', toReject, '--reason', 'CLABE of another person'], env);
    expect(rejected.code, rejected.stderr).toBe(0);
    const again = await cli(['withdrawals', 'pay', toReject], env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/withdrawal\.not\.pending|already/);

    expect((await walletBalance(t.platform, member.id))!.balance).toBe(100_000n - 15_000n);
    const history = JSON.parse((await cli(['withdrawals', 'list', '--status', 'rejected', '--json'], env)).stdout) as {
      id: number;
      reason: string;
      decidedBy: string;
    }[];
    expect(history.find((r) => r.id === Number(toReject))).toMatchObject({ reason: 'CLABE of another person' });
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it("lists a member's bank accounts and lets a checked one take withdrawals at once", async () => {
    const member = await createMember(t, { account: uniqueName('wdv'), password: 'Passw0rd!', payeeName: 'Ana Ruiz' });
    const [waiting] = await t.platform.db
      .insert(withdrawalAccounts)
      .values({
        memberId: member.id,
        bankCode: '012',
        clabe: clabe.calculate(12, 180, member.id),
        holderName: 'Ana Ruiz',
        usableAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const listed = JSON.parse((await cli(['withdrawals', 'accounts', member.account, '--json'], env)).stdout) as { id: number; usableAt: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: waiting!.id, usableAt: waiting!.usableAt.toISOString() })]);
    const verified = await cli(['withdrawals', 'verify-account', String(waiting!.id), '--by', 'ana'], env);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(`Bank account ${waiting!.id} (BBVA Bancomer`);
    const [after] = JSON.parse((await cli(['withdrawals', 'accounts', member.account, '--json'], env)).stdout) as { usableAt: string }[];
    expect(Date.parse(after!.usableAt)).toBeLessThanOrEqual(Date.now());
    // Already usable: nothing to verify.
    expect((await cli(['withdrawals', 'verify-account', String(waiting!.id)], env)).code).not.toBe(0);
  });

  it('shows and changes the rules, and refuses a minimum above the maximum', async () => {
    const shown = await cli(['withdrawals', 'settings', '--json'], env);
    expect(JSON.parse(shown.stdout)).toEqual({ min: '100.00', max: '50000.00', dailyCount: 3, fee: '0.00', confirmMinutes: 30 });
    const changed = await cli(['withdrawals', 'settings', '--min', '200', '--fee', '5.5', '--daily', '5', '--json'], env);
    expect(changed.code, changed.stderr).toBe(0);
    expect(JSON.parse(changed.stdout)).toEqual({ min: '200.00', max: '50000.00', dailyCount: 5, fee: '5.50', confirmMinutes: 30 });
    const refused = await cli(['withdrawals', 'settings', '--min', '60000'], env);
    expect(refused.code).not.toBe(0);
    expect(JSON.parse((await cli(['withdrawals', 'settings', '--json'], env)).stdout)).toMatchObject({ min: '200.00' });
    await cli(['withdrawals', 'settings', '--min', '100', '--fee', '0', '--daily', '3'], env);
  });
});
