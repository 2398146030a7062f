import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clabe } from 'clabe-validator';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalAccounts } from '../db/schema/index.ts';
import { issueSession } from '../modules/identity/index.ts';
import { auditLedger, walletBalance } from '../modules/ledger/index.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createMember, uniqueName } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { requestWithdrawalOf, withdrawingMember } from '../testing/withdrawal-fixtures.ts';

const TOKEN = 'withdrawal-cli-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('npm run platform -- withdrawals on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;

  /** A member with 1,000.00, a bank account that already takes withdrawals, and two pending withdrawals. */
  const memberWithRequests = async () => {
    const member = await withdrawingMember(t);
    const ids = [await requestWithdrawalOf(t, member, '150.00'), await requestWithdrawalOf(t, member, '250.00')];
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

  it('lists disputes, saves their proofs, and refunds or closes each once', async () => {
    const { member, ids } = await memberWithRequests();
    const [toRefund, toClose] = ids;
    for (const id of ids) expect((await cli(['withdrawals', 'pay', id, '--by', 'ana'], env)).code).toBe(0);
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const answer = (body: Record<string, unknown>) =>
      t.request('/wps/relay/MCSFE_processC2CTransaction', {
        method: 'POST',
        headers: { Authorization: token, Language: 'EN', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const proof = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    expect((await answer({ id: toRefund, answer: 'not_received', proofs: [proof.toString('base64')] })).status).toBe(200);
    expect((await answer({ id: toClose, answer: 'partly', received: '200.00' })).status).toBe(200);

    const listed = JSON.parse((await cli(['withdrawals', 'disputes', '--json'], env)).stdout) as { id: number; account: string; missing: string }[];
    expect(listed.filter((d) => d.account === member.account).map((d) => [d.id, d.missing])).toEqual([
      [Number(toClose), '50.00'],
      [Number(toRefund), '150.00'],
    ]);
    const folder = await mkdtemp(join(tmpdir(), 'proofs-'));
    const saved = await cli(['withdrawals', 'proofs', toRefund, folder], env);
    expect(saved.code, saved.stderr).toBe(0);
    expect((await sharp(await readFile(join(folder, `withdrawal-${toRefund}-1.png`))).metadata()).format).toBe('png');
    // Saving again never writes over the files already there.
    expect((await cli(['withdrawals', 'proofs', toRefund, folder], env)).code).not.toBe(0);
    expect((await cli(['withdrawals', 'proofs', toClose, folder], env)).stdout).toContain(`Withdrawal ${toClose} came with no proof images.`);

    const before = (await walletBalance(t.platform, member.id))!.balance;
    const refunded = await cli(['withdrawals', 'refund', toRefund, '--by', 'ana'], env);
    expect(refunded.code, refunded.stderr).toBe(0);
    expect(refunded.stdout).toContain(`Withdrawal ${toRefund} (${member.account}): 150.00 refunded`);
    const again = await cli(['withdrawals', 'refund', toRefund], env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/withdrawal\.dispute\.settled|already/);
    expect((await walletBalance(t.platform, member.id))!.balance).toBe(before + 15_000n);

    expect((await cli(['withdrawals', 'close', toClose], env)).stderr).toMatch(/--reason/);
    const closed = await cli(['withdrawals', 'close', toClose, '--reason', 'The bank shows the whole transfer'], env);
    expect(closed.code, closed.stderr).toBe(0);
    expect((await walletBalance(t.platform, member.id))!.balance).toBe(before + 15_000n);
    const settled = JSON.parse((await cli(['withdrawals', 'disputes', '--status', 'closed', '--json'], env)).stdout) as { id: number; reason: string }[];
    expect(settled.find((d) => d.id === Number(toClose))).toMatchObject({ reason: 'The bank shows the whole transfer' });
    const audit = await auditLedger(t.platform);
    expect(audit.total).toBe(0n);
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
