/*
 * The rules of play the browser needs without the schemas (no zod): pages that only launch games
 * and toggle favourites import these, and load the schemas when a call is made.
 */

/** Money accounts of a launch: 1 real money, 0 free play (games with `freeplay` 1 only). */
export const ACCOUNT_TYPE_REAL = 1;
export const ACCOUNT_TYPE_FREE = 0;

/** The URL a launch answered, whichever shape it came in (CONTRACT.md 4.5: `game_url`, then `game_url2`, then `gameUrl`). */
export const launchUrlOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value || null;
  if (!value || typeof value !== 'object') return null;
  const v = value as { content?: { game_url?: unknown; game_url2?: unknown }; gameUrl?: unknown; url?: unknown };
  for (const candidate of [v.content?.game_url, v.content?.game_url2, v.gameUrl, v.url]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return null;
};

export const FAVOURITES_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 20;
/** A star answers once per this long (SPEC section 9). */
export const FAVOURITE_THROTTLE_MS = 1000;
