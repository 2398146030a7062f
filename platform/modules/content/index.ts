/**
 * The content module: banners, notices, pop-ups, promotions and help, their import and
 * export, sanitised HTML, and generated artwork.
 * Other modules use only what this file exports.
 */
export { contentArtRoutes } from './art.routes.ts';
export { BLOG_ID_PREFIX, deleteBlogPost } from './blog-store.ts';
export { contentRelaysRoutes } from './content.routes.ts';
export { contentImportSchema } from './entries.ts';
export type { AnnouncementEntry, ContentEntry, ContentEntryInput } from './entries.ts';
export { entryFiles, entryStem, parseContentFiles } from './files.ts';
export type { ContentFile } from './files.ts';
export { helpCenter } from './help-center.ts';
export { importContent } from './import.ts';
export type { ImportReport } from './import.ts';
export { CONTENT_LIST_TYPES, exportContent, listContent, setContentActive } from './store.ts';
export type { ContentSummary } from './store.ts';
