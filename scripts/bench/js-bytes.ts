import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

export interface JsBytes {
  route: string;
  files: number;
  /** Bytes as they came over the wire (Content-Encoding applied, headers left out), inline scripts as written in the page. */
  encoded: number;
  /** The same scripts decoded. */
  raw: number;
  gzip: number;
}

const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const openBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });

/**
 * Every JavaScript byte a route makes a real browser fetch before any interaction: the page is
 * loaded in a desktop viewport and left alone until the network has been quiet, so scripts that
 * load on idle or when visible count, and those that wait for a click do not. `encoded` is what the
 * browser received; `gzip` is computed here, the same way for every route, whatever the server
 * sends, for the budget of ARCHITECTURE.md, which is written in gzip bytes.
 */
export const measureRoute = async (browser: Browser, base: string, route: string, cookie?: string): Promise<JsBytes> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  const scripts: Promise<Buffer>[] = [];
  const received: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body());
    received.push(
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    );
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  const wire = await Promise.all(received);
  const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').filter((s) => s.trim()));
  await context.close();
  const all = [...bodies, ...inline.map((s) => Buffer.from(s))];
  return {
    route,
    files: bodies.length,
    encoded: wire.reduce((sum, n) => sum + n, 0) + inline.reduce((sum, s) => sum + Buffer.byteLength(s), 0),
    raw: all.reduce((sum, b) => sum + b.length, 0),
    gzip: all.reduce((sum, b) => sum + gzipSync(b).length, 0),
  };
};
