// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { bindImageFallbacks } from '../ui/image-fallback.ts';
import { onCdn, readCdnLists, startCdnChoice, stickyCdn } from './cdn-choice.ts';

const HOSTS = ['/cdn', 'https://img2.example.com/cdn', 'https://img3.example.com/art'];

/** A session's storage: what one tab keeps between its pages. */
const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
};

describe('the CDN a browser session uses', () => {
  it('is picked at random across every host of the list', () => {
    const picks = new Set([0, 0.34, 0.5, 0.7, 0.999].map((r) => stickyCdn(HOSTS, 'imageCDN', memoryStorage(), () => r)));
    expect(picks).toEqual(new Set(HOSTS));
    // Math.random itself reaches them all too, over enough new sessions.
    const real = new Set(Array.from({ length: 200 }, () => stickyCdn(HOSTS, 'imageCDN', memoryStorage())));
    expect(real).toEqual(new Set(HOSTS));
  });

  it('stays the same for the session, and is picked again when its host leaves the list', () => {
    const storage = memoryStorage();
    const first = stickyCdn(HOSTS, 'imageCDN', storage, () => 0.5);
    expect(first).toBe(HOSTS[1]);
    for (const r of [0, 0.9, 0.1]) expect(stickyCdn(HOSTS, 'imageCDN', storage, () => r)).toBe(first);
    expect(stickyCdn(['/cdn', 'https://img3.example.com/art'], 'imageCDN', storage, () => 0.9)).toBe('https://img3.example.com/art');
  });

  it('falls back on the written addresses with an empty list, and without storage picks for the page', () => {
    const storage = memoryStorage();
    expect(stickyCdn([], 'imageCDN', storage)).toBeNull();
    expect(storage.values.size).toBe(0);
    expect(stickyCdn(HOSTS, 'imageCDN', null, () => 0)).toBe('/cdn');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(stickyCdn(HOSTS, 'imageCDN', refusing, () => 0.99)).toBe(HOSTS[2]);
  });

  it('moves only addresses on a listed host, the longest host first', () => {
    const chosen = 'https://img2.example.com/cdn';
    expect(onCdn('/cdn/games/1.svg?v=a', HOSTS, chosen)).toBe(`${chosen}/games/1.svg?v=a`);
    expect(onCdn('https://img3.example.com/art/games/2.svg', HOSTS, chosen)).toBe(`${chosen}/games/2.svg`);
    expect(onCdn('/cdn2/games/1.svg', HOSTS, chosen)).toBe('/cdn2/games/1.svg');
    expect(onCdn('/images/game-fallback.svg', HOSTS, chosen)).toBe('/images/game-fallback.svg');
    expect(onCdn('/cdnx/a.svg', ['/cdn', '/cdnx'], '/cdn')).toBe('/cdn/a.svg');
  });

  it('reads the lists the page names, and nothing else', () => {
    expect(readCdnLists(JSON.stringify({ image: HOSTS, launch: ['/cdn'] }))).toEqual({ image: HOSTS, launch: ['/cdn'] });
    expect(readCdnLists(undefined)).toBeNull();
    expect(readCdnLists('{"image":"x"}')).toBeNull();
    expect(readCdnLists('not json')).toBeNull();
  });
});

describe('a page on the chosen CDN', () => {
  beforeEach(() => {
    document.documentElement.dataset.cdns = JSON.stringify({ image: HOSTS.slice(0, 2), launch: ['/play', 'https://play2.example.com'] });
    document.body.innerHTML =
      '<img src="/cdn/games/1.svg" alt="" data-fallback="game"><img src="https://img2.example.com/cdn/games/2.svg" alt=""><img src="/images/logo.svg" alt="">';
  });

  it('moves its art and later art to the host kept for the session', async () => {
    const storage = memoryStorage();
    storage.setItem('imageCDN', 'https://img2.example.com/cdn');
    startCdnChoice(document, storage);
    const sources = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources()).toEqual(['https://img2.example.com/cdn/games/1.svg', 'https://img2.example.com/cdn/games/2.svg', '/images/logo.svg']);
    expect(['/play', 'https://play2.example.com']).toContain(storage.values.get('launchGameCDN'));

    const added = document.createElement('img');
    added.setAttribute('src', '/cdn/games/3.svg');
    document.body.append(added);
    await Promise.resolve();
    expect(added.getAttribute('src')).toBe('https://img2.example.com/cdn/games/3.svg');
  });

  it('sends an image its host cannot serve back to its own address before any fallback art', () => {
    const storage = memoryStorage();
    storage.setItem('imageCDN', 'https://img2.example.com/cdn');
    startCdnChoice(document, storage);
    bindImageFallbacks(document);
    const image = document.querySelector('img')!;
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/cdn/games/1.svg');
    // Its own address failing too, the fallback art shows.
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/images/game-fallback.svg');
  });
});
