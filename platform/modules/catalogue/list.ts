import type { z } from 'zod';
import { HOT_GAMES_LIMIT, isInHouseCode, type Game, type GameList, type gameListQuerySchema } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { toGameItem } from './games.ts';
import { inHouseVendors } from './lanes.ts';
import { countGames, foldText, pageOfGames, snapshotCount, type ListFilter } from './list-query.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from './snapshot.ts';

export type GameListQuery = z.infer<typeof gameListQuerySchema>;

type FilterQuery = Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'filter'>;

/** The query in catalogue terms: BGS and INHOUSE become the in-house vendors, unknown vendors none. */
export const resolveFilter = (snapshot: CatalogueSnapshot, q: FilterQuery, lang: ShippedLanguage): ListFilter => {
  let vendors = q.gameType === 'BGS' ? inHouseVendors(snapshot) : undefined;
  const asked = q.vassalage?.toUpperCase();
  if (asked) {
    const named = isInHouseCode(asked) ? inHouseVendors(snapshot) : snapshot.vendors.has(asked) ? [asked] : [];
    vendors = vendors ? vendors.filter((v) => named.includes(v)) : named;
  }
  const term = q.gameName ? foldText(q.gameName) : '';
  return {
    category: q.gameType === 'BGS' ? 'RNG' : q.gameType,
    vendors,
    classify: q.gameClassify,
    flag: q.filter,
    search: term ? { lang, term } : undefined,
  };
};

/*
 * The catalogue is the same for every visitor, so answers are shared for as long as the snapshot
 * they were built from: concurrent and repeated calls for the same page cost one query. Bounded,
 * oldest out first.
 */
const MAX_CACHED = 500;
const caches = new WeakMap<CatalogueSnapshot, Map<string, Promise<unknown>>>();

const shared = <T>(snapshot: CatalogueSnapshot, key: string, load: () => Promise<T>): Promise<T> => {
  let cache = caches.get(snapshot);
  if (!cache) caches.set(snapshot, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  const value = load();
  cache.set(key, value);
  value.catch(() => cache.delete(key));
  return value;
};

/**
 * GCSGAME_gameList: one page of games in list order, with the totals of the filter. A page past
 * the end answers no games and the true totals.
 */
export const listGames = async (p: Platform, q: GameListQuery, lang: ShippedLanguage): Promise<GameList> => {
  const snapshot = await catalogueSnapshot(p);
  const f = resolveFilter(snapshot, q, lang);
  const filterKey = JSON.stringify(f);
  const totalCount =
    f.vendors?.length === 0 ? 0 : f.search ? await shared(snapshot, `count:${filterKey}`, () => countGames(p, snapshot, f)) : snapshotCount(snapshot, f);
  const offset = (q.pageNo - 1) * q.pageSize;
  const games =
    offset >= totalCount
      ? []
      : await shared(snapshot, `page:${filterKey}:${offset}:${q.pageSize}:${lang}`, async () =>
          (await pageOfGames(p, snapshot, f, q.pageSize, offset)).map((row) => toGameItem(snapshot, row, lang)),
        );
  return { games, pageNo: q.pageNo, totalPages: Math.ceil(totalCount / q.pageSize), totalCount };
};

/** GCSGAME_hotGamesV2: the hot games in list order, optionally of one vendor or the in-house group. */
export const hotGames = async (p: Platform, lang: ShippedLanguage, vassalage?: string): Promise<Game[]> => {
  const snapshot = await catalogueSnapshot(p);
  const f = resolveFilter(snapshot, { vassalage, filter: 'HOT' }, lang);
  if (f.vendors?.length === 0) return [];
  return shared(snapshot, `hot:${JSON.stringify(f)}:${lang}`, async () =>
    (await pageOfGames(p, snapshot, f, HOT_GAMES_LIMIT, 0)).map((row) => toGameItem(snapshot, row, lang)),
  );
};
