import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPlatformCli } from '../../../platform/cli/run.ts';
import { E2E_OPERATOR_TOKEN } from '../../../playwright.config.ts';

/*
 * The built server as its own process, on an embedded database folder of its own: for the specs
 * about the process itself (one writer per folder, clean stops, crashes), which the shared test
 * servers (on throwaway memory databases) cannot show.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A fresh folder for a site's data (its PGlite folder is `<folder>/pglite`). */
export const dataFolder = () => mkdtempSync(join(tmpdir(), 'e2e-process-'));

export const serverEnv = (data: string, port: number) => ({
  ...process.env,
  SITE_DIST: process.env.E2E_DIST ?? 'dist',
  HOST: '127.0.0.1',
  PORT: String(port),
  OPERATOR_PORT: String(port + 1),
  OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
  DATABASE_URL: `file://${join(data, 'pglite')}`,
  DATA_DIR: data,
  NODE_ENV: 'production' as const,
  SECURE_COOKIES: '0',
});

/** Starts `node scripts/server.mjs`, with `extraEnv` besides; does not wait for it to be ready. */
export const startServer = (data: string, port: number, extraEnv: Record<string, string> = {}): ServerProcess => {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'server.mjs')], {
    cwd: ROOT,
    env: { ...serverEnv(data, port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
};

/** Waits until the server says it is ready (it boots the platform first), or fails with its output. */
export const ready = async (server: ServerProcess, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('» Ready:')) {
    if (server.child.exitCode !== null) throw new Error(`The server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`The server was not ready in ${timeoutMs / 1000} s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
};

/** Runs the operator CLI on the same data folder, as an operator would (through the server when one answers). */
export const platformCliOn = async (data: string, port: number, ...args: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runPlatformCli(args, { env: serverEnv(data, port), out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
};
