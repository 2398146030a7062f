import type { z } from 'zod';
import { blogListSchema, blogPostSchema, type BlogList, type BlogPost } from '../../../contract/blog.ts';
import { readPlatform } from '../../gateway/platform-client.ts';
import { CONTENT_CACHE_MS } from './site-content.ts';

/*
 * The blog's reads for its pages: a page of the list and one post, in the visitor's language.
 * Kept for the content cache's few seconds per language and address, as the site's other content
 * is, so an editor's change shows within that time. A post the platform says does not exist is an
 * answer too (the page is a 404); a read that failed is not kept.
 */
type Locals = Pick<App.Locals, 'clientIp' | 'lang'>;
export type BlogRead<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'failed' };

const cache = new Map<string, { expires: number; value: Promise<BlogRead<unknown>> }>();

const read = <S extends z.ZodType>(locals: Locals, path: string, schema: S): Promise<BlogRead<z.infer<S>>> => {
  const key = `${locals.lang} ${path}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<BlogRead<z.infer<S>>>;
  const value = readPlatform(path, schema, { clientIp: locals.clientIp, lang: locals.lang }).then((r): BlogRead<z.infer<S>> => {
    if (r.ok) return { kind: 'found', value: r.value };
    return r.errorCode === 'blog.post.not.found' ? { kind: 'missing' } : { kind: 'failed' };
  });
  cache.set(key, { expires: now + CONTENT_CACHE_MS, value });
  void value.then((v) => {
    if (v.kind === 'failed' && cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
};

export const readBlogPage = (locals: Locals, page: number): Promise<BlogRead<BlogList>> =>
  read(locals, `/wps/relay/MCSFE_getBlogPosts?page=${page}`, blogListSchema);

export const readBlogPost = (locals: Locals, slug: string): Promise<BlogRead<BlogPost>> =>
  read(locals, `/wps/relay/MCSFE_getBlogPost?slug=${encodeURIComponent(slug)}`, blogPostSchema);
