import { GAME_CATEGORIES, type GameCategory } from '../../../contract/game-rules.ts';
import { sectionHref } from './section-href.ts';

/** The winners list of the member centre: the winner board, by product type. */
export const WINNERS_SECTION_ID = 'winnersList';

export const WINNERS_CATEGORY_PARAM = 'winCategory';

export type WinnersCategory = 'ALL' | GameCategory;

export const WINNERS_CATEGORIES: readonly WinnersCategory[] = ['ALL', ...GAME_CATEGORIES];

/** The product type the address names; anything else is every product. */
export const readWinnersCategory = (params: URLSearchParams): WinnersCategory =>
  WINNERS_CATEGORIES.find((category) => category === params.get(WINNERS_CATEGORY_PARAM)) ?? 'ALL';

export const winnersHref = (category: WinnersCategory): string =>
  sectionHref(WINNERS_SECTION_ID, new URLSearchParams(category === 'ALL' ? {} : { [WINNERS_CATEGORY_PARAM]: category }));
