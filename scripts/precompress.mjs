// `node scripts/precompress.mjs [outDir]`, after `astro build`: writes a brotli (.br, quality 11)
// and a gzip (.gz, level 9) copy beside each hashed script, stylesheet and SVG of the build
// (`<outDir>/client/_astro`), so the server sends them compressed without compressing per
// request (scripts/precompressed.mjs). A copy that saves nothing is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRECOMPRESSED_TYPES = /\.(?:js|mjs|css|svg|json)$/;

const outDir = resolve(process.argv[2] ?? 'dist');
const assets = join(outDir, 'client', '_astro');
let raw = 0;
let brotli = 0;
for (const name of readdirSync(assets)) {
  if (!PRECOMPRESSED_TYPES.test(name)) continue;
  const file = join(assets, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  raw += body.length;
  brotli += Math.min(br.length, body.length);
}
console.log(`» precompressed ${assets}: ${raw} bytes, ${brotli} as brotli`);
