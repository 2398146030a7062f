/**
 * Images marked `data-fallback` show that image instead when theirs cannot load (SPEC section 8
 * "Broken avatar"). An image that failed before this script ran is caught up as well.
 */
const useFallback = (image: HTMLImageElement) => {
  const fallback = image.dataset.fallback;
  if (fallback && image.getAttribute('src') !== fallback) image.src = fallback;
};

export const bindImageFallbacks = (root: ParentNode = document) => {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    image.addEventListener('error', () => useFallback(image));
    if (image.complete && image.naturalWidth === 0) useFallback(image);
  }
};
