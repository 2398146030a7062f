/**
 * Images marked `data-fallback` show that image instead when theirs cannot load (SPEC section 8
 * "Broken avatar"). The mark is the fallback's address, or the name of one of the site's own
 * (`game`, `vendor`, `avatar`), which a page with many images writes more briefly. An image that
 * failed before this script ran is caught up as well.
 */
const FALLBACKS: Readonly<Record<string, string>> = {
  game: '/images/game-fallback.svg',
  vendor: '/images/vendor-fallback.svg',
  avatar: '/images/avatar-fallback.svg',
};

/** The address an image's `data-fallback` names. */
export const fallbackOf = (mark: string | undefined): string | undefined => (mark ? (FALLBACKS[mark] ?? mark) : undefined);

const useFallback = (image: HTMLImageElement) => {
  const fallback = fallbackOf(image.dataset.fallback);
  if (fallback && image.getAttribute('src') !== fallback) image.src = fallback;
};

export const bindImageFallbacks = (root: ParentNode = document) => {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    image.addEventListener('error', () => useFallback(image));
    if (image.complete && image.naturalWidth === 0) useFallback(image);
  }
};
