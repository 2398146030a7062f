import { randomUUID } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';

/*
 * One process at a time on an embedded (PGlite) database folder. Two processes on one folder give
 * one wallet two balances while both run, and a folder that never opens again once both stop; so
 * whoever opens a folder (server, CLI, db:reset, tests) takes this lock first.
 *
 * The lock is a file beside the folder (`<folder>.lock`), created exclusively, that names its
 * holder. A holder whose process is gone (killed, crashed) is stale, and the next opener takes the
 * lock over at once; a live holder makes the next opener stop with FolderLocked.
 */

const holderSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  /** Tells this process's own lock from a lock left by an earlier process that had the same pid. */
  owner: z.string(),
  since: z.string(),
  command: z.string(),
});
export type LockHolder = z.infer<typeof holderSchema>;

/** This process's mark in the locks it writes. */
const OWNER = randomUUID();

export class FolderLocked extends Error {
  override name = 'FolderLocked';
  readonly folder: string;
  readonly holder: LockHolder | null;
  constructor(folder: string, holder: LockHolder | null) {
    super(
      holder
        ? `The database folder ${folder} is in use by process ${holder.pid} on ${holder.host} (${holder.command}), since ${holder.since}. ` +
            'Only one process may open an embedded database: stop that process first, or use PostgreSQL (DATABASE_URL=postgres://…) to run several servers.'
        : `The database folder ${folder} is locked (${folder}.lock), and its holder cannot be read. ` +
            'If no process uses the folder, delete that file; to run several servers, use PostgreSQL (DATABASE_URL=postgres://…).',
    );
    this.folder = folder;
    this.holder = holder;
  }
}

export interface FolderLock {
  readonly path: string;
  /** Gives the lock up; a no-op when it was already given up or taken over. */
  release(): void;
}

const readHolder = (path: string): LockHolder | null => {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const processExists = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether a holder may still be using the folder. A lock from another host cannot be checked, so it counts as live. */
const isLive = (holder: LockHolder): boolean => {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return holder.owner === OWNER;
  return processExists(holder.pid);
};

const tryCreate = (path: string, holder: LockHolder): boolean => {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
};

/**
 * Moves a stale lock aside. Renaming is atomic, so of two processes that both found it stale only
 * one moves it; if what was moved turns out to be a fresh lock another process took in between,
 * it is put back (a hard link fails rather than overwrite a newer one).
 */
const clearStale = (path: string, stale: LockHolder | null) => {
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readHolder(aside);
  if (moved && stale && moved.owner !== stale.owner) {
    try {
      linkSync(aside, path);
    } catch {
      // A third process holds the lock by now; it stays theirs.
    }
  }
  unlinkSync(aside);
};

/** Takes the lock of an embedded database folder, or throws FolderLocked naming the live holder. */
export const lockFolder = (folder: string): FolderLock => {
  const path = `${folder}.lock`;
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    owner: OWNER,
    since: new Date().toISOString(),
    command: process.argv.slice(1, 3).join(' ') || process.argv0,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, mine)) {
      let held = true;
      return {
        path,
        release() {
          if (!held) return;
          held = false;
          if (readHolder(path)?.owner === OWNER) unlinkSync(path);
        },
      };
    }
    const holder = readHolder(path);
    // A file being written this instant reads as empty: look again before calling it unreadable.
    if (holder === null && attempt === 0) continue;
    if (holder && isLive(holder)) throw new FolderLocked(folder, holder);
    if (holder === null) throw new FolderLocked(folder, null);
    clearStale(path, holder);
  }
  throw new FolderLocked(folder, readHolder(path));
};
