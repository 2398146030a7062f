import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFolder } from '../db/folder-lock.ts';
import { openDatabase } from '../db/index.ts';
import { ledgerTransactions, members } from '../db/schema/index.ts';
import { SEED_ACCOUNTS, SEED_CURRENCY, SEED_PLAYER, SEED_PLAYER_BALANCE } from '../db/seed/identities.ts';
import { loadEnv } from '../env.ts';
import { auditLedger } from '../modules/ledger/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../modules/ledger/index.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';
import { resetDatabase, ResetRefused } from './db-reset.ts';

const envFor = (url: string, nodeEnv: 'test' | 'production' = 'test') => loadEnv({ NODE_ENV: nodeEnv, DATABASE_URL: url });

/** A database URL nobody else uses, and how to throw it away. */
const scratchDatabase = async (kind: string) => {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'db-reset-'));
    return { url: `file://${join(dir, 'pglite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { default: postgres } = await import('postgres');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_reset_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

describe.each(TEST_DATABASES)('db:reset on %s', (kind) => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeAll(async () => {
    scratch = await scratchDatabase(kind);
  });
  afterAll(() => scratch.drop());

  it('creates, migrates and seeds a database that does not exist yet', async () => {
    await resetDatabase(envFor(scratch.url));
    const database = await openDatabase(scratch.url);
    const [row] = await database.db.select({ n: count() }).from(members);
    await database.close();
    expect(row!.n).toBe(SEED_ACCOUNTS.length);
  });

  it('refuses while a server holds the database, then throws away everything it had', async () => {
    const database = await openDatabase(scratch.url);
    const [player] = await database.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account));
    const memberId = player!.id;
    const wallet = await ensureWallet(database.db, memberId, SEED_CURRENCY.code);
    const games = await houseAccount(database.db, 'house:games', SEED_CURRENCY.code);
    await transfer(database.db, { kind: 'game.bet', memberId, idempotencyKey: 'before-reset', from: wallet, to: games, amount: 100n });
    await expect(resetDatabase(envFor(scratch.url))).rejects.toThrow(/in use|other connection/);
    await database.close();

    await resetDatabase(envFor(scratch.url));
    const fresh = await openDatabase(scratch.url);
    try {
      expect(await walletBalance(fresh.db, memberId)).toEqual({ currency: SEED_CURRENCY.code, balance: SEED_PLAYER_BALANCE });
      const [bets] = await fresh.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'game.bet'));
      expect(bets!.n).toBe(0);
      expect(await auditLedger(fresh.db)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    } finally {
      await fresh.close();
    }
  });

  it('wants --production before erasing a production database', async () => {
    await expect(resetDatabase(envFor(scratch.url, 'production'))).rejects.toThrow(ResetRefused);
  });
});

describe('db:reset refusals', () => {
  it('leaves a folder alone that is not a PGlite database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-reset-'));
    mkdirSync(join(dir, 'photos'));
    writeFileSync(join(dir, 'photos', 'holiday.jpg'), 'not a database');
    await expect(resetDatabase(envFor(`file://${join(dir, 'photos')}`))).rejects.toThrow(/not a PGlite data folder/);
    expect(existsSync(join(dir, 'photos', 'holiday.jpg'))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while a process holds the folder, and resets one a killed server left behind', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-reset-'));
    const url = `file://${join(dir, 'pglite')}`;
    await resetDatabase(envFor(url));
    const held = lockFolder(join(dir, 'pglite'));
    await expect(resetDatabase(envFor(url))).rejects.toThrow(/in use by process/);
    await expect(resetDatabase(envFor(url), { force: true })).rejects.toThrow(ResetRefused);
    held.release();
    // What a killed server leaves: PGlite's pid file, and a lock whose process is gone.
    writeFileSync(join(dir, 'pglite', 'postmaster.pid'), '-42\n');
    writeFileSync(
      join(dir, 'pglite.lock'),
      JSON.stringify({ pid: spawnSync(process.execPath, ['-e', '']).pid, host: hostname(), owner: 'killed', since: '2026-01-01T00:00:00Z', command: 'server' }),
    );
    await resetDatabase(envFor(url));
    expect(existsSync(join(dir, 'pglite', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('has nothing to reset in memory', async () => {
    await expect(resetDatabase(envFor('memory://'))).rejects.toThrow(ResetRefused);
  });
});
