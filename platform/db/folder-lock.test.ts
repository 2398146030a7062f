import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLocked, lockFolder } from './folder-lock.ts';
import { openDatabase } from './index.ts';

const LOCK_MODULE = fileURLToPath(new URL('./folder-lock.ts', import.meta.url));

/** Another process that takes the folder's lock and keeps it until it is killed. */
const holdInChild = async (folder: string): Promise<ChildProcess> => {
  const script = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { m.lockFolder(${JSON.stringify(folder)}); console.log('held'); setInterval(() => {}, 60000); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
};

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the lock of an embedded database folder', () => {
  const made: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'folder-lock-'));
    made.push(dir);
    return join(dir, 'pglite');
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder in the same process, and passes on once released', () => {
    const dir = folder();
    const lock = lockFolder(dir);
    expect(() => lockFolder(dir)).toThrow(FolderLocked);
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockFolder(dir).release();
  });

  it('refuses while another process holds the folder, naming it, and takes over once that process is killed', async () => {
    const dir = folder();
    const child = await holdInChild(dir);
    try {
      let refusal: unknown;
      try {
        lockFolder(dir);
      } catch (err) {
        refusal = err;
      }
      expect(refusal).toBeInstanceOf(FolderLocked);
      expect((refusal as FolderLocked).holder?.pid).toBe(child.pid);
      expect((refusal as Error).message).toContain(`process ${child.pid}`);
      expect((refusal as Error).message).toContain('DATABASE_URL=postgres://');
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // Killed, it could not give the lock back: the lock is stale, and taken over at once.
    const lock = lockFolder(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), host: hostname(), owner: 'gone', since: '2026-01-01T00:00:00Z', command: 'old server' }));
    lockFolder(dir).release();
  });

  it('takes over a lock left by an earlier process with this same pid (a container restarted)', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), owner: 'earlier life', since: '2026-01-01T00:00:00Z', command: 'old' }));
    lockFolder(dir).release();
  });

  it('does not guess about a lock it cannot read, or one held on another host', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, 'garbage');
    expect(() => lockFolder(dir)).toThrow(/cannot be read/);
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: deadPid(), host: `not-${hostname()}`, owner: 'x', since: '2026-01-01T00:00:00Z', command: 'far server' }),
    );
    expect(() => lockFolder(dir)).toThrow(FolderLocked);
  });

  it('is taken by openDatabase for a file:// folder and given back on close', async () => {
    const dir = folder();
    const url = `file://${dir}`;
    const first = await openDatabase(url);
    await expect(openDatabase(url)).rejects.toThrow(FolderLocked);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase(url);
    await again.close();
  });
});
