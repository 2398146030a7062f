import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { ContentFile } from '../modules/content/index.ts';

/** The disk side of `content export` and `content import`: files as `ContentFile`s, paths with `/`. */
const toPosix = (path: string) => path.split(sep).join('/');

/** Every file under `dir`, paths relative to it. */
export const readContentDir = (dir: string): ContentFile[] => {
  if (!existsSync(dir)) throw new Error(`There is no folder ${dir}`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: toPosix(relative(dir, full)), text: readFileSync(full, 'utf8') };
    });
};

export const writeContentDir = (dir: string, files: readonly ContentFile[]) => {
  for (const file of files) {
    const full = join(dir, ...file.path.split('/'));
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, file.text);
  }
};

/**
 * After an import created an entry from files without an id: adds `id: N` to each of them and
 * renames them as an export names them, so importing the folder again updates the entry instead of
 * creating another. Returns the new paths; a file whose new name is taken keeps its name.
 */
export const adoptNewEntry = (dir: string, files: readonly ContentFile[], source: string, id: string, stem: string): string[] =>
  files
    .filter((f) => f.path.startsWith(`${source}.`) && /^\.[A-Za-z-]+\.html$/.test(f.path.slice(source.length)))
    .map((f) => {
      const from = join(dir, ...f.path.split('/'));
      writeFileSync(from, f.text.replace(/^(\uFEFF?---\r?\n)/, `$1id: ${id}\n`));
      const target = `${stem}${f.path.slice(source.length)}`;
      const to = join(dir, ...target.split('/'));
      if (existsSync(to)) return f.path;
      renameSync(from, to);
      return target;
    });
