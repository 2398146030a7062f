import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositTaskSchema, type DepositTask } from '../../contract/deposits.ts';
import { deposits, ledgerTransactions } from '../db/schema/index.ts';
import { SEED_SITE_CLABE } from '../db/seed/deposits.ts';
import { auditLedger, walletBalance } from '../modules/ledger/index.ts';
import { issueSession } from '../modules/identity/index.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createMember, uniqueName, withToken } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'deposit-cli-test-token-0123456789abcdef01';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 3)]);

describe.each(TEST_DATABASES)('npm run platform -- payment-methods and deposits on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  let folder: string;

  /** A new member's deposit request, made through the site's call. */
  const requestDeposit = async (method: 'spei' | 'oxxo' | 'card', amount: string, receipt?: Buffer): Promise<DepositTask & { memberId: number }> => {
    const member = await createMember(t, { account: uniqueName('dcli'), password: 'Passw0rd!' });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const body = { requestId: uniqueName('req-'), method, amount, ...(receipt ? { receipt: receipt.toString('base64') } : {}) };
    const res = await t.request(
      '/wps/relay/MCSFE_createDepositTask',
      withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    );
    return { ...depositTaskSchema.parse(((await res.json()) as { value: unknown }).value), memberId: member.id };
  };
  const balanceOf = async (memberId: number) => (await walletBalance(t.platform, memberId))!.balance;
  const run = async (args: string[], settings = env) => {
    const r = await cli(args, settings);
    return { ...r, json: r.code === 0 && args.includes('--json') ? (JSON.parse(r.stdout) as unknown) : null };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN, PAYMENT_PROVIDER_SECRET: 'deposit-cli-secret-0123456789abcdefghij' });
    api = await startOperatorApi(t.platform);
    // A database URL nobody answers on: the commands must go through the server.
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    folder = await mkdtemp(join(tmpdir(), 'deposit-cli-'));
  });
  afterAll(async () => {
    await api.close();
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('lists the methods, and changes limits, state, CLABE and open time with checks', async () => {
    const list = await run(['payment-methods', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^spei\s+on\s+MXN\s+100\.00\s+50000\.00\s+100000\.00\s+24 h\s+646180020261124018$/m);
    expect(list.stdout).toMatch(/^card\s+on\s+MXN\s+100\.00\s+20000\.00\s+50000\.00\s+30 min\s+-$/m);

    const set = await run(['payment-methods', 'set', 'oxxo', '--min', '20', '--max', '8000.50', '--hours', '72', '--disabled', '--json']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.json).toMatchObject({ method: 'oxxo', enabled: false, min: '20.00', max: '8000.50', daily: '20000.00', expiresInMinutes: 72 * 60 });
    expect((await run(['payment-methods', 'set', 'oxxo', '--enabled'])).code).toBe(0);

    const refusals = [
      ['spei', '--clabe', '646180020261124019'],
      ['oxxo', '--clabe', SEED_SITE_CLABE],
      ['card', '--enabled', '--disabled'],
      ['card'],
      ['cash', '--min', '1'],
    ];
    for (const args of refusals) expect((await run(['payment-methods', 'set', ...args])).code, args.join(' ')).toBe(2);
    const inverted = await run(['payment-methods', 'set', 'card', '--min', '30000']);
    expect({ code: inverted.code, refused: inverted.stderr.includes('max: below_min') }).toEqual({ code: 1, refused: true });
  });

  it('confirms a SPEI deposit once, however often, and keeps who did it', async () => {
    const d = await requestDeposit('spei', '1500.25');
    const pending = await run(['deposits', 'list', '--status', 'pending', '--json']);
    expect(pending.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: Number(d.id), reference: d.reference, status: 'pending', amount: '1500.25' })]),
    );

    const first = await run(['deposits', 'confirm', d.id, '--by', 'ana']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      new RegExp(`^Deposit ${d.id} \\(.+, spei, 1500\\.25 MXN, reference ${d.reference}\\) is paid; ledger event \\d+\\. .+'s wallet holds 1500\\.25\\.$`, 'm'),
    );
    const again = await run(['deposits', 'confirm', d.id, '--json']);
    expect(again.json).toMatchObject({ deposit: { status: 'paid', decidedBy: 'ana' }, balance: '1500.25' });
    expect(await balanceOf(d.memberId)).toBe(150_025n);
    const credits = await t.platform.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'deposit'), eq(ledgerTransactions.reference, d.reference)));
    expect(credits).toHaveLength(1);
    const refused = await run(['deposits', 'reject', d.id, '--reason', 'Too late']);
    expect({ code: refused.code, said: refused.stderr.includes('deposit.state.invalid') }).toEqual({ code: 1, said: true });
  });

  it('rejects an OXXO deposit with the reason the member reads, credits nothing, and hands over its receipt', async () => {
    const d = await requestDeposit('oxxo', '90', PNG);
    expect((await run(['deposits', 'reject', d.id])).code).toBe(2);
    const rejected = await run(['deposits', 'reject', d.id, '--reason', 'No payment with this reference', '--json']);
    expect(rejected.json).toMatchObject({ deposit: { status: 'rejected', reason: 'No payment with this reference', hasReceipt: true }, transactionId: null });
    expect(await balanceOf(d.memberId)).toBe(0n);
    expect((await run(['deposits', 'confirm', d.id])).code).toBe(1);

    const file = join(folder, `receipt-${d.id}.png`);
    const saved = await run(['deposits', 'receipt', d.id, file]);
    expect(saved.stdout).toContain(`(image/png, ${PNG.byteLength} bytes)`);
    expect(await readFile(file)).toEqual(PNG);
    expect((await run(['deposits', 'receipt', d.id, file])).code).toBe(1);
  });

  it('leaves card deposits to the payment provider, and answers an unknown deposit', async () => {
    const d = await requestDeposit('card', '150');
    const refused = await run(['deposits', 'confirm', d.id]);
    expect({ code: refused.code, said: refused.stderr.includes('deposit.state.invalid') }).toEqual({ code: 1, said: true });
    expect((await run(['deposits', 'confirm', '987654321'])).stderr).toContain('deposit.not.found');
    const [row] = await t.platform.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, Number(d.id)));
    expect(row!.status).toBe('pending');
  });

  it.runIf(kind === 'postgres')('confirms straight on the database when no server answers', async () => {
    const d = await requestDeposit('spei', '700');
    // A port that was free a moment ago: nothing answers there.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const offline = { ...env, OPERATOR_PORT: String(closed), DATABASE_URL: t.platform.env.DATABASE_URL };
    const r = await run(['deposits', 'confirm', d.id, '--by', 'night-shift'], offline);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('working on the database directly');
    expect(await balanceOf(d.memberId)).toBe(70_000n);
    const audit = await auditLedger(t.platform);
    expect({ unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({ unbalanced: [], drifted: [] });
  });
});
