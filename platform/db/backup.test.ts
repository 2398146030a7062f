import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../cli/db-reset.ts';
import { loadEnv } from '../env.ts';
import { auditLedger, ensureWallet, houseAccount, transfer, walletBalance } from '../modules/ledger/index.ts';
import { BackupRefused, restoreBackup, writeBackup } from './backup.ts';
import { lockFolder } from './folder-lock.ts';
import { openDatabase } from './index.ts';
import { members } from './schema/index.ts';
import { SEED_CURRENCY, SEED_PLAYER, SEED_PLAYER_BALANCE } from './seed/identities.ts';

describe('backups of an embedded database', () => {
  let dir: string;
  let url: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'backup-'));
    url = `file://${join(dir, 'pglite')}`;
    await resetDatabase(loadEnv({ NODE_ENV: 'test', DATABASE_URL: url }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const playerId = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account)))[0]!.id;

  it('backs up the open database, and a restore brings that moment back with the ledger whole', async () => {
    const file = join(dir, 'backups', 'before-bets.tar.gz');
    const database = await openDatabase(url);
    const memberId = await playerId(database);
    try {
      const report = await writeBackup(database, file);
      expect(report).toMatchObject({ file });
      expect(report.bytes).toBeGreaterThan(1_000);
      await expect(writeBackup(database, file)).rejects.toThrow(/already exists/);

      // Money moves after the backup.
      const wallet = await ensureWallet(database.db, memberId, SEED_CURRENCY.code);
      const games = await houseAccount(database.db, 'house:games', SEED_CURRENCY.code);
      await transfer(database.db, { kind: 'game.bet', memberId, idempotencyKey: 'after-backup', from: wallet, to: games, amount: 12_345n });
      expect((await walletBalance(database.db, memberId))?.balance).toBe(SEED_PLAYER_BALANCE - 12_345n);
      // Not while the folder is open.
      await expect(restoreBackup(url, file)).rejects.toThrow(/Stop the server before restoring/);
    } finally {
      await database.close();
    }

    const restored = await restoreBackup(url, file, new Date('2026-11-24T10:00:00Z'));
    expect(restored.previous).toBe(`${join(dir, 'pglite')}.before-restore-2026-11-24T10-00-00-000Z`);
    expect(existsSync(restored.previous!)).toBe(true);
    const back = await openDatabase(url);
    try {
      expect(await walletBalance(back.db, memberId)).toEqual({ currency: SEED_CURRENCY.code, balance: SEED_PLAYER_BALANCE });
      expect(await auditLedger(back.db)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    } finally {
      await back.close();
    }
  });

  it('refuses what is not a backup, and leaves the database as it was', async () => {
    const junk = join(dir, 'junk.tar.gz');
    writeFileSync(junk, 'not a tarball');
    await expect(restoreBackup(url, junk)).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(url, join(dir, 'missing.tar.gz'))).rejects.toThrow(/not a backup file/);
    const database = await openDatabase(url);
    await database.close();
  });

  it('refuses while another process holds the folder, and for a PostgreSQL URL', async () => {
    const lock = lockFolder(join(dir, 'pglite'));
    try {
      await expect(restoreBackup(url, join(dir, 'backups', 'before-bets.tar.gz'))).rejects.toThrow(/in use by process/);
    } finally {
      lock.release();
    }
    await expect(restoreBackup('postgres://localhost/site', join(dir, 'x'))).rejects.toThrow(/pg_dump and pg_restore/);
  });
});
