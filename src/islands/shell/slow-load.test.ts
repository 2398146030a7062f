import { describe, expect, it } from 'vitest';
import { isChunkFailure } from './slow-load.ts';

describe('a failed script chunk', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://site.example/_astro/a.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://site.example/_astro/a.js'),
    Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
  ])('is told from how the browser words it: %s', (reason) => {
    expect(isChunkFailure(reason)).toBe(true);
  });

  it.each([new TypeError('x is undefined'), 'Failed to fetch dynamically imported module', null])('is not any other failure: %s', (reason) => {
    expect(isChunkFailure(reason)).toBe(false);
  });
});
