// Serves the built site, building first when the sources changed since the last build.
// Runs on the pinned Node (started through `npm run serve`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'platform', 'contract', 'locales', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** Newest modification time under the build's inputs: a cheap "did anything change". */
const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

const stampFile = join(root, 'dist', '.build-stamp');
const fingerprint = String(Math.max(...SOURCES.map((s) => newestMtime(join(root, s)))));
const built = existsSync(join(root, 'dist', 'server', 'entry.mjs')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;

if (!built) {
  console.log('» Building the site…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const gameClient = spawnSync(process.execPath, [join(root, 'scripts', 'build-game-client.mjs')], { cwd: root, stdio: 'inherit' });
  if (gameClient.status !== 0) process.exit(gameClient.status ?? 1);
  const precompress = spawnSync(process.execPath, [join(root, 'scripts', 'precompress.mjs')], { cwd: root, stdio: 'inherit' });
  if (precompress.status !== 0) process.exit(precompress.status ?? 1);
  writeFileSync(stampFile, fingerprint);
}

process.env.PORT ??= '4321';
process.env.HOST ??= 'localhost';
process.env.NODE_ENV ??= 'production';
// A fresh install shows the agent centre with a team that has played (platform/db/seed/agent-world.ts).
process.env.SEED_AGENT_WORLD ??= '1';
// A local, plain-HTTP run on loopback cannot keep Secure cookies in every browser; anywhere else
// the production default (Secure) stands.
if (/^(localhost|127\.|::1$|\[::1\]$)/.test(process.env.HOST)) process.env.SECURE_COOKIES ??= '0';

// The server itself: listening, booting the platform, and stopping cleanly on Ctrl-C or SIGTERM.
await import('./server.mjs');
