import type { Hono } from 'hono';
import { vi } from 'vitest';

/** Routes the client's same-origin calls to an in-memory app, as the browser would to the gateway. */
export const routeFetchTo = (app: Pick<Hono, 'fetch'>) => {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    calls.push(request.clone());
    return app.fetch(request);
  });
  return calls;
};
