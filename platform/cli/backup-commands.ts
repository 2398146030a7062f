import { resolve } from 'node:path';
import { restoreBackup } from '../db/backup.ts';
import { backupInputSchema } from '../operator/operations.ts';
import { define, valid, type Command } from './command.ts';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Backups of an embedded (PGlite) database; PostgreSQL uses pg_dump and pg_restore. */
export const BACKUP_COMMANDS: readonly Command[] = [
  define({
    words: ['backup'],
    args: ['<file>'],
    summary: 'Write a snapshot of the embedded database to a new file (a running server writes it without stopping).',
    example: 'backup backups/site-2026-11-24.tar.gz',
    parse: ([file]) => valid(backupInputSchema, { file: resolve(file!) }),
    run: (ops, input) => ops.backup(input),
    render: (r) => `Backed up to ${r.file} (${megabytes(r.bytes)}).`,
  }),
  define({
    words: ['restore'],
    args: ['<file>'],
    summary: 'Put a backup back in place of the embedded database. Stop the server first; the replaced folder is kept beside it.',
    example: 'restore backups/site-2026-11-24.tar.gz',
    parse: ([file]) => valid(backupInputSchema, { file: resolve(file!) }),
    run: () => Promise.reject(new Error('restore runs only with no server on the database')),
    offline: (env, input) => restoreBackup(env.DATABASE_URL, input.file),
    render: (r) =>
      [`Restored ${r.file} into ${r.folder}.`, r.previous ? `The folder it replaced is at ${r.previous}; delete it once the site is checked.` : null]
        .filter(Boolean)
        .join('\n'),
  }),
];
