// The two README commands start here: `npm start` and `npm test`.
//
// This file runs on whatever Node the machine has (it may be older than the pinned one), so it
// uses only long-standing Node APIs. It installs what is missing, then hands over to npm scripts,
// which run on the pinned Node from node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from './test-run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

/** Installs npm packages when node_modules is missing or older than the lockfile. */
const ensurePackages = () => {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.bootstrap-lock-hash');
  const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
  const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (want === have && existsSync(join(root, 'node_modules', '.bin', 'node'))) return;
  // `npm install` rather than `npm ci`: it follows the lockfile all the same, and does not refuse
  // a lockfile that lacks optional binaries for other platforms that the registry does not serve.
  console.log('» Installing npm packages…');
  if (run(npm, ['install', '--no-audit', '--no-fund']) !== 0) process.exit(1);
  writeFileSync(stamp, want);
};

/**
 * Browser tests run in Debian's Chromium: its headless shell, which the tests prefer for speed, and
 * the full browser; and libfaketime, which starts a server a day later for the contracts' settlement
 * spec. Installs what is missing when we may, explains when we may not.
 */
const BROWSER_PACKAGES = [
  ['chromium', '/usr/bin/chromium'],
  ['chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
  ['faketime', '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'],
];

const ensureChromium = () => {
  const ownBrowser = Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH));
  const missing = BROWSER_PACKAGES.filter(([name, path]) => !existsSync(path) && !(ownBrowser && name.startsWith('chromium'))).map(([name]) => name);
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing Debian packages for the browser tests: run \`sudo apt-get install -y ${missing.join(' ')}\` (or set CHROMIUM_PATH), then \`npm test\` again.`,
    );
    process.exit(1);
  }
  console.log(`» Installing ${missing.join(' and ')} from Debian for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', ...missing], { env }) !== 0) {
    console.error(`Could not install ${missing.join(' ')} with apt-get.`);
    process.exit(1);
  }
};

const command = process.argv[2];
ensurePackages();
if (command === 'start') {
  process.exit(run(npm, ['run', '--silent', 'serve']));
} else if (command === 'test') {
  ensureChromium();
  process.exit(await runTests(root));
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
