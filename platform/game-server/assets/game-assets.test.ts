import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_FOLDER, contentHash, GAME_CLIENT_FILES, MANIFEST_NAME } from './asset-names.ts';
import { bundleGameClient, writeGameClient } from './client-bundle.ts';
import { gameAssets, readBuiltFiles } from './game-assets.ts';

const GAME_SERVER = fileURLToPath(new URL('..', import.meta.url));

describe('the game pages’ browser files', () => {
  let server: string;

  beforeAll(async () => {
    server = await mkdtemp(join(tmpdir(), 'game-client-'));
  });
  afterAll(() => rm(server, { recursive: true, force: true }));

  it('bundles each script and stylesheet under a name that carries the hash of its content', async () => {
    const files = await bundleGameClient(GAME_SERVER);
    expect(files.map((f) => f.file)).toEqual(GAME_CLIENT_FILES);
    for (const f of files) {
      expect(f.name).toBe(f.file.replace(/\.(js|css)$/, `.${contentHash(f.body)}.$1`));
      if (f.file.endsWith('.js')) {
        expect(() => new Script(f.body)).not.toThrow();
        // A classic script: no module syntax left, and no type annotations.
        expect(f.body).not.toMatch(/^\s*(?:import|export)\s/m);
      }
    }
    const css = files.find((f) => f.file === 'slot.css')!.body;
    expect(css).toContain('prefers-reduced-motion');
    expect(css).not.toContain('/*');
  });

  it('serves, in tests and in development, what the build writes', async () => {
    const built = await writeGameClient(GAME_SERVER, server);
    const served = await gameAssets();
    expect(built.map((f) => served.byName.get(f.name)?.body)).toEqual(built.map((f) => f.body));
    expect(served.url['lottery.js']).toBe(`/gs/assets/${built.find((f) => f.file === 'lottery.js')!.name}`);
  });

  it('reads a build back from its manifest, and refuses a file that does not match its name', async () => {
    const folder = join(server, BUILT_FOLDER);
    const manifest = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(GAME_CLIENT_FILES);
    expect((await readdir(folder)).sort()).toEqual([MANIFEST_NAME, ...Object.values(manifest)].sort());
    expect((await readBuiltFiles(folder)).map((f) => f.name)).toEqual(Object.values(manifest));

    await writeFile(join(folder, manifest['slot.css']!), 'body{color:red}');
    await expect(readBuiltFiles(folder)).rejects.toThrow(/does not match its hash/);
  });
});
