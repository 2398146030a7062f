// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bindImageFallbacks, fallbackOf } from './image-fallback.ts';

describe('image fallbacks', () => {
  it("name the site's own images, or give an address", () => {
    expect(fallbackOf('game')).toBe('/images/game-fallback.svg');
    expect(fallbackOf('vendor')).toBe('/images/vendor-fallback.svg');
    expect(fallbackOf('avatar')).toBe('/images/avatar-fallback.svg');
    expect(fallbackOf('/images/other.svg')).toBe('/images/other.svg');
    expect(fallbackOf(undefined)).toBeUndefined();
  });

  it('show the named image when the art cannot load', () => {
    document.body.innerHTML = '<img src="/cdn/games/1.svg" alt="" data-fallback="game">';
    bindImageFallbacks(document);
    const image = document.querySelector('img')!;
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/images/game-fallback.svg');
  });
});
