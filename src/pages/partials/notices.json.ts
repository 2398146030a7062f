import type { APIRoute } from 'astro';
import { noticeDataOf } from '../../components/content/notice-items.ts';
import { readAnnouncements } from '../../components/content/site-content.ts';

export const prerender = false;

/*
 * The notice list's data (/partials/notices.json), which the home page's marquee asks for when a
 * notice is clicked, rather than every page carrying it. It passes the same guards as the page,
 * in the reader's language; being no page of the route table, it is never kept in the page cache.
 */
export const GET: APIRoute = async ({ locals }) => {
  const announcements = await readAnnouncements(locals);
  if (!announcements) return new Response(null, { status: 503 });
  return Response.json(noticeDataOf(announcements.player, locals.locale, locals.t), { headers: { 'X-Robots-Tag': 'noindex' } });
};
