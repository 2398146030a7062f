import type { APIRoute } from 'astro';
import { sanitizeHtml } from '../../../contract/sanitize-server.ts';
import { readHelpCenter } from '../../components/content/site-content.ts';

export const prerender = false;

/*
 * The help centre's entries for the help pop-up (/partials/help.json), which the footer and the
 * floating bar open over the page when one of their help links is clicked: no page carries them.
 * The same read as /help, in the reader's language, each entry's HTML cleaned here as the page
 * cleans it; the pop-up cleans it again in the browser.
 */
export const GET: APIRoute = async ({ locals }) => {
  const entries = await readHelpCenter(locals);
  if (!entries) return new Response(null, { status: 503 });
  const { t } = locals;
  return Response.json(
    {
      title: t('pages.help.title'),
      close: t('shell.dialog.close'),
      page: t('help.openPage'),
      entries: entries.map((entry) => ({ tag: entry.tag, title: entry.title, html: sanitizeHtml(entry.content) })),
    },
    { headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-cache' } },
  );
};
