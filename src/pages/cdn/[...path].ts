import { artEndpoint } from '../../gateway/astro-endpoint.ts';

/** Game, vendor, banner and avatar art, drawn by the embedded platform, through the gateway. */
export const prerender = false;
export const GET = artEndpoint;
