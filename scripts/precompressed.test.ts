import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed.mjs';

const SCRIPT = Buffer.from(`export const greet = () => '${'hola '.repeat(400)}';\n`);

describe('precompressed assets', () => {
  let dir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'app.Ab12.js'), SCRIPT);
    writeFileSync(join(dir, '_astro', 'app.Ab12.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, '_astro', 'app.Ab12.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dir, '_astro', 'plain.Cd34.js'), SCRIPT);
    const send = precompressedAssets(dir);
    server = http.createServer((req, res) => {
      if (!send(req, res)) res.end('site');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A raw request, so that nothing decodes the body on the way. */
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((done, failed) => {
      const req = http.request(
        { host: '127.0.0.1', port: new URL(base).port, path, method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', failed);
      req.end();
    });

  it('sends the brotli copy to a browser that takes brotli, cached for good', async () => {
    const answer = await get('/_astro/app.Ab12.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(answer.body.length),
    });
    expect(brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip copy when brotli is not taken', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const answer = await get('/_astro/app.Ab12.js?v=1', accept);
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).equals(SCRIPT)).toBe(true);
    }
  });

  it('answers a HEAD with the headers alone', async () => {
    const answer = await get('/_astro/app.Ab12.js', 'br', 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('leaves to the site what it has no copy for, or what the browser would not take', async () => {
    expect((await get('/_astro/app.Ab12.js')).body.toString()).toBe('site');
    expect((await get('/_astro/app.Ab12.js', 'identity')).body.toString()).toBe('site');
    expect((await get('/_astro/plain.Cd34.js', 'br')).body.toString()).toBe('site');
    expect((await get('/_astro/../_astro/app.Ab12.js', 'br')).body.toString()).toBe('site');
    expect((await get('/_astro/app.Ab12.js', 'br', 'POST')).body.toString()).toBe('site');
  });
});
