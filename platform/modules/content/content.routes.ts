import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readQuery } from '../../core/http.ts';
import { listAnnouncements } from './announcements.ts';
import { listBlog, readBlogPost } from './blog.ts';

/**
 * Content relays. Public: the answer is the same with or without a session, so `Authorization` is
 * not read (CONTRACT.md 4.7; pop-up audiences are chosen by the client).
 */
export const contentRelaysRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.announcements, async (c) => ok(c, await listAnnouncements(c.var.platform, c.var.lang, readQuery(c, S.announcements.query))))
    .on(ENDPOINTS.blogPosts, async (c) => ok(c, await listBlog(c.var.platform, c.var.lang, readQuery(c, S.blogPosts.query))))
    .on(ENDPOINTS.blogPost, async (c) => ok(c, await readBlogPost(c.var.platform, c.var.lang, readQuery(c, S.blogPost.query).slug))).app;
