import type { APIRoute } from 'astro';
import { siteReadiness } from '../gateway/readiness.ts';

/** Readiness: 200 when the platform can serve (database up, migrations applied), else 503. Never cached. */
export const GET: APIRoute = async () => {
  const readiness = await siteReadiness();
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
};
