import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { blogPosts, blogTexts } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';
import { invalidateContent } from './content.ts';
import type { BlogEntry } from './entries.ts';

/*
 * Blog posts as editors handle them: exported with their words in every language, written by an
 * import (a slug names a post, so a file with a new slug makes a new post), published and
 * unpublished, and deleted. Serving them to readers is blog.ts's part.
 */
export const BLOG_ID_PREFIX = 'blog/';

type BlogTexts = BlogEntry['texts'];

/** Every post, newest first, unpublished ones included: what `content export` writes. */
export const exportBlog = async (db: Db | Tx, slugs?: readonly string[]): Promise<BlogEntry[]> => {
  if (slugs && !slugs.length) return [];
  const posts = await db
    .select()
    .from(blogPosts)
    .where(slugs ? inArray(blogPosts.slug, [...slugs]) : undefined)
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug));
  if (!posts.length) return [];
  const texts = await db
    .select()
    .from(blogTexts)
    .where(
      inArray(
        blogTexts.slug,
        posts.map((p) => p.slug),
      ),
    );
  return posts.map((post) => ({
    kind: 'blog',
    slug: post.slug,
    cover: post.coverUrl,
    active: post.active,
    publishedAt: post.publishedAt.toISOString(),
    texts: Object.fromEntries(
      texts.filter((t) => t.slug === post.slug).map((t) => [t.lang, { title: t.title, summary: t.summary, content: t.content }]),
    ) as BlogTexts,
  }));
};

/** Whether an import changes a post: its settings, and the words of the languages it gives. */
export const sameBlogEntry = (incoming: BlogEntry, existing: BlogEntry): boolean => {
  const time = (s: string | undefined) => (s ? Date.parse(s) : null);
  if (incoming.cover !== existing.cover || incoming.active !== existing.active) return false;
  if (incoming.publishedAt !== undefined && time(incoming.publishedAt) !== time(existing.publishedAt)) return false;
  return Object.entries(incoming.texts).every(([lang, t]) => {
    const had = existing.texts[lang];
    return !!had && !!t && had.title === t.title && had.summary === t.summary && had.content === t.content;
  });
};

/** Creates or updates a post; an update keeps its publication time unless the entry gives one. */
export const writeBlogEntry = async (tx: Tx, entry: BlogEntry, now: Date) => {
  const values = { coverUrl: entry.cover, active: entry.active };
  const published = entry.publishedAt ? new Date(entry.publishedAt) : undefined;
  await tx
    .insert(blogPosts)
    .values({ slug: entry.slug, ...values, publishedAt: published ?? now })
    .onConflictDoUpdate({ target: blogPosts.slug, set: { ...values, ...(published ? { publishedAt: published } : {}) } });
  for (const [lang, text] of Object.entries(entry.texts)) {
    if (!text) continue;
    await tx
      .insert(blogTexts)
      .values({ slug: entry.slug, lang, ...text })
      .onConflictDoUpdate({ target: [blogTexts.slug, blogTexts.lang], set: text });
  }
};

/** The slug of a content id naming a post (`blog/<slug>`), else null. */
export const blogSlugOf = (id: string): string | null => (id.startsWith(BLOG_ID_PREFIX) ? id.slice(BLOG_ID_PREFIX.length) : null);

/** Publishes or unpublishes a post; readers see the change within the content cache's time. */
export const setBlogActive = async (p: Platform, slug: string, active: boolean) => {
  const rows = await p.db.update(blogPosts).set({ active }).where(eq(blogPosts.slug, slug)).returning({ slug: blogPosts.slug });
  if (!rows.length) return fail('content.unknown', { id: `${BLOG_ID_PREFIX}${slug}` });
  invalidateContent(p);
};

/** Deletes a post and its words in every language; its address answers 404 from then on. */
export const deleteBlogPost = async (p: Platform, slug: string): Promise<{ id: string; deleted: true }> => {
  const rows = await p.db.delete(blogPosts).where(eq(blogPosts.slug, slug)).returning({ slug: blogPosts.slug });
  const id = `${BLOG_ID_PREFIX}${slug}`;
  if (!rows.length) return fail('content.unknown', { id });
  invalidateContent(p);
  return { id, deleted: true };
};
