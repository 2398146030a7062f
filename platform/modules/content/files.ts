import type { AnnouncementEntry, ContentEntry } from './entries.ts';

/*
 * The files editors work on: one HTML file per entry and language, `<folder>/<name>.<lang>.html`,
 * with the entry's settings in a front matter block between `---` lines and its HTML below.
 * Settings that are not text (group, dates, order…) are written in every language's file and must
 * agree. Pure text in, text out: the CLI does the disk work.
 */
export interface ContentFile {
  path: string;
  text: string;
}

const FOLDERS = { B: 'banners', PL: 'notices', PU: 'popups', PR: 'promotions', H: 'help-notices', help: 'help', blog: 'blog' } as const;
const TYPE_OF_FOLDER = new Map<string, string>(Object.entries(FOLDERS).map(([type, folder]) => [folder, type]));

/** Front matter key → entry field, in the order files list them. */
const ANNOUNCEMENT_KEYS = {
  id: 'id',
  group: 'groupName',
  execution: 'execution',
  media: 'mediaType',
  mediaUrl: 'mediaUrl',
  images: 'images',
  linkageType: 'linkageType',
  linkage: 'linkage',
  sort: 'sort',
  active: 'active',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  published: 'publishedAt',
} as const;
const HELP_KEYS = { sort: 'sort', active: 'active' } as const;
/** A blog post's settings; its `summary`, like its title, is written in each language's file. */
const BLOG_KEYS = { cover: 'cover', published: 'publishedAt', active: 'active' } as const;
const keysOf = (type: string) => (type === 'help' ? HELP_KEYS : type === 'blog' ? BLOG_KEYS : ANNOUNCEMENT_KEYS);
/** Settings that only one type of announcement has; other types' files leave them out. */
const ONLY_FOR: Readonly<Record<string, string>> = { group: 'B', media: 'B', mediaUrl: 'B', execution: 'PU', images: 'PR' };
const INTEGERS = new Set(['id', 'sort']);
const BOOLEANS = new Set(['active']);

const FILE_NAME = /^(?:(.*)\/)?([^/]+)\/([^/]+)\.([A-Za-z]{2}(?:-[A-Za-z]{2})?)\.html$/;

const formatValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (key === 'images') return (value as { url: string }[]).map((i) => i.url).join(', ');
  return String(value);
};

/** The files of one entry, one per language. */
export const entryFiles = (entry: ContentEntry): ContentFile[] => {
  const type = entry.kind === 'announcement' ? entry.type : entry.kind;
  const folder = FOLDERS[type];
  const name = entry.kind === 'help' ? entry.tag : entry.kind === 'blog' ? entry.slug : String(entry.id);
  return Object.entries(entry.texts).flatMap(([lang, text]) => {
    if (!text) return [];
    const settings = Object.entries(keysOf(type))
      .filter(([key]) => entry.kind !== 'announcement' || !ONLY_FOR[key] || ONLY_FOR[key] === entry.type)
      .map(([key, field]) => `${key}: ${formatValue(key, (entry as Record<string, unknown>)[field])}`.trimEnd());
    const summary = 'summary' in text ? [`summary: ${text.summary}`] : [];
    const front = ['---', `title: ${text.title}`, ...summary, ...settings, '---'].join('\n');
    return [{ path: `${folder}/${name}.${lang.toLowerCase()}.html`, text: `${front}\n${text.content}\n` }];
  });
};

const parseValue = (key: string, raw: string): unknown => {
  if (raw === '') return null;
  if (INTEGERS.has(key)) {
    if (!/^-?[0-9]{1,9}$/.test(raw)) throw new Error(`${key}: "${raw}" is not a whole number`);
    return Number(raw);
  }
  if (BOOLEANS.has(key)) {
    const on = ['true', 'on', 'yes'].includes(raw.toLowerCase());
    if (!on && !['false', 'off', 'no'].includes(raw.toLowerCase())) throw new Error(`${key}: say true or false, not "${raw}"`);
    return on;
  }
  if (key === 'images') return raw.split(',').map((url, i) => ({ sequence: i + 1, url: url.trim() }));
  return raw;
};

/** Splits a file into its settings and its HTML; throws with a message an editor can act on. */
const readFile = (file: ContentFile, keys: Readonly<Record<string, string>>, withSummary: boolean) => {
  const text = file.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error('it must start with a front matter block between two "---" lines');
  const fields: Record<string, unknown> = {};
  let title: string | undefined;
  let summary: string | undefined;
  for (const line of match[1]!.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    const key = colon > 0 ? line.slice(0, colon).trim() : '';
    const raw = line.slice(colon + 1).trim();
    if (key === 'title') title = raw;
    else if (key === 'summary' && withSummary) summary = raw;
    else if (Object.hasOwn(keys, key)) fields[keys[key]!] = parseValue(key, raw);
    else {
      const known = ['title', ...(withSummary ? ['summary'] : []), ...Object.keys(keys)].join(', ');
      throw new Error(colon > 0 ? `unknown setting "${key}" (known: ${known})` : `"${line}" is not a "name: value" line`);
    }
  }
  if (title === undefined) throw new Error('the front matter has no "title:" line');
  if (withSummary && summary === undefined) throw new Error('the front matter has no "summary:" line');
  const content = match[2]!.trim();
  return { fields, text: withSummary ? { title, summary, content } : { title, content } };
};

/**
 * Entries from a folder's files (paths relative to it). Files that are not `<name>.<lang>.html`
 * are left out and listed as skipped. The entries are checked again by the platform; here only
 * what needs the files themselves: their layout, and that the languages of an entry agree.
 */
export const parseContentFiles = (files: readonly ContentFile[]) => {
  const errors: Record<string, string[]> = {};
  const skipped: string[] = [];
  const groups = new Map<string, { entry: Record<string, unknown>; shared: string; from: string }>();
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const match = FILE_NAME.exec(file.path);
    if (!match) {
      skipped.push(file.path);
      continue;
    }
    const [, , folder = '', name = '', lang = ''] = match;
    const type = TYPE_OF_FOLDER.get(folder);
    if (!type) {
      errors[file.path] = [`"${folder}" is not a content folder (${Object.values(FOLDERS).join(', ')})`];
      continue;
    }
    try {
      const { fields, text } = readFile(file, keysOf(type), type === 'blog');
      const key = `${folder}/${name}`;
      const shared = JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
      const group = groups.get(key);
      if (group && group.shared !== shared)
        throw new Error(`its settings differ from ${group.from}; settings other than the title must match in every language`);
      const base = type === 'help' ? { kind: 'help', tag: name } : type === 'blog' ? { kind: 'blog', slug: name } : { kind: 'announcement', type };
      const entry = group?.entry ?? { ...base, ...fields, source: key, texts: {} };
      (entry.texts as Record<string, unknown>)[lang.toUpperCase()] = text;
      groups.set(key, { entry, shared, from: file.path });
    } catch (err) {
      errors[file.path] = [(err as Error).message];
    }
  }
  return { entries: [...groups.values()].map((g) => g.entry), errors, skipped };
};

/** The name an exported entry's files have: what a new entry's files are renamed to once it has an id. */
export const entryStem = (entry: Pick<AnnouncementEntry, 'type' | 'id'>) => `${FOLDERS[entry.type]}/${entry.id}`;
