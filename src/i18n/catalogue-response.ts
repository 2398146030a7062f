import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { SHIPPED_LANGUAGES } from '../../contract/languages.ts';
import { CATALOGUES, type Namespace } from './resources.ts';

interface Built {
  body: Uint8Array;
  gzip: Uint8Array;
  etag: string;
}

// The catalogues never change while the server runs: each file is built once per language.
const built = new Map<string, Built>();

/** The shipped language a catalogue folder names (`es`), in lower case only: one address per file. */
const languageOf = (folder: string | undefined) => SHIPPED_LANGUAGES.find((lang) => lang.toLowerCase() === folder);

const buildOnce = (lang: (typeof SHIPPED_LANGUAGES)[number], namespace: Namespace): Built => {
  const key = `${lang} ${namespace}`;
  let entry = built.get(key);
  if (!entry) {
    const body = new TextEncoder().encode(JSON.stringify(CATALOGUES[lang][namespace]));
    entry = { body, gzip: gzipSync(body), etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
    built.set(key, entry);
  }
  return entry;
};

/**
 * `GET /text/<lang>/<namespace>.json`: one catalogue file of a shipped language, as the islands
 * load it (src/i18n/client.ts). The address names the language, so the answer is the same for
 * every reader and shared caches may keep it; each use revalidates (a cheap 304), so a new
 * release's words are never served stale.
 */
export const catalogueResponse = (folder: string | undefined, namespace: string | undefined, request: Request): Response => {
  const lang = languageOf(folder);
  if (!lang || !namespace || !Object.hasOwn(CATALOGUES[lang], namespace))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const { body, gzip, etag } = buildOnce(lang, namespace as Namespace);
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, no-cache',
    Vary: 'Accept-Encoding',
    ETag: etag,
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return new Response(body.slice(), { status: 200, headers });
  headers.set('Content-Encoding', 'gzip');
  return new Response(gzip.slice(), { status: 200, headers });
};
