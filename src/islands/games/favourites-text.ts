import type { Translate } from '../../i18n/i18n.ts';

/** The refusals a favourite change can meet, by code: `errors.<code>`. */
export const FAVOURITE_ERROR_CODES = [
  'favourite.throttled',
  'in_need_true_account',
  'game.not.found',
  'function.not.available',
  'TOO_MANY_REQUESTS',
  'upstream.unavailable',
  'system.error',
  'network',
] as const;

/**
 * The words a favourite star needs when a change fails (`/text/games.json`), fetched only then:
 * a page of tiles carries none of them.
 */
export const gamesText = (t: Translate) => ({
  failedTitle: t('games.favourite.failed'),
  confirm: t('shell.dialog.confirm'),
  /** By translation key (`errors.<code>`), as src/api-client/errors.ts `messageKeyOf` names it. */
  errors: Object.fromEntries(FAVOURITE_ERROR_CODES.map((code) => [`errors.${code}`, t(`errors.${code}`)])) as Record<string, string>,
});

export type GamesText = ReturnType<typeof gamesText>;
