import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

/** Starts the built server on its own port and database, and waits until the platform answers. */
export const startServer = async (port: number, databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<BenchServer> => {
  const entry = join(root, 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first.');
  // With the Node flags `npm start` gives the server (package.json's `serve`).
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=64', join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      OPERATOR_PORT: String(port + 1),
      OPERATOR_TOKEN: 'bench-operator-token-0123456789abcdef01234',
      NODE_ENV: 'production',
      SECURE_COOKIES: '0',
      ...extraEnv,
    },
  });
  return waitUntilReady(child, `http://127.0.0.1:${port}`, '/wps/system/status');
};

/** Waits until `path` answers 200 (at most 120 s); the server is stopped with SIGTERM. */
export const waitUntilReady = async (child: ChildProcess, base: string, path: string): Promise<BenchServer> => {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ready = await fetch(`${base}${path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
