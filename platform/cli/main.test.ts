import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootPlatform } from '../boot.ts';
import { lockFolder } from '../db/folder-lock.ts';
import { members, ledgerAccounts, outbox } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli, type CliRun as Run } from '../testing/cli.ts';
import { buildSystemStatus } from '../modules/system/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOKEN = 'cli-test-operator-token-0123456789abcdef';
// Direct mode must never be taken while a server answers; a database nobody can reach proves it.
const UNREACHABLE_DB = 'postgres://nobody@127.0.0.1:1/none';

/** Runs `npm run platform -- …` as an operator would, in its own process. */
const spawnCli = (args: string[], env: Record<string, string | undefined>) =>
  new Promise<Run>((done, fail) => {
    const { OPERATOR_TOKEN: _, REDIS_URL: __, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'platform/cli/main.ts', ...args], {
      cwd: repo,
      env: { ...inherited, NODE_ENV: 'test', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

// Nothing here opens a database, so the runs can overlap.
describe.concurrent('platform CLI command line', () => {
  const env = { OPERATOR_PORT: '1', DATABASE_URL: UNREACHABLE_DB };

  it('runs as its own process: help, and a refusal with exit status 2', async () => {
    const [help, refused] = await Promise.all([spawnCli(['help'], env), spawnCli(['frobnicate'], env)]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('maintenance on [--until …] [--message "…"]');
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringMatching(/^error: Unknown command "frobnicate"/)]);
  });

  it('prints help', async () => {
    const run = await cli(['help'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('maintenance on [--until …] [--message "…"]');
    expect(run.stdout).toContain('country rules are stored and listed');
  });

  it.each([
    [['frobnicate']],
    [['region', 'block-cidr', '10.0.0.0/33']],
    [['region', 'block-cidr']],
    [['region', 'list', '--limit', '3']],
    [['flags', 'set', 'FREEPLAY3', 'maybe']],
    [['maintenance', 'on', '--until', 'tomorrow']],
    [['outbox', '--channel', 'fax']],
    [['maintenance', 'status', '--bogus']],
  ])('refuses %j with exit status 2 before contacting anything', async (args) => {
    const run = await cli(args, env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: /);
    expect(run.stderr).not.toContain('No server answers');
  });
});

describe.each(TEST_DATABASES)('platform CLI through the operator API on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  const run = async (...args: string[]) => {
    const r = await cli(args, env);
    expect(r.stderr).not.toContain('No server answers');
    return r;
  };
  const site = async (path: string, ip = '203.0.113.10') => (await t.request(path, { ip })).status;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: UNREACHABLE_DB };
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await api.close();
    await t.close();
  });

  it('switches maintenance on and off', async () => {
    const on = await run('maintenance', 'on', '--until', '2099-11-22T06:00:00Z', '--message', 'Back at six');
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Maintenance: ON');
    expect(await site('/wps/system/whitelabel')).toBe(503);
    const status = await run('maintenance', 'status', '--json');
    expect(JSON.parse(status.stdout)).toEqual({ enabled: true, end: '2099-11-22T06:00:00.000Z', message: 'Back at six' });
    expect((await run('maintenance', 'off')).stdout).toContain('Maintenance: off');
    expect(await site('/wps/system/whitelabel')).toBe(200);
  });

  it('blocks, lists and unblocks regions', async () => {
    expect((await run('region', 'block-cidr', '198.51.100.0/24')).stdout).toContain('Blocked: 198.51.100.0/24');
    expect((await run('region', 'block-country', 'us')).stdout).toContain('match no one');
    const listed = JSON.parse((await run('region', 'list', '--json')).stdout) as { kind: string; value: string }[];
    expect(listed.map((r) => [r.kind, r.value])).toEqual([
      ['cidr', '198.51.100.0/24'],
      ['country', 'US'],
    ]);
    expect(await site('/wps/system/whitelabel', '198.51.100.4')).toBe(403);
    expect((await run('region', 'unblock', '198.51.100.0/24')).code).toBe(0);
    expect((await run('region', 'unblock', 'US')).code).toBe(0);
    expect(await site('/wps/system/whitelabel', '198.51.100.4')).toBe(200);
    const again = await run('region', 'unblock', 'US');
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('[region.rule.unknown]')]);
  });

  it('lists and sets site flags', async () => {
    const table = await run('flags', 'list');
    expect(table.stdout).toMatch(/REGMOBVERF3\s+off\s+MOBILENUMREG3\s+yes/);
    expect((await run('flags', 'set', 'regmobverf3', 'on')).stdout).toContain('REGMOBVERF3 is now on');
    const status = await (await t.request('/wps/system/status')).json();
    expect(status.value.info.whitelabelVal.REGMOBVERF3).toBe(true);
    await run('flags', 'set', 'REGMOBVERF3', 'off');
    const unknown = await run('flags', 'set', 'NOSUCH3', 'on');
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('[site.module.unknown]')]);
  });

  it('lists accounts and reads the outbox', async () => {
    const [m] = await t.platform.db.insert(members).values({ account: 'cliplayer', nickname: 'CLI', passwordHash: 'x' }).returning();
    await t.platform.db.insert(ledgerAccounts).values({ code: 'wallet:cliplayer', memberId: m!.id, kind: 'wallet', currency: 'MXN', balance: 4205n });
    await t.platform.db.insert(outbox).values([
      { channel: 'sms', recipient: '+525533333333', purpose: 'register', body: 'Your code is 424242' },
      { channel: 'email', recipient: 'p@betplay.example', purpose: 'forgot', body: 'Reset link' },
    ]);
    expect((await run('accounts', 'list', '--limit', '1000')).stdout).toMatch(/cliplayer\s+0\s+member\s+-\s+active\s+42\.05 MXN/);
    const sms = JSON.parse((await run('outbox', '--channel', 'sms', '--limit', '1', '--json')).stdout);
    expect(sms).toEqual([expect.objectContaining({ recipient: '+525533333333', body: 'Your code is 424242' })]);
    expect((await run('outbox', '--limit', '2')).stdout).toMatch(/email\s+p@betplay\.example\s+forgot\s+Reset link/);
  });

  it('refuses a wrong token without touching the database', async () => {
    const r = await cli(['flags', 'list'], { ...env, OPERATOR_TOKEN: `${TOKEN}-wrong` });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('[operator.unauthorized]');
  });
});

