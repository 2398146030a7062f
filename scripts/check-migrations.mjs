// The Drizzle schema and the committed migrations agree: drizzle-kit, run against a copy of the
// migrations folder, must find nothing to generate. A schema change without its migration fails.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const migrations = join(root, 'platform', 'db', 'migrations');
const copy = mkdtempSync(join(tmpdir(), 'migrations-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = readdirSync(copy).length;
  // drizzle-kit reads --out relative to the working folder.
  const out = relative(root, copy);
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './platform/db/schema/index.ts', '--out', out], {
    cwd: root,
    encoding: 'utf8',
  });
  // drizzle-kit can print an error and still exit 0.
  if (run.status !== 0 || /\bError\b|ENOENT/.test(`${run.stdout}${run.stderr}`)) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  const added = readdirSync(copy).filter((f) => f.endsWith('.sql')).length - readdirSync(migrations).filter((f) => f.endsWith('.sql')).length;
  if (added !== 0 || readdirSync(copy).length !== before) {
    console.error('The Drizzle schema has changes that no migration holds: run `npm run db:generate` and commit the migration.');
    process.exit(1);
  }
  console.log('Schema and migrations agree.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
