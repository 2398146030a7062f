import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_SERVER_PREFIX } from '../../../contract/game-play.ts';
import { BUILT_FOLDER, GAME_CLIENT_FILES, GAME_CLIENT_SOURCES, hashedName, MANIFEST_NAME, type BuiltFile, type GameClientFile } from './asset-names.ts';

export interface GameAsset extends BuiltFile {
  /** The URL pages link it by. */
  path: string;
  contentType: string;
}

export interface GameAssets {
  /** Each file's URL, for the pages. */
  url: Readonly<Record<GameClientFile, string>>;
  /** Each file by its served name (hash included). */
  byName: ReadonlyMap<string, GameAsset>;
}

/** A year, never revalidated: a name carries its content's hash, so its bytes never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** This module's folder and the ones above it: in a built server, a chunk inside `server/`; in the sources, `assets/`. */
const ancestors = (): string[] => {
  const dirs = [dirname(fileURLToPath(import.meta.url))];
  for (let up = dirname(dirs[0]!); up !== dirs.at(-1); up = dirname(up)) dirs.push(up);
  return dirs;
};

/** Reads a build's manifest and files, refusing a file whose name does not match its content. */
export const readBuiltFiles = async (folder: string): Promise<BuiltFile[]> => {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as Record<GameClientFile, string>;
  return Promise.all(
    GAME_CLIENT_FILES.map(async (file) => {
      const name = manifest[file];
      const body = await readFile(join(folder, name), 'utf8');
      if (hashedName(file, body) !== name) throw new Error(`${join(folder, name)} does not match its hash: build the site again`);
      return { file, name, body };
    }),
  );
};

/** The built files when a build wrote them beside the server, else the sources bundled in memory. */
const builtOrBundled = async (): Promise<BuiltFile[]> => {
  const dirs = ancestors();
  const built = dirs
    .slice(0, 3)
    .map((d) => join(d, BUILT_FOLDER))
    .find((d) => existsSync(join(d, MANIFEST_NAME)));
  if (built) return readBuiltFiles(built);
  const sources = dirs.map((d) => join(d, 'platform', 'game-server')).find((d) => existsSync(join(d, GAME_CLIENT_SOURCES['slot.js'])));
  if (!sources) throw new Error(`No ${BUILT_FOLDER}/${MANIFEST_NAME} beside the server and no sources to bundle: run npm run build`);
  // Loaded only here, so a built server never loads the bundler.
  const { bundleGameClient } = await import('./client-bundle.ts');
  return bundleGameClient(sources);
};

export const toGameAssets = (files: readonly BuiltFile[]): GameAssets => {
  const assets = files.map((f): GameAsset => ({
    ...f,
    path: `${GAME_SERVER_PREFIX}/assets/${f.name}`,
    contentType: CONTENT_TYPES[f.file.endsWith('.css') ? 'css' : 'js'],
  }));
  return {
    url: Object.fromEntries(assets.map((a) => [a.file, a.path])) as Record<GameClientFile, string>,
    byName: new Map(assets.map((a) => [a.name, a])),
  };
};

let loading: Promise<GameAssets> | null = null;

/** The game pages' files, loaded (or bundled) once per process; a failed load is tried again on the next call. */
export const gameAssets = (): Promise<GameAssets> => {
  loading ??= builtOrBundled()
    .then(toGameAssets)
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
};
