import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../core/logger.ts';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { serveOperatorApi, startOperatorApi, type OperatorApi } from './server.ts';

describe('operator API listener', () => {
  let t: TestPlatform;
  let api: OperatorApi;
  const dataDir = mkdtempSync(join(tmpdir(), 'operator-server-'));

  beforeAll(async () => {
    t = await createTestPlatform('pglite', { OPERATOR_PORT: '0', DATA_DIR: dataDir });
    api = await startOperatorApi(t.platform);
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('listens on loopback with the token it wrote to the data folder', async () => {
    const token = readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
    const url = `http://127.0.0.1:${api.port}/maintenance`;
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(await res.json()).toEqual({ success: true, value: { enabled: false, end: null, message: null } });
  });

  it('fails to start on a port in use, and the server process only warns', async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const busy = { ...t.platform, log, env: { ...t.platform.env, OPERATOR_PORT: api.port } };
    await expect(startOperatorApi(busy)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await serveOperatorApi(busy)).toBeNull();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 'warn',
        port: api.port,
        reason: `port ${api.port} on 127.0.0.1 is in use`,
        msg: expect.stringMatching(/keeps serving/),
      }),
    ]);
  });

  it('stops listening when closed', async () => {
    const other = await startOperatorApi(t.platform);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${other.port}/maintenance`)).rejects.toThrow();
  });
});
