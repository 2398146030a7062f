// The production server: the built site on one HTTP server that stops cleanly.
// `node scripts/server.mjs` (npm start builds first, then runs this). SITE_DIST names another
// build folder (default dist). Runs on the pinned Node.
//
// On SIGINT (Ctrl-C) or SIGTERM it stops accepting connections, lets the requests in flight finish
// (at most SHUTDOWN_GRACE_MS, default 10 s), then stops the embedded platform: its scheduled jobs,
// its operator API and its database, which leaves an embedded folder unlocked and without
// PGlite's postmaster.pid. A second signal stops at once.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { precompressedAssets } from './precompressed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.env.SITE_DIST ?? 'dist');
const entry = join(dist, 'server', 'entry.mjs');

/** What the embedded platform leaves on globalThis for this file to stop it (platform/runtime.ts). */
const PLATFORM_SHUTDOWN = Symbol.for('betplay.platform.shutdown');
/**
 * What the site leaves on globalThis once its first request has loaded it (src/gateway/node-api.ts):
 * the platform calls, answered by the gateway without Astro's page pipeline. It says whether it
 * took the request; the site's handler answers everything else, and every call before it is there.
 */
const API_CALLS = Symbol.for('betplay.gateway.apiCalls');

process.env.PORT ??= '4321';
process.env.HOST ??= 'localhost';
process.env.NODE_ENV ??= 'production';
// This file owns the HTTP server; the adapter hands over its request handler instead of listening.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const { handler } = await import(pathToFileURL(entry).href);
/*
 * Every response that gains from it goes out compressed: the build's scripts and stylesheets from
 * their brotli or gzip copies, made once at build time; pages, fragments, JSON and other text of
 * 1 KB or more compressed as they are sent, for members as for visitors. A response that is
 * compressed already (the page cache keeps anonymous pages gzipped) is left as it is.
 */
const precompressed = precompressedAssets(join(dist, 'client'));
const compress = compression({ threshold: 1024 });
const site = (req, res) => {
  if (precompressed(req, res)) return;
  compress(req, res, () => {
    if (!globalThis[API_CALLS]?.(req, res)) handler(req, res);
  });
};
const server =
  process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH
    ? https.createServer({ cert: readFileSync(process.env.SERVER_CERT_PATH), key: readFileSync(process.env.SERVER_KEY_PATH) }, site)
    : http.createServer(site);

const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
let stopping = false;

const stop = async (signal) => {
  if (stopping) {
    console.error(`» ${signal} again: stopping now, without waiting.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`» ${signal}: no new connections; finishing the requests in flight (at most ${graceMs / 1000} s)…`);
  const closed = new Promise((done) => server.close(() => done()));
  server.closeIdleConnections();
  const cutoff = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(cutoff);
  try {
    await globalThis[PLATFORM_SHUTDOWN]?.();
    console.log('» Stopped.');
    process.exit(0);
  } catch (err) {
    console.error('» The platform did not stop cleanly:', err);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await new Promise((listening, failed) => {
  server.once('error', failed);
  server.listen(Number(process.env.PORT), process.env.HOST, () => listening());
});

// Boot the embedded platform (migrations, first-run seed, operator API) before the first visitor.
const base = `${server instanceof https.Server ? 'https' : 'http'}://${process.env.HOST}:${process.env.PORT}`;
const res = await fetch(`${base}/wps/system/status`).catch((err) => ({ ok: false, status: String(err) }));
console.log(res.ok ? `» Ready: ${base}` : `» The site answered ${res.status} at start; see the log above.`);
