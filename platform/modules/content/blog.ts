import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { BlogList, blogListQuerySchema, BlogPost, BlogSummary } from '../../../contract/blog.ts';
import { sanitizeHtml } from '../../../contract/sanitize-server.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { blogPosts, blogTexts } from '../../db/schema/index.ts';
import { expandLang } from './entries.ts';

/*
 * The blog as readers get it (`MCSFE_getBlogPosts`, `MCSFE_getBlogPost`): published posts whose
 * publication time has come, newest first, each in the reader's language, else English, else the
 * first language it has. Read from the database on each call (the site keeps each answer for its
 * content cache's few seconds); the body is sanitised again on the way out, as other content is.
 */
type Text = typeof blogTexts.$inferSelect;
type Post = typeof blogPosts.$inferSelect;

const live = (p: Platform) => and(eq(blogPosts.active, true), lte(blogPosts.publishedAt, p.now()));

const textFor = (texts: readonly Text[], lang: string): Text | undefined =>
  texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === 'EN') ?? [...texts].sort((a, b) => a.lang.localeCompare(b.lang))[0];

const summaryOf = (post: Post, text: Text): BlogSummary => ({
  slug: post.slug,
  lang: text.lang,
  title: text.title,
  summary: text.summary,
  coverUrl: expandLang(post.coverUrl, text.lang),
  publishedAt: post.publishedAt.getTime(),
});

export const listBlog = async (p: Platform, lang: string, query: z.infer<typeof blogListQuerySchema>): Promise<BlogList> => {
  const [{ total } = { total: 0 }] = await p.db.select({ total: count() }).from(blogPosts).where(live(p));
  const posts = await p.db
    .select()
    .from(blogPosts)
    .where(live(p))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const texts = posts.length
    ? await p.db
        .select()
        .from(blogTexts)
        .where(
          inArray(
            blogTexts.slug,
            posts.map((post) => post.slug),
          ),
        )
    : [];
  return {
    posts: posts.flatMap((post) => {
      const text = textFor(
        texts.filter((t) => t.slug === post.slug),
        lang,
      );
      return text ? [summaryOf(post, text)] : [];
    }),
    pageNum: query.page,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
};

/** One published post by its slug; an unknown, unpublished or future post is `blog.post.not.found`. */
export const readBlogPost = async (p: Platform, lang: string, slug: string): Promise<BlogPost> => {
  const [post] = await p.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), live(p)));
  const text = post && textFor(await p.db.select().from(blogTexts).where(eq(blogTexts.slug, slug)), lang);
  if (!post || !text) return fail('blog.post.not.found', { slug });
  return { ...summaryOf(post, text), content: sanitizeHtml(text.content) };
};