describe('platform CLI with no server running', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-cli-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    env = {
      OPERATOR_HOST: '127.0.0.1',
      OPERATOR_PORT: String(await freePort()),
      DATA_DIR: dir,
      DATABASE_URL: `file://${join(dir, 'pglite')}`,
    };
  });

  it('opens the database itself and makes the same changes', { timeout: 120_000 }, async () => {
    const on = await cli(['maintenance', 'on', '--message', 'Direct change'], env);
    expect(on.code).toBe(0);
    expect(on.stderr).toContain('No server answers');
    expect((await cli(['region', 'block-cidr', '2001:db8::/32'], env)).code).toBe(0);
    expect((await cli(['flags', 'set', 'FREEPLAY3', 'off'], env)).code).toBe(0);

    const booted = await bootPlatform(loadEnv({ NODE_ENV: 'test', DATABASE_URL: env.DATABASE_URL }));
    try {
      const status = await buildSystemStatus(booted.platform, '2001:db8::7');
      expect(status).toMatchObject({ maintenance: true, maintenanceMessage: 'Direct change', regionRestriction: true });
      expect(status.info.whitelabelVal.FREEPLAY3).toBe(false);
    } finally {
      await booted.close();
    }
  });

  it('leaves alone a database folder that a server holds', async () => {
    const held = join(dir, 'held');
    const lock = lockFolder(held);
    try {
      const r = await cli(['maintenance', 'status'], { ...env, DATABASE_URL: `file://${held}` });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`is in use by process ${process.pid}`);
      expect(r.stderr).toContain('check OPERATOR_HOST and OPERATOR_PORT');
      expect(r.stderr).not.toContain('working on the database directly');
    } finally {
      lock.release();
    }
  });
});
