import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILT_FOLDER,
  hashedName,
  MANIFEST_NAME,
  PROVIDER_CLIENT_FILES,
  PROVIDER_CLIENT_SOURCES,
  type BuiltFile,
  type ProviderClientFile,
} from './asset-names.ts';

export interface ProviderAssets {
  /** Each file's URL, for the page. */
  url: Readonly<Record<ProviderClientFile, string>>;
  /** Each file by its served name, with its content type. */
  byName: ReadonlyMap<string, { body: string; contentType: string }>;
}

/** A year, never revalidated: a name carries its content's hash. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const ancestors = (): string[] => {
  const dirs = [dirname(fileURLToPath(import.meta.url))];
  for (let up = dirname(dirs[0]!); up !== dirs.at(-1); up = dirname(up)) dirs.push(up);
  return dirs;
};

const readBuiltFiles = async (folder: string): Promise<BuiltFile[]> => {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as Record<ProviderClientFile, string>;
  return Promise.all(
    PROVIDER_CLIENT_FILES.map(async (file) => {
      const body = await readFile(join(folder, manifest[file]), 'utf8');
      if (hashedName(file, body) !== manifest[file]) throw new Error(`${join(folder, manifest[file])} does not match its hash: build the site again`);
      return { file, name: manifest[file], body };
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
  const sources = dirs.map((d) => join(d, 'platform', 'payment-provider')).find((d) => existsSync(join(d, PROVIDER_CLIENT_SOURCES['checkout.js'])));
  if (!sources) throw new Error(`No ${BUILT_FOLDER}/${MANIFEST_NAME} beside the server and no sources to bundle: run npm run build`);
  // Loaded only here, so a built server never loads the bundler.
  const { bundleProviderClient } = await import('./client-bundle.ts');
  return bundleProviderClient(sources);
};

let loading: Promise<ProviderAssets> | null = null;

/** The page's files, loaded (or bundled) once per process under `prefix`; a failed load is tried again next time. */
export const providerAssets = (prefix: string): Promise<ProviderAssets> => {
  loading ??= builtOrBundled()
    .then((files) => ({
      url: Object.fromEntries(files.map((f) => [f.file, `${prefix}/assets/${f.name}`])) as Record<ProviderClientFile, string>,
      byName: new Map(
        files.map((f) => [f.name, { body: f.body, contentType: f.file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8' }]),
      ),
    }))
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
};
