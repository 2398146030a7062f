import { eq, inArray } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { announcements, announcementTexts, helpEntries, helpTexts } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';
import { exportBlog, sameBlogEntry, writeBlogEntry } from './blog-store.ts';
import { invalidateContent } from './content.ts';
import { contentEntrySchema, entryLabel, issueLines, type AnnouncementEntry, type ContentEntry } from './entries.ts';
import { exportContent, textsOf, type Texts } from './store.ts';

/*
 * Writes of editable content: the seed, `content import` and the operator API. An import is all or
 * nothing: every entry is checked before anything is written, and the writes share one transaction.
 */
/** What decides whether an entry changed: every setting, and the texts of the languages given. */
const sameEntry = (incoming: ContentEntry, existing: ContentEntry): boolean => {
  if (incoming.kind === 'blog' || existing.kind === 'blog') return incoming.kind === 'blog' && existing.kind === 'blog' && sameBlogEntry(incoming, existing);
  return sameNoticeOrHelp(incoming, existing);
};

const sameNoticeOrHelp = (incoming: Exclude<ContentEntry, { kind: 'blog' }>, existing: Exclude<ContentEntry, { kind: 'blog' }>): boolean => {
  const time = (s: string | null | undefined) => (s ? Date.parse(s) : null);
  // Built field by field: key order must not matter, and jsonb does not keep it.
  const settings = (e: Exclude<ContentEntry, { kind: 'blog' }>, withPublished: boolean) =>
    JSON.stringify(
      e.kind === 'help'
        ? [e.tag, e.sort, e.active]
        : [
            e.type,
            e.groupName,
            e.execution,
            e.mediaType,
            e.mediaUrl,
            e.images?.map((i) => [i.sequence, i.url]) ?? null,
            e.linkageType,
            e.linkage,
            e.sort,
            e.active,
            time(e.startsAt),
            time(e.endsAt),
            withPublished ? time(e.publishedAt) : null,
          ],
    );
  const withPublished = incoming.kind === 'announcement' && incoming.publishedAt !== undefined;
  if (settings(incoming, withPublished) !== settings(existing, withPublished)) return false;
  return Object.entries(incoming.texts).every(([lang, t]) => {
    const had = existing.texts[lang];
    return !!had && !!t && had.title === t.title && had.content === t.content;
  });
};

export interface ImportedEntry {
  source: string;
  id: string;
}
export interface ImportReport {
  created: ImportedEntry[];
  updated: ImportedEntry[];
  unchanged: ImportedEntry[];
}

const parseAll = (raw: readonly unknown[]) => {
  const errors: Record<string, string[]> = {};
  const entries: { entry: ContentEntry; label: string }[] = [];
  const seen = new Map<string, string>();
  raw.forEach((item, index) => {
    const label = entryLabel(item, index);
    const parsed = contentEntrySchema.safeParse(item);
    if (!parsed.success) return void (errors[label] = issueLines(parsed.error));
    const e = parsed.data;
    const key = e.kind === 'help' ? `help ${e.tag}` : e.kind === 'blog' ? `blog ${e.slug}` : e.id ? `announcement ${e.id}` : null;
    if (key && seen.has(key)) (errors[label] ??= []).push(`${key} is also in ${seen.get(key)}`);
    if (key) seen.set(key, label);
    entries.push({ entry: e, label });
  });
  return { entries, errors };
};

const writeTexts = async (tx: Tx, target: { announcementId: number } | { tag: string }, texts: Texts) => {
  for (const [lang, text] of Object.entries(texts)) {
    if (!text) continue;
    if ('tag' in target) {
      await tx
        .insert(helpTexts)
        .values({ tag: target.tag, lang, ...text })
        .onConflictDoUpdate({ target: [helpTexts.tag, helpTexts.lang], set: text });
    } else {
      await tx
        .insert(announcementTexts)
        .values({ announcementId: target.announcementId, lang, ...text })
        .onConflictDoUpdate({ target: [announcementTexts.announcementId, announcementTexts.lang], set: text });
    }
  }
};

