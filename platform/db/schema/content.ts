import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * Notices of every kind in one list, as the platform serves them (CONTRACT.md 4.7): B banners
 * (by group), PL player notices, PU pop-ups (by execution), PR promotions, H help notices.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H'] }).notNull(),
    /** Banner group: w_home, w_promotion, w_leftmenu, w_login, w_reg, w_register, w_forget. */
    groupName: text('group_name'),
    /** Pop-up audience: A logged in, B anonymous, F logged in on a first login. */
    execution: text('execution', { enum: ['A', 'B', 'F'] }),
    mediaType: text('media_type', { enum: ['image', 'video', 'none'] })
      .notNull()
      .default('none'),
    mediaUrl: text('media_url'),
    /** Promotion images, `[{ sequence, url }]`. */
    images: jsonb('images').$type<{ sequence: number; url: string }[]>(),
    linkageType: text('linkage_type', { enum: ['none', 'url', 'route', 'promotion', 'game'] })
      .notNull()
      .default('none'),
    linkage: text('linkage'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_type_idx').on(t.type, t.active, t.sort)],
);

/** The text of a notice per language; `content` is stored already sanitised. */
export const announcementTexts = pgTable(
  'announcement_texts',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.lang] })],
);

/** Help centre entries, addressed by tag (`/help#term`). */
export const helpEntries = pgTable('help_entries', {
  tag: text('tag').primaryKey(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const helpTexts = pgTable(
  'help_texts',
  {
    tag: text('tag')
      .notNull()
      .references(() => helpEntries.tag, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.lang] })],
);

/**
 * Blog posts, addressed by slug (`/blog/<slug>`). `active` is published; a post shows from its
 * `publishedAt` on, so an editor can date one ahead.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    slug: text('slug').primaryKey(),
    /** A path on this site; `{lang}` becomes the reader's language code. */
    coverUrl: text('cover_url').notNull(),
    active: boolean('active').notNull().default(true),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.active, t.publishedAt)],
);

/** A post's words per language; `summary` is plain text, `content` is stored already sanitised. */
export const blogTexts = pgTable(
  'blog_texts',
  {
    slug: text('slug')
      .notNull()
      .references(() => blogPosts.slug, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);
