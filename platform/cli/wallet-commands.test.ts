import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '../../contract/money-format.ts';
import { members, walletAdjustments } from '../db/schema/index.ts';
import { SEED_CURRENCY } from '../db/seed/identities.ts';
import { auditLedger, ensureWallet, walletBalance } from '../modules/ledger/index.ts';
import { issueSession } from '../modules/identity/index.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createMember, uniqueName, withToken } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'wallet-cli-test-token-0123456789abcdef012';

describe.each(TEST_DATABASES)('npm run platform -- adjust and wallet-mode on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;

  const newMember = async () => {
    const member = await createMember(t, { account: uniqueName('adj'), password: 'Passw0rd!' });
    await ensureWallet(t.platform, member.id, SEED_CURRENCY.code);
    return member;
  };
  const balanceOf = async (memberId: number) => formatMinor((await walletBalance(t.platform, memberId))!.balance);

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    // A database URL nobody answers on: the command must go through the server.
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('credits and debits with who and why kept, in the account record, with a balanced ledger', async () => {
    const member = await newMember();
    const credit = await cli(['adjust', member.account, '25.50', '--reason', 'Goodwill for ticket 4411', '--by', 'ana'], env);
    expect(credit.code, credit.stderr).toBe(0);
    expect(credit.stdout).toMatch(new RegExp(`^${member.account}: credited 25.50; the wallet now holds 25.50\\. Ledger event \\d+\\.`));
    const debit = await cli(['adjust', member.account, '0.75', '--debit', '--reason', 'Duplicate credit'], env);
    expect(debit.code, debit.stderr).toBe(0);
    expect(await balanceOf(member.id)).toBe('24.75');

    const kept = await t.platform.db
      .select({ amount: walletAdjustments.amount, reason: walletAdjustments.reason, actor: walletAdjustments.actor })
      .from(walletAdjustments)
      .where(eq(walletAdjustments.memberId, member.id))
      .orderBy(walletAdjustments.id);
    expect(kept.map((k) => [k.amount, k.reason, k.actor === 'ana' ? 'ana' : 'login name'])).toEqual([
      [2_550n, 'Goodwill for ticket 4411', 'ana'],
      [-75n, 'Duplicate credit', 'login name'],
    ]);
    expect(kept[1]!.actor.length).toBeGreaterThan(0);

    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const record = (await (await t.request('/wps/relay/ODSFE2_MemTransDet', withToken(token))).json()) as {
      value: { list: { type: string; amount: string; balanceAfter: string; reference: string }[] };
    };
    expect(record.value.list.map((e) => [e.type, e.amount, e.balanceAfter, e.reference])).toEqual([
      ['adjustment', '-0.75', '24.75', 'Duplicate credit'],
      ['adjustment', '25.50', '25.50', 'Goodwill for ticket 4411'],
    ]);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('refuses a debit larger than the wallet, and writes nothing', async () => {
    const member = await newMember();
    const r = await cli(['adjust', member.account, '1.00', '--debit', '--reason', 'Too much'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('balance.not.enough');
    expect(await balanceOf(member.id)).toBe('0.00');
    expect(await t.platform.db.select().from(walletAdjustments).where(eq(walletAdjustments.memberId, member.id))).toEqual([]);
  });

  it.each([
    ['no reason', ['1.00']],
    ['a reason too short', ['1.00', '--reason', 'no']],
    ['a negative amount', ['--', '-1.00', '--reason', 'Correction']],
    ['three decimals', ['1.005', '--reason', 'Correction']],
    ['zero', ['0', '--reason', 'Correction']],
    ['a reason with a control character', ['1.00', '--reason', 'Bad\u0000reason']],
  ])('refuses %s before sending anything', async (_, rest) => {
    const member = await newMember();
    const r = await cli(['adjust', member.account, ...rest], env);
    expect(r.code).toBe(2);
    expect(await balanceOf(member.id)).toBe('0.00');
  });

  it('wallet-mode shows the mode and switches it; the single wallet brings every sub-wallet home first', async () => {
    const shown = await cli(['wallet-mode'], env);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^Wallet mode: single \(/);
    const toTransfer = await cli(['wallet-mode', 'transfer', '--json'], env);
    expect(JSON.parse(toTransfer.stdout)).toMatchObject({ mode: 'transfer', recalled: [] });
    expect((await cli(['wallet-mode'], env)).stdout).toMatch(/^Wallet mode: transfer \(/);

    const member = await newMember();
    expect((await cli(['adjust', member.account, '40.00', '--reason', 'Funds to play'], env)).code).toBe(0);
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const moved = await t.request('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ vendor: 'PG', direction: 'in', amount: '15.00', requestId: uniqueName('cli-move-') }),
    });
    expect(moved.status).toBe(200);
    expect(await balanceOf(member.id)).toBe('25.00');

    const toSingle = await cli(['wallet-mode', 'single'], env);
    expect(toSingle.code, toSingle.stderr).toBe(0);
    expect(toSingle.stdout).toContain('Wallet mode: single');
    expect(toSingle.stdout).toMatch(/Brought \d+\.\d{2} MXN home to the main wallets of \d+ member\(s\)\./);
    expect(toSingle.stdout).toContain('Members with money in sub-wallets: 0');
    expect(await balanceOf(member.id)).toBe('40.00');
  });

  it('wallet-mode refuses a mode it does not know, changing nothing', async () => {
    const r = await cli(['wallet-mode', 'double'], env);
    expect(r.code).toBe(2);
    expect((await cli(['wallet-mode'], env)).stdout).toMatch(/^Wallet mode: single/);
  });

  it('refuses an account that does not exist', async () => {
    const r = await cli(['adjust', 'nobody-here', '1.00', '--reason', 'Correction'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('request_param_err');
    const [row] = await t.platform.db.select({ n: members.id }).from(members).where(eq(members.account, 'nobody-here'));
    expect(row).toBeUndefined();
  });
});
