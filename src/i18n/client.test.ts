import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../api-client/test-fetch.ts';
import { loadText } from './client.ts';
import { answerCatalogue, CATALOGUE_PATH } from './test-catalogues.ts';

describe('loading island words', () => {
  let calls: Request[];
  let down: boolean;

  beforeEach(() => {
    down = false;
    calls = routeFetchTo(new Hono().get(CATALOGUE_PATH, (c) => (down ? c.text('unavailable', 503) : answerCatalogue(c))));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fetches each namespace of the page's language once", async () => {
    vi.stubGlobal('document', { documentElement: { dataset: { lang: 'EN' } } });
    const t = await loadText(['login', 'errors']);
    expect(t('login.title')).toBe('Log in');
    expect(t('errors.network')).toBe('Network link is abnormal, please try again');
    await loadText(['errors', 'play']);
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual(['/text/en/login.json', '/text/en/errors.json', '/text/en/play.json']);
  });

  it('reads Spanish on a page that names no language', async () => {
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
    const t = await loadText(['forgot']);
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual(['/text/es/forgot.json']);
    expect(t('forgot.title')).not.toBe('forgot.title');
  });

  it('rejects when a namespace cannot be fetched, and tries again the next time', async () => {
    vi.stubGlobal('document', { documentElement: { dataset: { lang: 'EN' } } });
    down = true;
    await expect(loadText(['games'])).rejects.toThrow(/HTTP 503/);
    down = false;
    expect((await loadText(['games']))('games.favourite.failed')).not.toBe('games.favourite.failed');
    expect(calls).toHaveLength(2);
  });
});
