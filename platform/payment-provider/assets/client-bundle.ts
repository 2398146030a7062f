import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { BUILT_FOLDER, hashedName, MANIFEST_NAME, PROVIDER_CLIENT_FILES, PROVIDER_CLIENT_SOURCES, type BuiltFile } from './asset-names.ts';

/*
 * Bundles the checkout page's script and stylesheet with esbuild, minified, into memory. The build
 * writes them into the built server; without a build (tests, development) the server bundles once
 * on first use. Both take this path, so both serve the same bytes.
 */
export const bundleProviderClient = async (providerDir: string): Promise<BuiltFile[]> => {
  const result = await build({
    absWorkingDir: providerDir,
    entryPoints: PROVIDER_CLIENT_FILES.map((file) => ({ in: PROVIDER_CLIENT_SOURCES[file], out: file.replace(/\.(js|css)$/, '') })),
    outdir: 'out',
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return PROVIDER_CLIENT_FILES.map((file) => {
    const output = result.outputFiles.find((o) => basename(o.path) === file);
    if (!output) throw new Error(`esbuild wrote no ${file}`);
    return { file, name: hashedName(file, output.text), body: output.text };
  });
};

/** Writes the bundled files and their manifest into a built server's folder. */
export const writeProviderClient = async (providerDir: string, serverDir: string): Promise<BuiltFile[]> => {
  const files = await bundleProviderClient(providerDir);
  const target = join(serverDir, BUILT_FOLDER);
  await mkdir(target, { recursive: true });
  await Promise.all(files.map((f) => writeFile(join(target, f.name), f.body)));
  await writeFile(join(target, MANIFEST_NAME), `${JSON.stringify(Object.fromEntries(files.map((f) => [f.file, f.name])), null, 2)}\n`);
  return files;
};
