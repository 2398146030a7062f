import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { BUILT_FOLDER, GAME_CLIENT_FILES, GAME_CLIENT_SOURCES, hashedName, MANIFEST_NAME, type BuiltFile } from './asset-names.ts';

/*
 * Bundles the game pages' scripts (TypeScript modules) and stylesheets with esbuild, minified, into
 * memory. The build writes the result into the built server; without a build (tests, development)
 * the server bundles once on first use. Both take this one path, so both serve the same bytes.
 */
export const bundleGameClient = async (gameServerDir: string): Promise<BuiltFile[]> => {
  const result = await build({
    absWorkingDir: gameServerDir,
    entryPoints: GAME_CLIENT_FILES.map((file) => ({ in: GAME_CLIENT_SOURCES[file], out: file.replace(/\.(js|css)$/, '') })),
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
  return GAME_CLIENT_FILES.map((file) => {
    const output = result.outputFiles.find((o) => basename(o.path) === file);
    if (!output) throw new Error(`esbuild wrote no ${file}`);
    return { file, name: hashedName(file, output.text), body: output.text };
  });
};

/** Writes the bundled files and their manifest (`{ "slot.js": "slot.<hash>.js", … }`) into a built server's folder. */
export const writeGameClient = async (gameServerDir: string, serverDir: string): Promise<BuiltFile[]> => {
  const files = await bundleGameClient(gameServerDir);
  const target = join(serverDir, BUILT_FOLDER);
  await mkdir(target, { recursive: true });
  await Promise.all(files.map((f) => writeFile(join(target, f.name), f.body)));
  const manifest = Object.fromEntries(files.map((f) => [f.file, f.name]));
  await writeFile(join(target, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
};
