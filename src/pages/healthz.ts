import type { APIRoute } from 'astro';

/** Liveness: the process is up and serving. Touches nothing else, so it stays cheap. */
export const GET: APIRoute = () => new Response('ok\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
