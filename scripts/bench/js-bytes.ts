import { gzipSync } from 'node:zlib';

export interface JsBytes {
  route: string;
  files: number;
  raw: number;
  gzip: number;
}

const SCRIPT_SRC = /<script[^>]*\bsrc="([^"]+)"/g;
const ISLAND_URLS = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
// Static and dynamic imports inside a module; the islands' chunks load without any interaction.
const IMPORTS = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.m?js)["']|import\(\s*["']([^"']+\.m?js)["']\s*\)/g;

/** Every JavaScript byte a route makes the browser fetch or run before any interaction. */
export const measureRoute = async (base: string, route: string, headers: Record<string, string> = {}): Promise<JsBytes> => {
  const html = await (await fetch(base + route, { headers })).text();
  const pending = new Set<string>();
  for (const m of html.matchAll(SCRIPT_SRC)) pending.add(new URL(m[1]!, base + route).pathname);
  for (const m of html.matchAll(ISLAND_URLS)) pending.add(new URL(m[1]!.replaceAll('&amp;', '&'), base + route).pathname);
  let raw = 0;
  let gzip = 0;
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const body = m[1] ?? '';
    if (!body.trim()) continue;
    raw += Buffer.byteLength(body);
    gzip += gzipSync(body).length;
  }
  const seen = new Set<string>();
  while (pending.size) {
    const [path] = pending;
    pending.delete(path!);
    if (seen.has(path!)) continue;
    seen.add(path!);
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${route}: ${path} answered ${res.status}`);
    const body = await res.text();
    raw += Buffer.byteLength(body);
    gzip += gzipSync(body).length;
    for (const m of body.matchAll(IMPORTS)) pending.add(new URL(m[1] ?? m[2]!, base + path).pathname);
  }
  return { route, files: seen.size, raw, gzip };
};
