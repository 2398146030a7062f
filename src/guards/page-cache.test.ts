import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.ts';
import { contextFor } from './test-context.ts';

const setup = (ttlMs = 2000) => {
  let clock = 1_000;
  let renders = 0;
  const cache = createPageCache({ ttlMs, maxEntries: 2, now: () => clock });
  const next = vi.fn(async () => new Response(`render ${++renders}`, { headers: { 'content-type': 'text/html' } }));
  const visit = async (path: string, init: Parameters<typeof contextFor>[1] = {}) => ((await cache(contextFor(path, init), next)) as Response).text();
  return { visit, advance: (ms: number) => (clock += ms) };
};

describe('page cache', () => {
  it('serves a visitor the same shell within its lifetime, then renders again', async () => {
    const { visit, advance } = setup();
    expect(await visit('/')).toBe('render 1');
    expect(await visit('/')).toBe('render 1');
    advance(2001);
    expect(await visit('/')).toBe('render 2');
  });

  it('keeps one shell per language and per query', async () => {
    const { visit } = setup();
    expect(await visit('/')).toBe('render 1');
    expect(await visit('/', { locals: { lang: 'EN' } })).toBe('render 2');
    expect(await visit('/register?referralCode=AG01')).toBe('render 3');
  });

  it('keeps one shell per side-menu choice', async () => {
    const { visit } = setup();
    expect(await visit('/live')).toBe('render 1');
    expect(await visit('/live', { cookie: 'side_menu=collapsed' })).toBe('render 2');
    expect(await visit('/live', { cookie: 'side_menu=open' })).toBe('render 1');
  });

  it('never shares an unresolved session, a closed site or a protected page', async () => {
    const { visit } = setup();
    expect(await visit('/', { cookie: 'session=abc' })).toBe('render 1');
    expect(await visit('/', { cookie: 'session=abc' })).toBe('render 2');
    const screen = { kind: 'blocked', by: 'region', ip: '198.51.100.7', customerServiceUrl: null } as const;
    expect(await visit('/', { locals: { screen } })).toBe('render 3');
    expect(await visit('/', { locals: { screen } })).toBe('render 4');
    expect(await visit('/member')).toBe('render 5');
    expect(await visit('/member')).toBe('render 6');
  });

  it('renders again after its lifetime once, and serves the kept page to others meanwhile', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 2000, maxEntries: 10, now: () => clock });
    let renders = 0;
    let release = () => {};
    const next = vi.fn(async () => {
      const n = ++renders;
      if (n === 2) await new Promise<void>((done) => (release = done));
      return new Response(`render ${n}`, { headers: { 'content-type': 'text/html' } });
    });
    const visit = async () => ((await cache(contextFor('/'), next)) as Response).text();
    expect(await visit()).toBe('render 1');
    clock = 2500;
    const renewing = visit();
    expect(await visit()).toBe('render 1');
    release();
    expect(await renewing).toBe('render 2');
    expect(await visit()).toBe('render 2');
    clock = 9000;
    expect(await visit()).toBe('render 3');
  });

  it("never keeps a page fragment, such as a game list's later view, which may carry a member's stars", async () => {
    const { visit } = setup();
    expect(await visit('/partials/lobby/rng?page=2')).toBe('render 1');
    expect(await visit('/partials/lobby/rng?page=2')).toBe('render 2');
  });

  it('keeps nothing when switched off', async () => {
    const { visit } = setup(0);
    expect(await visit('/')).toBe('render 1');
    expect(await visit('/')).toBe('render 2');
  });

  it('does not keep a response that sets a cookie or is marked private', async () => {
    const cache = createPageCache({ ttlMs: 2000, maxEntries: 10, now: () => 0 });
    let n = 0;
    const next = vi.fn(async () => new Response(`r${++n}`, { headers: { 'set-cookie': 'a=b' } }));
    await cache(contextFor('/'), next);
    expect(await ((await cache(contextFor('/'), next)) as Response).text()).toBe('r2');
  });

  it('sends the shell compressed to a browser that accepts gzip, and plain to one that does not', async () => {
    const cache = createPageCache({ ttlMs: 2000, maxEntries: 10, now: () => 0 });
    const next = vi.fn(async () => new Response('<p>shell</p>', { headers: { 'content-type': 'text/html' } }));
    const plain = (await cache(contextFor('/'), next)) as Response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>shell</p>');
    const zipped = (await cache(contextFor('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } }), next)) as Response;
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe('<p>shell</p>');
    expect(next).toHaveBeenCalledTimes(1);
  });
});