/** Row values of an entry; an update keeps the publication time unless the entry gives one. */
const announcementValues = (e: AnnouncementEntry, publishedDefault: Date | undefined) => ({
  type: e.type,
  groupName: e.groupName,
  execution: e.execution,
  mediaType: e.mediaType,
  mediaUrl: e.mediaUrl,
  images: e.images,
  linkageType: e.linkageType,
  linkage: e.linkage,
  sort: e.sort,
  active: e.active,
  startsAt: e.startsAt ? new Date(e.startsAt) : null,
  endsAt: e.endsAt ? new Date(e.endsAt) : null,
  ...(e.publishedAt ? { publishedAt: new Date(e.publishedAt) } : publishedDefault ? { publishedAt: publishedDefault } : {}),
});

/**
 * Checks, sanitises and writes entries (the seed, `content import`, the operator API). Entries
 * with an id or a tag update what exists; announcements without an id are created. Refused as a
 * whole, with every problem named by file, when any entry is wrong.
 */
export const importContent = async (p: Platform, raw: readonly unknown[]): Promise<ImportReport> => {
  const { entries, errors } = parseAll(raw);
  if (Object.keys(errors).length) fail('content.invalid', { fields: errors });
  const report: ImportReport = { created: [], updated: [], unchanged: [] };
  await p.db.transaction(async (tx) => {
    const ids = entries.flatMap(({ entry }) => (entry.kind === 'announcement' && entry.id ? [entry.id] : []));
    const existing = new Map<string, ContentEntry>((await exportContent(tx, ids)).map((e) => [`a${e.kind === 'announcement' ? e.id : ''}`, e]));
    const tags = entries.flatMap(({ entry }) => (entry.kind === 'help' ? [entry.tag] : []));
    const helpRows = tags.length ? await tx.select().from(helpEntries).where(inArray(helpEntries.tag, tags)) : [];
    const helpText = tags.length ? await tx.select().from(helpTexts).where(inArray(helpTexts.tag, tags)) : [];
    const slugs = entries.flatMap(({ entry }) => (entry.kind === 'blog' ? [entry.slug] : []));
    for (const post of await exportBlog(tx, slugs)) existing.set(`b${post.slug}`, post);
    for (const h of helpRows) {
      existing.set(`h${h.tag}`, {
        kind: 'help',
        tag: h.tag,
        sort: h.sort,
        active: h.active,
        texts: textsOf(helpText.filter((t) => t.tag === h.tag)),
      });
    }
    const missing = entries.filter(({ entry }) => entry.kind === 'announcement' && entry.id && !existing.has(`a${entry.id}`));
    if (missing.length) {
      const fields = Object.fromEntries(
        missing.map(({ entry, label }) => [label, [`there is no announcement ${(entry as AnnouncementEntry).id}; remove the id line to create a new one`]]),
      );
      fail('content.invalid', { fields });
    }
    for (const { entry, label } of entries) {
      const key = entry.kind === 'help' ? `h${entry.tag}` : entry.kind === 'blog' ? `b${entry.slug}` : entry.id ? `a${entry.id}` : null;
      const before = key ? existing.get(key) : undefined;
      const id = entry.kind === 'help' ? entry.tag : entry.kind === 'blog' ? `blog/${entry.slug}` : String(entry.id ?? '');
      if (before && sameEntry(entry, before)) {
        report.unchanged.push({ source: label, id });
        continue;
      }
      if (entry.kind === 'help') {
        const values = { sort: entry.sort, active: entry.active };
        await tx
          .insert(helpEntries)
          .values({ tag: entry.tag, ...values })
          .onConflictDoUpdate({ target: helpEntries.tag, set: values });
        await writeTexts(tx, { tag: entry.tag }, entry.texts);
      } else if (entry.kind === 'blog') {
        await writeBlogEntry(tx, entry, p.now());
      } else if (entry.id) {
        await tx.update(announcements).set(announcementValues(entry, undefined)).where(eq(announcements.id, entry.id));
        await writeTexts(tx, { announcementId: entry.id }, entry.texts);
      } else {
        const [row] = await tx.insert(announcements).values(announcementValues(entry, p.now())).returning({ id: announcements.id });
        await writeTexts(tx, { announcementId: row!.id }, entry.texts);
        report.created.push({ source: label, id: String(row!.id) });
        continue;
      }
      (before ? report.updated : report.created).push({ source: label, id });
    }
  });
  invalidateContent(p);
  return report;
};
