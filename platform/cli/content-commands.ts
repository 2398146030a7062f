import { resolve } from 'node:path';
import { z } from 'zod';
import { STATUS_CACHE_MS } from '../../contract/limits.ts';
import { PlatformError } from '../core/errors.ts';
import { errorMessage } from '../core/i18n.ts';
import { blogIdSchema, contentIdSchema, contentListQuerySchema } from '../operator/operations.ts';
import type { AnnouncementEntry } from '../modules/content/index.ts';
import { entryFiles, entryStem, parseContentFiles } from '../modules/content/index.ts';
import type { ImportReport } from '../modules/content/index.ts';
import { OperatorFailure } from './remote.ts';
import { define, valid } from './command.ts';
import { adoptNewEntry, readContentDir, writeContentDir } from './content-io.ts';
import { onOff, table } from './format.ts';

/*
 * Content editing without code: export the site's content to files, edit them, import them back.
 * An import is checked as a whole and written in one transaction, or refused with every problem
 * listed by file and nothing changed.
 */
const SPREAD = `The site shows it within ${STATUS_CACHE_MS / 1000} seconds.`;

/** Problems by file as lines an editor can work through. */
const refusal = (fields: Record<string, string[]>) =>
  new OperatorFailure(
    'content.invalid',
    [errorMessage('content.invalid', 'EN') + ':', ...Object.entries(fields).flatMap(([file, lines]) => lines.map((l) => `  ${file}: ${l}`))].join('\n'),
    { fields },
  );

const fieldsOf = (err: unknown): Record<string, string[]> | null => {
  const failure = err instanceof OperatorFailure || err instanceof PlatformError ? err : null;
  if (!failure || failure.code !== 'content.invalid') return null;
  return (failure.value as { fields?: Record<string, string[]> } | null)?.fields ?? null;
};

interface ImportOutcome extends ImportReport {
  renamed: { source: string; files: string[] }[];
  skipped: string[];
}

const renderImport = (r: ImportOutcome) =>
  [
    `Created ${r.created.length}, updated ${r.updated.length}, unchanged ${r.unchanged.length}.`,
    ...r.created.map((e) => `  created ${e.source} (id ${e.id})`),
    ...r.renamed.map((e) => `    its files are now ${e.files.join(', ')}`),
    ...r.updated.map((e) => `  updated ${e.source}`),
    ...(r.skipped.length ? [`Skipped (not <name>.<lang>.html): ${r.skipped.join(', ')}`] : []),
    ...(r.created.length + r.updated.length ? [SPREAD] : []),
  ].join('\n');

export const CONTENT_COMMANDS = [
  define({
    words: ['content', 'list'],
    options: ['type'],
    summary: 'List banners (B), notices (PL), pop-ups (PU), promotions (PR), help notices (H), help entries (help) and blog posts (blog); --type narrows.',
    example: 'content list --type PU',
    parse: (_, o) => valid(contentListQuerySchema, { type: o.type }),
    run: (ops, query) => ops.listContent(query),
    render: (rows) =>
      table(
        ['ID', 'TYPE', 'GROUP', 'STATE', 'SORT', 'FROM', 'UNTIL', 'LANGS', 'TITLE'],
        rows.map((r) => [r.id, r.type, r.audience, onOff(r.active), r.sort, r.startsAt, r.endsAt, r.languages.join(','), r.title]),
      ),
  }),
  define({
    words: ['content', 'export'],
    args: ['<folder>'],
    summary: 'Write every entry to <folder>, one <name>.<lang>.html file per language, settings in front matter.',
    example: 'content export ./content',
    parse: ([dir = '']) => resolve(dir),
    run: async (ops, dir) => {
      const entries = await ops.exportContent();
      const files = entries.flatMap(entryFiles);
      writeContentDir(dir, files);
      return { dir, entries: entries.length, files: files.length };
    },
    render: (r) => `Wrote ${r.files} files for ${r.entries} entries to ${r.dir}.`,
  }),
  define({
    words: ['content', 'import'],
    args: ['<folder>'],
    summary: 'Check, sanitise and write the files of <folder>; all or nothing. Files without an id line create new entries.',
    example: 'content import ./content',
    parse: ([dir = '']) => resolve(dir),
    run: async (ops, dir): Promise<ImportOutcome> => {
      const files = readContentDir(dir);
      const { entries, errors, skipped } = parseContentFiles(files);
      if (Object.keys(errors).length) throw refusal(errors);
      if (!entries.length) throw new OperatorFailure('content.invalid', `No <folder>/<name>.<lang>.html files in ${dir}`, null);
      let report: ImportReport;
      try {
        report = await ops.importContent(entries);
      } catch (err) {
        const fields = fieldsOf(err);
        throw fields ? refusal(fields) : err;
      }
      // A new announcement's files take its new number; a blog post is named by its slug already.
      const renamed = report.created.flatMap((c) => {
        const entry = entries.find((e) => e.source === c.source) as (Partial<AnnouncementEntry> & { kind?: string }) | undefined;
        if (entry?.kind !== 'announcement') return [];
        return [{ source: c.source, files: adoptNewEntry(dir, files, c.source, c.id, entryStem({ type: entry.type ?? 'PL', id: Number(c.id) })) }];
      });
      return { ...report, renamed, skipped };
    },
    render: renderImport,
  }),
  define({
    words: ['content', 'set-active'],
    args: ['<id|tag|blog/slug>', 'on|off'],
    summary: 'Show or hide an entry: an announcement by its number, a help entry by its tag, a blog post as blog/<slug> (publish or unpublish).',
    example: 'content set-active 12 off',
    parse: ([id = '', state]) => ({ id: valid(contentIdSchema, id.toLowerCase()), active: valid(z.enum(['on', 'off']), state) === 'on' }),
    run: (ops, { id, active }) => ops.setContentActive(id, active),
    render: (r) => `${r.id} is now ${onOff(r.active)}.\n${SPREAD}`,
  }),
  define({
    words: ['content', 'delete'],
    args: ['blog/<slug>'],
    summary: 'Delete a blog post in every language; its address answers "not found" from then on. Other entries are hidden with set-active.',
    example: 'content delete blog/spei-oxxo-deposits',
    parse: ([id = '']) => valid(blogIdSchema, id.toLowerCase()),
    run: (ops, id) => ops.deleteContent(id),
    render: (r) => `${r.id} is deleted.\n${SPREAD}`,
  }),
];
