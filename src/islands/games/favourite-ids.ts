/** A page that knows the member's whole favourites list renders it here, as a JSON array of node ids. */
export const FAVOURITE_IDS_ID = 'favourite-ids';

/** The page's list, or null when the page has none (or a broken one). */
export const pageFavouriteIds = (doc: Document = document): number[] | null => {
  const block = doc.getElementById(FAVOURITE_IDS_ID);
  if (!block) return null;
  try {
    const ids: unknown = JSON.parse(block.textContent ?? '');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : null;
  } catch {
    return null;
  }
};
