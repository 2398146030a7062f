import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { lobbyConfig, type LobbyPage } from '../../islands/games/lobby-scope.ts';
import { DEFAULT_LOBBY_STATE } from '../../islands/games/lobby-state.ts';
import { lobbyEmpty, lobbyHeading, lobbyStatus, lobbyWords, pagerItems } from './lobby-view.ts';

const LANES = [
  {
    title: 'RNG',
    displayName: 'Slots',
    cards: [
      {
        vassalage: 'PG',
        accountTypeName: 'PG',
        gameType: 'RNG',
        displayName: 'PG Soft',
        lagerIcon: '',
        smallIcon: '',
        isGame: 'VASSALAGE' as const,
        appNewWindow: 0,
        gameCount: 9,
      },
    ],
    gameClassify: [
      { key: 'slot', displayName: 'Slot', gameCount: 5 },
      { key: 'jackpot', displayName: 'Jackpot', gameCount: 4 },
    ],
  },
];
const config = lobbyConfig('RNG', '/rng', LANES);
const words = lobbyWords(translator('EN'), config);
const none: LobbyPage = { games: [], totalCount: 0, totalPages: 0, page: 1 };

describe('game list page texts', () => {
  it('heads the list with what it shows', () => {
    expect(lobbyHeading(words, DEFAULT_LOBBY_STATE)).toBe('All');
    expect(lobbyHeading(words, { filter: 'HOT', classify: 'jackpot', vendor: 'PG', search: 'gold', page: 3 })).toBe('Hot · PG Soft · Jackpot · “gold”');
  });

  it('announces the count, and the page when there are several', () => {
    expect(lobbyStatus(words, { totalCount: 12, totalPages: 1, page: 1 })).toBe('Games found: 12');
    expect(lobbyStatus(words, { totalCount: 45, totalPages: 3, page: 2 })).toBe('Games found: 45 · Page 2 of 3');
  });

  it('says why a list is empty and offers the way out', () => {
    expect(lobbyEmpty(words, config, DEFAULT_LOBBY_STATE, none)).toEqual({ message: 'There are no games here yet.', link: null });
    expect(lobbyEmpty(words, config, { ...DEFAULT_LOBBY_STATE, vendor: 'PG', search: 'zz' }, none)).toEqual({
      message: 'No game matches “zz”.',
      link: { href: '/rng?vassalage=PG', text: 'Clear the search' },
    });
    expect(lobbyEmpty(words, config, { ...DEFAULT_LOBBY_STATE, page: 9 }, { ...none, totalCount: 30, totalPages: 2, page: 9 })?.link).toEqual({
      href: '/rng',
      text: 'Go to the first page',
    });
    expect(lobbyEmpty(words, config, { ...DEFAULT_LOBBY_STATE, filter: 'FAV' }, none)?.link).toEqual({
      href: '/rng',
      text: 'See all games',
    });
    expect(lobbyEmpty(words, config, DEFAULT_LOBBY_STATE, { ...none, games: [{} as LobbyPage['games'][number]] })).toBeNull();
  });

  it('builds the pager: previous, the window of pages, next', () => {
    expect(pagerItems(words, '/rng', DEFAULT_LOBBY_STATE, 1)).toEqual([]);
    const items = pagerItems(words, '/rng', { ...DEFAULT_LOBBY_STATE, vendor: 'PG', page: 2 }, 3);
    expect(items).toEqual([
      { kind: 'step', rel: 'prev', page: 1, href: '/rng?vassalage=PG', text: 'Previous page' },
      { kind: 'page', page: 1, href: '/rng?vassalage=PG', label: 'Page 1', current: false },
      { kind: 'page', page: 2, href: '/rng?vassalage=PG&page=2', label: 'Page 2', current: true },
      { kind: 'page', page: 3, href: '/rng?vassalage=PG&page=3', label: 'Page 3', current: false },
      { kind: 'step', rel: 'next', page: 3, href: '/rng?vassalage=PG&page=3', text: 'Next page' },
    ]);
  });
});
