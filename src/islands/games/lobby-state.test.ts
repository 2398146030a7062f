import { describe, expect, it } from 'vitest';
import { DEFAULT_LOBBY_STATE, lobbyHref, parseLobbyState, sameLobbyState, SEARCH_MAX_LENGTH, withChange, type LobbyState } from './lobby-state.ts';

const scope = { vendors: ['PG', 'JL', 'INHOUSE'], classifies: ['jackpot', 'table', 'arcade'] };
const parse = (query: string) => parseLobbyState(new URLSearchParams(query), scope);

describe('lobby URL state', () => {
  it('reads a page only as a whole number within bounds, else the first page', () => {
    const pageOf = (page: string) => parseLobbyState(new URLSearchParams({ page }), scope).page;
    expect(pageOf('3')).toBe(3);
    expect(pageOf(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '2.5', '1e3', '', '100001']) expect(pageOf(bad)).toBe(1);
  });

  it('reads an empty query as all games, first page', () => {
    expect(parse('')).toEqual(DEFAULT_LOBBY_STATE);
  });

  it('reads every part, in any letter case for the codes', () => {
    expect(parse('filter=hot&classify=Jackpot&vassalage=pg&q=%20dragon%20&page=3')).toEqual({
      filter: 'HOT',
      classify: 'jackpot',
      vendor: 'PG',
      search: 'dragon',
      page: 3,
    });
    expect(parse('vassalage=INHOUSE').vendor).toBe('INHOUSE');
  });

  it('falls back to the default for anything unknown or malformed', () => {
    expect(parse('filter=BEST&classify=bingo&vassalage=XX&page=-2')).toEqual(DEFAULT_LOBBY_STATE);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=1000001').page).toBe(1);
    expect(parse('filter=').filter).toBe('ALL');
    expect(parse('q=%20%20').search).toBe('');
  });

  it('cuts a search to the length the game list takes', () => {
    expect(parse(`q=${'a'.repeat(100)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('writes one URL per view, defaults left out, in a fixed order', () => {
    expect(lobbyHref('/rng', DEFAULT_LOBBY_STATE)).toBe('/rng');
    const state: LobbyState = { filter: 'NEW', classify: 'table', vendor: 'JL', search: 'oro y plata', page: 2 };
    expect(lobbyHref('/rng', state)).toBe('/rng?filter=NEW&classify=table&vassalage=JL&q=oro+y+plata&page=2');
  });

  it('reads back what it writes', () => {
    const state: LobbyState = { filter: 'FAV', classify: 'arcade', vendor: 'INHOUSE', search: 'Dragón & Tigre', page: 7 };
    const href = lobbyHref('/rng', state);
    expect(parse(href.slice(href.indexOf('?') + 1))).toEqual(state);
    expect(sameLobbyState(parse(href.slice(href.indexOf('?') + 1)), state)).toBe(true);
  });

  it('starts again at the first page when the view changes', () => {
    const state: LobbyState = { ...DEFAULT_LOBBY_STATE, vendor: 'PG', page: 9 };
    expect(withChange(state, { filter: 'HOT' })).toEqual({ ...state, filter: 'HOT', page: 1 });
  });
});
