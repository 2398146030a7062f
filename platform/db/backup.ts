import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { FolderLocked, lockFolder } from './folder-lock.ts';
import { pgliteFolderOf, usePglite, type Database } from './index.ts';

/*
 * Backups of an embedded (PGlite) database: a gzip tarball of its data folder, taken from the
 * running server between two queries after a checkpoint, and put back with the server stopped.
 * PostgreSQL has its own tools (pg_dump, pg_restore; see the README).
 */

/** A backup or restore that would be wrong; the message tells the operator what to do instead. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export interface BackupReport {
  file: string;
  bytes: number;
}

const POSTGRES_HINT = 'For PostgreSQL, use pg_dump and pg_restore (the README gives the commands).';

/** Writes a snapshot of the open database to a new file; an existing file is never overwritten. */
export const writeBackup = async (database: Database, file: string): Promise<BackupReport> => {
  if (!database.snapshot) throw new BackupRefused(`This database is not an embedded one. ${POSTGRES_HINT}`);
  const target = resolve(file);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists; name a new file.`);
  mkdirSync(dirname(target), { recursive: true });
  const bytes = await database.snapshot();
  // Written aside, then linked into place: a crash leaves no half file under the backup's name,
  // and a file that appeared meanwhile is not replaced.
  const partial = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
  await writeFile(partial, bytes, { mode: 0o600 });
  try {
    await link(partial, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupRefused(`${target} already exists; name a new file.`);
    throw err;
  } finally {
    await unlink(partial).catch(() => {});
  }
  return { file: target, bytes: bytes.length };
};

export interface RestoreReport {
  file: string;
  folder: string;
  /** Where the folder that was replaced now is; delete it once the restored site is checked. */
  previous: string | null;
}

/**
 * Puts a backup back in place of the embedded folder of `url`. Only with no process on the folder
 * (it takes the folder's lock). The backup is opened and migrated in a folder of its own first;
 * only then does it replace the current folder, which is kept beside it.
 */
export const restoreBackup = async (url: string, file: string, now = new Date()): Promise<RestoreReport> => {
  if (!url.startsWith('file://')) throw new BackupRefused(`DATABASE_URL is not an embedded database. ${POSTGRES_HINT}`);
  const source = resolve(file);
  const size = await stat(source).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );
  if (size <= 0) throw new BackupRefused(`${source} is not a backup file.`);
  const folder = pgliteFolderOf(url);
  mkdirSync(dirname(folder), { recursive: true });
  let lock;
  try {
    lock = lockFolder(folder);
  } catch (err) {
    if (err instanceof FolderLocked) throw new BackupRefused(`${err.message} Stop the server before restoring.`);
    throw err;
  }
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const incoming = `${folder}.restoring-${stamp}`;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const blob = new Blob([await readFile(source)]);
    let client;
    try {
      client = await PGlite.create(incoming, { loadDataDir: blob });
      // A backup from an older version takes the migrations of this one.
      const database = await usePglite(client);
      await database.close();
    } catch (err) {
      await client?.close().catch(() => {});
      throw new BackupRefused(`${source} could not be opened as a backup of this site (${(err as Error).message}).`);
    }
    const previous = existsSync(folder) ? `${folder}.before-restore-${stamp}` : null;
    if (previous) renameSync(folder, previous);
    renameSync(incoming, folder);
    return { file: source, folder, previous };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    lock.release();
  }
};
