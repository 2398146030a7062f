import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { isTextBundleName, TEXT_BUNDLES, type TextBundleName } from '../../i18n/text-bundles.ts';

export const prerender = false;

interface Built {
  body: string;
  etag: string;
}

// The catalogues never change while the server runs: each bundle is built once per language.
const built = new Map<string, Built>();
const buildOnce = (name: TextBundleName, lang: ShippedLanguage, translate: Parameters<(typeof TEXT_BUNDLES)[TextBundleName]>[0]): Built => {
  const key = `${name} ${lang}`;
  let entry = built.get(key);
  if (!entry) {
    const body = JSON.stringify(TEXT_BUNDLES[name](translate));
    entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
    built.set(key, entry);
  }
  return entry;
};

/** `GET /text/<bundle>.json`: a bundle of translated words in the visitor's language (lang cookie). */
export const GET: APIRoute = ({ params, locals, request }) => {
  if (!isTextBundleName(params.bundle)) return new Response('Not found', { status: 404 });
  const { body, etag } = buildOnce(params.bundle, locals.lang, locals.t);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    // The language comes from a cookie, so the answer is the reader's own; a revalidation is cheap.
    'Cache-Control': 'private, no-cache',
    Vary: 'Cookie',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
};
