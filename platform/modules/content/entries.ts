import { z } from 'zod';
import { BLOG_BODY_MAX, BLOG_SLUG_PATTERN, BLOG_SLUG_MAX, BLOG_SUMMARY_MAX, isSitePath } from '../../../contract/blog.ts';
import { BANNER_GROUPS, EXECUTIONS, isVideoUrl, NOTICE_TYPES, VIDEO_HOSTS } from '../../../contract/content.ts';
import { LANGUAGE_CATALOGUE } from '../../../contract/languages.ts';
import { controlsToSpaces, hasControlCharacter } from '../../core/control-characters.ts';
import { sanitizeHtml, textOfHtml } from '../../../contract/sanitize-server.ts';

/*
 * One editable piece of content as editors and the operator API see it: an announcement (banner,
 * notice, pop-up, promotion, help notice) or a help-centre entry, with its text per language. The
 * seed, the import and the operator API all write through this schema, so every write is checked
 * and sanitised the same way.
 */
export const LINKAGE_TYPES = ['none', 'url', 'route', 'promotion', 'game'] as const;
export const MEDIA_TYPES = ['image', 'video', 'none'] as const;
export const CONTENT_LANGUAGES = LANGUAGE_CATALOGUE.map((l) => l.code) as [string, ...string[]];

/** `{lang}` in a media URL becomes the reader's language code, so one entry can show art in each language. */
export const LANG_PLACEHOLDER = '{lang}';
export const expandLang = (url: string, lang: string) => url.replaceAll(LANG_PLACEHOLDER, lang.toLowerCase());

/** An http(s) URL, or a path on this site; never `javascript:`, `data:` or another scheme. */
export const isWebUrl = (url: string) => {
  const value = expandLang(url, 'es');
  if (/\s/.test(value) || hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return true;
  return /^https?:\/\/[^/]/i.test(value);
};

/** Titles are plain text on one line. */
const title = z
  .string()
  .transform((s) => controlsToSpaces(s).trim())
  .pipe(z.string().min(1, 'the title is empty').max(200));
const text = z.object({ title, content: z.string().max(100_000).default('').transform(sanitizeHtml) });
const texts = z.partialRecord(z.enum(CONTENT_LANGUAGES), text).refine((t) => Object.keys(t).length > 0, 'there is no text in any language');
const webUrl = z.string().max(2000).refine(isWebUrl, 'must be an http(s) link or a path on this site');
const instant = z.iso.datetime({ offset: true }).nullable().default(null);

export const announcementEntrySchema = z
  .object({
    kind: z.literal('announcement'),
    id: z.number().int().positive().optional(),
    type: z.enum(NOTICE_TYPES),
    groupName: z.enum(BANNER_GROUPS).nullable().default(null),
    execution: z.enum(EXECUTIONS).nullable().default(null),
    mediaType: z.enum(MEDIA_TYPES).default('none'),
    mediaUrl: z.string().max(2000).nullable().default(null),
    images: z
      .array(z.object({ sequence: z.number().int().min(0), url: webUrl }))
      .max(20)
      .nullable()
      .default(null),
    linkageType: z.enum(LINKAGE_TYPES).default('none'),
    linkage: z.string().trim().max(2000).nullable().default(null),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    active: z.boolean().default(true),
    startsAt: instant,
    endsAt: instant,
    /** When the notice was published (its `time`); new entries take the moment they are written. */
    publishedAt: z.iso.datetime({ offset: true }).optional(),
    texts,
    /** Where the entry came from (a file), for messages. */
    source: z.string().max(300).optional(),
  })
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (e.type === 'B') {
      if (!e.groupName) issue('groupName', `a banner needs a group: ${BANNER_GROUPS.join(', ')}`);
      if (e.mediaType === 'none' || !e.mediaUrl) issue('mediaUrl', 'a banner needs an image or a video');
      else if (e.mediaType === 'video' && !isVideoUrl(expandLang(e.mediaUrl, 'es')))
        issue('mediaUrl', `a banner video must be an https link on ${VIDEO_HOSTS.join(', ')}`);
      else if (e.mediaType === 'image' && !isWebUrl(e.mediaUrl)) issue('mediaUrl', 'must be an http(s) link or a path on this site');
    } else {
      if (e.groupName) issue('groupName', 'only banners have a group');
      if (e.mediaType !== 'none' || e.mediaUrl) issue('mediaUrl', 'only banners have media; promotions use images');
    }
    if (e.type === 'PU' && !e.execution) issue('execution', 'a pop-up needs an execution: A logged in, B anonymous, F first login');
    if (e.type !== 'PU' && e.execution) issue('execution', 'only pop-ups have an execution');
    if (e.type !== 'PR' && e.images?.length) issue('images', 'only promotions have images');
    if (e.linkageType === 'none' && e.linkage) issue('linkage', 'set a linkageType, or leave the linkage empty');
    if (e.linkageType !== 'none' && !e.linkage) issue('linkage', `a ${e.linkageType} link needs a target`);
    if (e.linkage && e.linkageType === 'url' && !isWebUrl(e.linkage)) issue('linkage', 'must be an http(s) link or a path on this site');
    if (e.linkage && e.linkageType === 'route' && !/^\/[^/\s]*/.test(e.linkage)) issue('linkage', 'a route is a path of this site, like /promotions');
    if (e.startsAt && e.endsAt && Date.parse(e.startsAt) >= Date.parse(e.endsAt)) issue('endsAt', 'the end must come after the start');
  });

