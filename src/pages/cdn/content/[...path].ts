import type { APIRoute } from 'astro';
import { contentArtResponse } from '../../../../platform/services/content-art.ts';

/** The artwork of banners and promotions, drawn on request (platform/services/content-art.ts). */
export const prerender = false;
export const GET: APIRoute = ({ params }) => contentArtResponse(params.path ?? '');
