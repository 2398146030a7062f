import { asc, eq, inArray } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { announcements, announcementTexts, helpEntries, helpTexts } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';
import { blogSlugOf, exportBlog, setBlogActive } from './blog-store.ts';
import { invalidateContent } from './content.ts';
import type { AnnouncementEntry, ContentEntry, HelpEntryInput } from './entries.ts';

/** Editable content as editors see it: export, list, switch on and off. Imports are in content-import.ts. */
export type Texts = AnnouncementEntry['texts'];
type AnnouncementRow = typeof announcements.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const textsOf = (rows: readonly { lang: string; title: string; content: string }[]): Texts =>
  Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, content: r.content }]));

const announcementEntry = (row: AnnouncementRow, texts: Texts): AnnouncementEntry => ({
  kind: 'announcement',
  id: row.id,
  type: row.type,
  groupName: row.groupName as AnnouncementEntry['groupName'],
  execution: row.execution,
  mediaType: row.mediaType,
  mediaUrl: row.mediaUrl,
  images: row.images,
  linkageType: row.linkageType,
  linkage: row.linkage,
  sort: row.sort,
  active: row.active,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  publishedAt: row.publishedAt.toISOString(),
  texts,
});

/** Every entry with all its languages, inactive ones included: what `content export` writes. */
export const exportContent = async (db: Db | Tx, ids?: readonly number[]): Promise<ContentEntry[]> => {
  if (ids && !ids.length) return [];
  const rows = await db
    .select()
    .from(announcements)
    .where(ids ? inArray(announcements.id, [...ids]) : undefined)
    .orderBy(asc(announcements.type), asc(announcements.id));
  const texts = rows.length
    ? await db
        .select()
        .from(announcementTexts)
        .where(
          inArray(
            announcementTexts.announcementId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const help = ids ? [] : await db.select().from(helpEntries).orderBy(asc(helpEntries.sort), asc(helpEntries.tag));
  const helpTextRows = help.length ? await db.select().from(helpTexts) : [];
  const blog = ids ? [] : await exportBlog(db);
  return [
    ...rows.map((r) => announcementEntry(r, textsOf(texts.filter((t) => t.announcementId === r.id)))),
    ...help.map((h): HelpEntryInput => ({
      kind: 'help',
      tag: h.tag,
      sort: h.sort,
      active: h.active,
      texts: textsOf(helpTextRows.filter((t) => t.tag === h.tag)),
    })),
    ...blog,
  ];
};

export const CONTENT_LIST_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'help', 'blog'] as const;
export type ContentListType = (typeof CONTENT_LIST_TYPES)[number];

export interface ContentSummary {
  /** An announcement's number, a help entry's tag or `blog/<slug>`: what `content set-active` takes. */
  id: string;
  type: ContentListType;
  /** Banner group or pop-up execution. */
  audience: string | null;
  active: boolean;
  sort: number;
  startsAt: string | null;
  endsAt: string | null;
  languages: string[];
  title: string;
}

/** One line per entry, in the order `content export` writes them. */
export const listContent = async (db: Db, type?: ContentListType): Promise<ContentSummary[]> => {
  const entries = await exportContent(db);
  return entries
    .map((e): ContentSummary => {
      const languages = Object.keys(e.texts);
      const title = (e.texts.EN ?? e.texts.ES ?? Object.values(e.texts)[0])?.title ?? '';
      if (e.kind === 'help') return { id: e.tag, type: 'help', audience: null, active: e.active, sort: e.sort, startsAt: null, endsAt: null, languages, title };
      if (e.kind === 'blog')
        return {
          id: `blog/${e.slug}`,
          type: 'blog',
          audience: null,
          active: e.active,
          sort: 0,
          startsAt: e.publishedAt ?? null,
          endsAt: null,
          languages,
          title,
        };
      return {
        id: String(e.id),
        type: e.type,
        audience: e.groupName ?? e.execution,
        active: e.active,
        sort: e.sort,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        languages,
        title,
      };
    })
    .filter((s) => !type || s.type === type);
};

/**
 * Shows or hides an entry (a number is an announcement, `blog/<slug>` a blog post, anything else a
 * help tag); the site follows within seconds.
 */
export const setContentActive = async (p: Platform, id: string, active: boolean): Promise<{ id: string; active: boolean }> => {
  const slug = blogSlugOf(id);
  if (slug !== null) {
    await setBlogActive(p, slug, active);
    return { id, active };
  }
  const rows = /^[0-9]{1,9}$/.test(id)
    ? await p.db
        .update(announcements)
        .set({ active })
        .where(eq(announcements.id, Number(id)))
        .returning({ id: announcements.id })
    : await p.db.update(helpEntries).set({ active }).where(eq(helpEntries.tag, id)).returning({ id: helpEntries.tag });
  if (!rows.length) return fail('content.unknown', { id });
  invalidateContent(p);
  return { id, active };
};
