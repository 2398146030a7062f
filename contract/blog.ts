import { z } from 'zod';
import { LANGUAGE_CATALOGUE } from './languages.ts';

/*
 * The blog: posts editors write with the content CLI, served by two relays of ours (CONTRACT.md
 * names no blog call; the names follow the content relays'): a page of the list, newest first, and
 * one post by its slug. Both answer in the reader's language, else English, else any language the
 * post has, and say which (`lang`), so the page can mark text in another language.
 */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_SLUG_MAX = 80;
export const BLOG_SUMMARY_MAX = 300;
export const BLOG_BODY_MAX = 100_000;

/** Lower-case letters and digits in words joined by single dashes: `welcome-bonus-guide`. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugSchema = z.string().max(BLOG_SLUG_MAX).regex(BLOG_SLUG_PATTERN);

/** A cover is an image on this site (the page's CSP loads images from the site only). */
export const isSitePath = (url: string) => /^\/(?![/\\])[^\s\\]*$/.test(url);

/** The `lang` attribute of a post's text on a page in `pageLang`: none when they agree. */
export const textLangAttribute = (code: string, pageLang: string): string | undefined =>
  code === pageLang ? undefined : LANGUAGE_CATALOGUE.find((l) => l.code === code)?.bcp47;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
});
export const blogPostQuerySchema = z.object({ slug: blogSlugSchema });

export const blogSummarySchema = z.object({
  slug: z.string(),
  /** The language the title and summary are in. */
  lang: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  /** Epoch milliseconds. */
  publishedAt: z.number(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogListSchema = z.object({
  posts: z.array(blogSummarySchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type BlogList = z.infer<typeof blogListSchema>;

/** `content` is HTML the platform has already sanitised; the site sanitises again before use. */
export const blogPostSchema = blogSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;
