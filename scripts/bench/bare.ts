import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntilReady, type BenchServer } from './server.ts';

/*
 * The reference of the server-rendering budget: a bare Astro project (scripts/bench/bare, one page,
 * the Node adapter standalone) built with the site's own Astro and served by its own entry, so the
 * site's anonymous `/` is read against what Astro alone does on the same machine in the same run.
 */

const root = join(import.meta.dirname, '..', '..');

export interface BarePage {
  /** The built project's folder, thrown away by `remove`. */
  folder: string;
  remove(): void;
}

const run = (args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The bare Astro build failed (${code}):\n${output}`))));
  });

/**
 * Copies the bare project to a temporary folder and builds it there: its sources stay as they are,
 * and its packages are the repository's (a link to its node_modules), so the Astro is the same.
 */
export const buildBarePage = async (): Promise<BarePage> => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    cpSync(join(import.meta.dirname, 'bare'), folder, { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    await run([join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'], folder);
  } catch (err) {
    remove();
    throw err;
  }
  return { folder, remove };
};

/** `buildBarePage`, or nothing when it fails: the run goes on without the comparison. */
export const buildBarePageUnlessBroken = async (): Promise<BarePage | undefined> => {
  try {
    return await buildBarePage();
  } catch (err) {
    console.error(`The bare Astro page is not compared: ${(err as Error).message}`);
    return undefined;
  }
};

/** Serves the built bare page from its standalone entry on its own port. */
export const startBareServer = async (page: BarePage, port: number): Promise<BenchServer> => {
  const child = spawn(process.execPath, [join(page.folder, 'dist', 'server', 'entry.mjs')], {
    cwd: page.folder,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production', ASTRO_NODE_LOGGING: 'disabled' },
  });
  const base = `http://127.0.0.1:${port}`;
  return waitUntilReady(child, base, '/');
};
