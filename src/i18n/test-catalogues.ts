import type { Context } from 'hono';
import { catalogueResponse } from './catalogue-response.ts';

/** The path of the catalogue files in a test app (src/api-client/test-fetch.ts), as the site serves them. */
export const CATALOGUE_PATH = '/text/:lang/:file';

/** Answers a catalogue file in a test app with the site's own endpoint code. */
export const answerCatalogue = (c: Context): Response => catalogueResponse(c.req.param('lang'), c.req.param('file')?.replace(/\.json$/, ''), c.req.raw);
