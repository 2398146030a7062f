// The build's precompressed assets (scripts/precompress.mjs), sent as the browser asks for them.
import { existsSync, readdirSync, statSync, createReadStream } from 'node:fs';
import { join } from 'node:path';
import Negotiator from 'negotiator';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
/** The extension each encoding's copy has, in the order the server prefers them. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * A request handler for `<clientDir>/_astro`: a GET or HEAD of an asset with a compressed copy the
 * browser accepts gets that copy, with its encoding, type and length, `Vary: Accept-Encoding`, and
 * a year's immutable caching (the names carry their content's hash). Returns false, having sent
 * nothing, for everything else: the site's own handler then answers, uncompressed or compressed
 * per request.
 */
export const precompressedAssets = (clientDir) => {
  const dir = join(clientDir, '_astro');
  /** `/_astro/<name>` → the encodings it has a copy in. */
  const copies = new Map();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      const type = TYPES[name.slice(name.lastIndexOf('.'))];
      if (!type) continue;
      const encodings = COPIES.filter(([, ext]) => existsSync(join(dir, name + ext))).map(([encoding]) => encoding);
      if (encodings.length) copies.set(`/_astro/${name}`, { name, type, encodings });
    }
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '').split(/[?#]/, 1)[0];
    const asset = copies.get(path);
    if (!asset) return false;
    const encoding = new Negotiator(req).encoding(
      asset.encodings,
      COPIES.map(([e]) => e),
    );
    if (!encoding || encoding === 'identity') return false;
    const file = join(dir, asset.name + COPIES.find(([e]) => e === encoding)[1]);
    res.statusCode = 200;
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', statSync(file).size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
};
