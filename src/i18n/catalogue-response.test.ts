import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogueResponse } from './catalogue-response.ts';
import { CATALOGUES } from './resources.ts';

const get = (headers: Record<string, string> = {}) => new Request('http://site.test/text/en/login.json', { headers });

describe('the catalogue files of the islands', () => {
  it('serves a namespace of a shipped language, the same to every reader', async () => {
    const response = catalogueResponse('en', 'login', get());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(CATALOGUES.EN.login);
  });

  it('compresses for a reader that accepts it, and answers a known version with 304', async () => {
    const packed = catalogueResponse('es', 'errors', get({ 'accept-encoding': 'gzip, br' }));
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(new Uint8Array(await packed.arrayBuffer())).toString('utf8'))).toEqual(CATALOGUES.ES.errors);
    const again = catalogueResponse('es', 'errors', get({ 'if-none-match': packed.headers.get('etag')! }));
    expect(again.status).toBe(304);
    expect(catalogueResponse('en', 'errors', get()).headers.get('etag')).not.toBe(packed.headers.get('etag'));
  });

  it('knows only shipped languages and namespaces, by their folder and file names', () => {
    for (const [lang, namespace] of [
      ['fr', 'login'],
      ['ES', 'login'],
      ['es', 'nothing'],
      ['es', 'constructor'],
      ['es', '../../package'],
      [undefined, 'login'],
      ['es', undefined],
    ]) {
      expect(catalogueResponse(lang, namespace, get()).status, `${lang}/${namespace}`).toBe(404);
    }
  });
});
