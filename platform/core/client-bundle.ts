import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/*
 * Bundles the browser files of a page server of the platform (the game server, the payment
 * provider) with esbuild, minified, into memory, and writes them with their manifest into a built
 * server. Without a build (tests, development) a server bundles once on first use; both take this
 * one path, so both serve the same bytes.
 */

export interface ClientSources<F extends string> {
  /** The folder the sources are relative to. */
  dir: string;
  /** The file names served, e.g. `slot.js`, `slot.css`. */
  files: readonly F[];
  /** The source of each served file. */
  sources: Readonly<Record<F, string>>;
  /** The served name of a file: its name with a hash of its body. */
  hashedName(file: F, body: string): string;
}

export interface BundledFile<F extends string> {
  file: F;
  name: string;
  body: string;
}

export const bundleClient = async <F extends string>(client: ClientSources<F>): Promise<BundledFile<F>[]> => {
  const result = await build({
    absWorkingDir: client.dir,
    entryPoints: client.files.map((file) => ({ in: client.sources[file], out: file.replace(/\.(js|css)$/, '') })),
    outdir: 'out',
    bundle: true,
    minify: true,
    // Classic deferred scripts: each page runs one file, with nothing to share at run time.
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return client.files.map((file) => {
    const output = result.outputFiles.find((o) => basename(o.path) === file);
    if (!output) throw new Error(`esbuild wrote no ${file}`);
    return { file, name: client.hashedName(file, output.text), body: output.text };
  });
};

/** Writes the bundled files, and their manifest (`{ "slot.js": "slot.<hash>.js", … }`), into `target`. */
export const writeClient = async <F extends string>(client: ClientSources<F>, target: string, manifestName: string): Promise<BundledFile<F>[]> => {
  const files = await bundleClient(client);
  await mkdir(target, { recursive: true });
  await Promise.all(files.map((f) => writeFile(join(target, f.name), f.body)));
  const manifest = Object.fromEntries(files.map((f) => [f.file, f.name]));
  await writeFile(join(target, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
};