export const helpEntryInputSchema = z.object({
  kind: z.literal('help'),
  tag: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a tag is lower-case letters, digits and dashes, like "term"'),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  active: z.boolean().default(true),
  texts,
  source: z.string().max(300).optional(),
});

/** A blog post's words: plain-text title and summary, and a body with something readable once cleaned. */
const blogText = z.object({
  title,
  summary: z
    .string()
    .transform((s) => controlsToSpaces(s).trim())
    .pipe(z.string().min(1, 'the summary is empty').max(BLOG_SUMMARY_MAX)),
  content: z
    .string()
    .max(BLOG_BODY_MAX)
    .refine((html) => !hasControlCharacter(html, { multiLine: true }), 'the body holds a control character')
    .transform(sanitizeHtml)
    .refine((html) => textOfHtml(html).trim() !== '', 'nothing readable is left once the HTML is cleaned'),
});

export const blogEntryInputSchema = z.object({
  kind: z.literal('blog'),
  slug: z
    .string()
    .max(BLOG_SLUG_MAX, `a slug is at most ${BLOG_SLUG_MAX} characters`)
    .regex(BLOG_SLUG_PATTERN, 'a slug is lower-case letters and digits in words joined by dashes, like "welcome-bonus-guide"'),
  cover: z
    .string()
    .max(2000)
    .refine(
      (url) => isSitePath(expandLang(url, 'es')) && !hasControlCharacter(url),
      'the cover must be an image on this site, a path like /cdn/content/blog-x.{lang}.svg',
    ),
  active: z.boolean().default(true),
  /** When the post shows from; new posts take the moment they are written. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  texts: z.partialRecord(z.enum(CONTENT_LANGUAGES), blogText).refine((t) => Object.keys(t).length > 0, 'there is no text in any language'),
  source: z.string().max(300).optional(),
});

export const contentEntrySchema = z.discriminatedUnion('kind', [announcementEntrySchema, helpEntryInputSchema, blogEntryInputSchema]);
export type ContentEntry = z.infer<typeof contentEntrySchema>;
export type ContentEntryInput = z.input<typeof contentEntrySchema>;
export type AnnouncementEntry = z.infer<typeof announcementEntrySchema>;
export type HelpEntryInput = z.infer<typeof helpEntryInputSchema>;
export type BlogEntry = z.infer<typeof blogEntryInputSchema>;

export const contentImportSchema = z.object({ entries: z.array(z.unknown()).min(1).max(5_000) });

/** Where a content entry is named in messages: its file, else its id or tag, else its place in the list. */
export const entryLabel = (entry: unknown, index: number): string => {
  const e = (entry ?? {}) as { source?: unknown; id?: unknown; tag?: unknown; slug?: unknown };
  if (typeof e.source === 'string' && e.source) return e.source;
  if (typeof e.slug === 'string') return `blog ${e.slug}`;
  if (typeof e.tag === 'string') return `help ${e.tag}`;
  if (typeof e.id === 'number') return `announcement ${e.id}`;
  return `entry ${index + 1}`;
};

/** zod issues as short lines an editor can act on: `field: what is wrong`. */
export const issueLines = (error: z.ZodError): string[] => error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
