import type { APIRoute } from 'astro';
import { embeddedPlatform } from '../../../../platform/runtime.ts';
import { gameArtResponse, notFoundArt } from '../../../../platform/services/games-art-response.ts';
import { serverEnv } from '../../../lib/server-env.ts';

/** Game tiles and vendor logos, drawn on demand from the embedded catalogue. */
export const prerender = false;

// In proxy mode the real platform's image CDN serves the art; this server has no catalogue.
export const GET: APIRoute = async ({ params }) =>
  serverEnv().PLATFORM_API_URL ? notFoundArt() : gameArtResponse((await embeddedPlatform()).platform, params.path ?? '');
