import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootPlatform, type BootedPlatform } from '../boot.ts';
import { loadEnv } from '../env.ts';
import { readMaintenance, setMaintenance } from '../modules/system/index.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';

const TOKEN = 'backup-operator-token-0123456789abcdef0123';

describe('npm run platform -- backup / restore on an embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-backup-'));
  const url = `file://${join(dir, 'pglite')}`;
  let booted: BootedPlatform | null = null;
  let api: OperatorApi | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    booted = await bootPlatform(loadEnv({ NODE_ENV: 'test', DATABASE_URL: url, OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN }));
    api = await startOperatorApi(booted.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: url, DATA_DIR: dir };
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await booted?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up through the running server, restores only once it has stopped', { timeout: 120_000 }, async () => {
    const file = join(dir, 'backups', 'site.tar.gz');
    const backup = await cli(['backup', file], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up to ${file}`);
    expect(backup.stderr).not.toContain('No server answers');
    expect(existsSync(file)).toBe(true);

    const again = await cli(['backup', file], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    await setMaintenance(booted!.platform, { enabled: true, message: 'After the backup' });
    const refused = await cli(['restore', file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`in use by process ${process.pid}`);
    expect(refused.stderr).toContain('Stop the server before restoring');

    await api!.close();
    await booted!.close();
    api = null;
    booted = null;
    const restore = await cli(['restore', file], env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('The folder it replaced is at');

    booted = await bootPlatform(loadEnv({ NODE_ENV: 'test', DATABASE_URL: url }));
    expect((await readMaintenance(booted.platform.db)).enabled).toBe(false);
  });

  it('wants a file name', async () => {
    const r = await cli(['backup'], env);
    expect(r.code).toBe(2);
  });
});
