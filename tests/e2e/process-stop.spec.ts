import { existsSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { dataFolder, platformCliOn, ready, startServer } from './support/server-process.ts';

/*
 * The server as a process on an embedded database (issue: durability): a second server on the same
 * folder stops at once and harms nothing; Ctrl-C and SIGTERM let the request in flight finish,
 * then leave the folder unlocked, so the operator CLI and the next start open it.
 */

const PORT = Number(process.env.E2E_PORT ?? 4390) + 20;

test.describe.configure({ timeout: 240_000 });

test('one server per data folder, and a clean stop that leaves the folder ready for the next', async () => {
  const data = dataFolder();
  const first = await ready(startServer(data, PORT));
  try {
    // A second server on the same folder (another port) explains and leaves.
    const second = startServer(data, PORT + 2);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    expect(second.output()).toContain('DATABASE_URL=postgres://');
    expect((await fetch(`${first.base}/wps/system/status`)).status).toBe(200);

    // An operator change through the running server.
    const on = await platformCliOn(data, PORT, 'maintenance', 'on', '--message', 'Back soon');
    expect(on.code, on.stderr).toBe(0);
    expect(on.stderr).not.toContain('No server answers');

    // The probes answer for the process even in maintenance, and are never cached.
    const live = await fetch(`${first.base}/healthz`);
    expect([live.status, live.headers.get('cache-control'), await live.text()]).toEqual([200, 'no-store', 'ok\n']);
    const readiness = await fetch(`${first.base}/readyz`);
    expect(readiness.status).toBe(200);
    expect(readiness.headers.get('cache-control')).toBe('no-store');
    expect(await readiness.json()).toMatchObject({ ready: true, database: true });

    // A request in flight when the stop comes: its body is still arriving.
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${first.base}/wps/feedback`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Origin: first.base } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"type":');
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end('1}'), 1_000);
      }, 300);
    });
    // The request got its answer (a refusal of its content, not a cut connection).
    expect(await inFlight).toBeGreaterThanOrEqual(400);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('» Stopped.');
    expect(existsSync(join(data, 'pglite', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(data, 'pglite.lock'))).toBe(false);

    // With no server, the CLI opens the folder itself.
    const status = await platformCliOn(data, PORT, 'maintenance', 'status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stderr).toContain('working on the database directly');
    expect(status.stdout).toContain('Message: Back soon');
    expect(existsSync(join(data, 'pglite.lock'))).toBe(false);

    // And the next start opens it too, with the change kept; Ctrl-C stops it the same way.
    const again = await ready(startServer(data, PORT));
    const answer = (await (await fetch(`${again.base}/wps/system/status`)).json()) as { value: { maintenance?: unknown } };
    expect(JSON.stringify(answer)).toContain('Back soon');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    expect(existsSync(join(data, 'pglite', 'postmaster.pid'))).toBe(false);
  } finally {
    first.child.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  }
});
