import type { APIRoute } from 'astro';
import { catalogueResponse } from '../../../i18n/catalogue-response.ts';

export const prerender = false;

/** `GET /text/<lang>/<namespace>.json`: a catalogue file for the islands (src/i18n/client.ts). */
export const GET: APIRoute = ({ params, request }) => catalogueResponse(params.lang, params.namespace, request);
