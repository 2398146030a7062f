import { asc, eq } from 'drizzle-orm';
import { STATUS_CACHE_MS } from '../../../contract/limits.ts';
import type { Platform } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { announcements, announcementTexts, helpEntries, helpTexts } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../../../contract/sanitize-server.ts';

/*
 * The content the site shows (announcements of every type, the help centre), loaded in one go and
 * shared by every caller for STATUS_CACHE_MS, as the site status is: every page view asks for
 * announcements, and they change a few times a day. HTML is sanitised again on loading, so a row
 * edited straight in the database is served clean too. A change made through this process shows at
 * once; one made through another process within the TTL.
 */
export interface LocalText {
  title: string;
  content: string;
}
export type AnnouncementRow = typeof announcements.$inferSelect;
export interface LoadedAnnouncement extends AnnouncementRow {
  texts: ReadonlyMap<string, LocalText>;
}
export interface LoadedHelpEntry {
  tag: string;
  sort: number;
  texts: ReadonlyMap<string, LocalText>;
}
export interface ContentSnapshot {
  announcements: readonly LoadedAnnouncement[];
  help: readonly LoadedHelpEntry[];
}

const textsBy = <K>(rows: readonly { key: K; lang: string; title: string; content: string }[]) => {
  const out = new Map<K, Map<string, LocalText>>();
  for (const r of rows) {
    let texts = out.get(r.key);
    if (!texts) out.set(r.key, (texts = new Map()));
    texts.set(r.lang, { title: r.title, content: sanitizeHtml(r.content) });
  }
  return out;
};

const loadContent = async (db: Db): Promise<ContentSnapshot> => {
  const [rows, texts, helpRows, helpTextRows] = await Promise.all([
    db.select().from(announcements).where(eq(announcements.active, true)).orderBy(asc(announcements.sort), asc(announcements.id)),
    db
      .select({
        key: announcementTexts.announcementId,
        lang: announcementTexts.lang,
        title: announcementTexts.title,
        content: announcementTexts.content,
      })
      .from(announcementTexts)
      .innerJoin(announcements, eq(announcements.id, announcementTexts.announcementId))
      .where(eq(announcements.active, true)),
    db.select().from(helpEntries).where(eq(helpEntries.active, true)).orderBy(asc(helpEntries.sort), asc(helpEntries.tag)),
    db.select({ key: helpTexts.tag, lang: helpTexts.lang, title: helpTexts.title, content: helpTexts.content }).from(helpTexts),
  ]);
  const byAnnouncement = textsBy(texts);
  const byTag = textsBy(helpTextRows);
  return {
    announcements: rows.map((r) => ({ ...r, texts: byAnnouncement.get(r.id) ?? new Map() })),
    help: helpRows.map((h) => ({ tag: h.tag, sort: h.sort, texts: byTag.get(h.tag) ?? new Map() })),
  };
};

interface CacheEntry {
  generation: number;
  expires: number;
  snapshot: Promise<ContentSnapshot>;
}
const cache = new WeakMap<Platform, CacheEntry>();
const generations = new WeakMap<Platform, number>();

/** Makes this process reload content on the next read: called after every content write. */
export const invalidateContent = (p: Platform) => void generations.set(p, (generations.get(p) ?? 0) + 1);

export const contentSnapshot = (p: Platform): Promise<ContentSnapshot> => {
  const now = p.now().getTime();
  const generation = generations.get(p) ?? 0;
  const entry = cache.get(p);
  if (entry && entry.generation === generation && entry.expires > now) return entry.snapshot;
  const fresh: CacheEntry = { generation, expires: now + STATUS_CACHE_MS, snapshot: loadContent(p.db) };
  cache.set(p, fresh);
  fresh.snapshot.catch(() => {
    if (cache.get(p) === fresh) cache.delete(p);
  });
  return fresh.snapshot;
};

/** The text in the reader's language, else English, else any language there is. */
export const textIn = (texts: ReadonlyMap<string, LocalText>, lang: string): LocalText | undefined =>
  texts.get(lang) ?? texts.get('EN') ?? texts.values().next().value;
