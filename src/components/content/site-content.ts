import type { z } from 'zod';
import { announcementsSchema, helpCenterSchema, NOTICE_TYPES } from '../../../contract/content.ts';
import { gameListSchema, hotGamesSchema, jackpotSchema, rankListSchema, WINNER_BOARD_LIMIT, type GameCategory } from '../../../contract/games.ts';
import { MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import { readPlatform } from '../../gateway/platform-client.ts';

/*
 * What the server reads from the platform to render the home page, the footer, promotions and
 * help, in the visitor's language. None of it depends on who asks, and every page needs some of
 * it, so each answer is kept a few seconds per language and path (concurrent renders share one
 * read), within the 5 seconds in which the README promises that operators' changes show. A read
 * that fails is not kept, and leaves its part of the page out rather than failing the page. The
 * vendor lanes come from src/components/shell/vendor-lanes.ts, which keeps them the same way.
 */
type Locals = Pick<App.Locals, 'clientIp' | 'lang'>;

export const CONTENT_CACHE_MS = 3_000;

const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

const read = <S extends z.ZodType>(locals: Locals, path: string, schema: S): Promise<z.infer<S> | null> => {
  const key = `${locals.lang} ${path}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<z.infer<S> | null>;
  const value = readPlatform(path, schema, { clientIp: locals.clientIp, lang: locals.lang }).then((r) => (r.ok ? r.value : null));
  cache.set(key, { expires: now + CONTENT_CACHE_MS, value });
  void value.then((v) => {
    if (v === null && cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
};

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Everything the announcements call has (CONTRACT.md 4.7): banners, player notices, pop-ups, promotions, help notices. */
export const readAnnouncements = (locals: Locals) =>
  read(locals, `/wps/relay/MCSFE_getListAnnouncements?${query({ types: NOTICE_TYPES.join(','), platform: 'W' })}`, announcementsSchema);

export const readHotGames = async (locals: Locals) =>
  (
    await read(
      locals,
      `/wps/relay/GCSGAME_hotGamesV2?${query({ merchantCode: MERCHANT_CODE_DEFAULT, isPlatform: 2, platform: 'flash,html5-desktop', language: locals.lang })}`,
      hotGamesSchema,
    )
  )?.list ?? null;

export const readGames = async (locals: Locals, gameType: GameCategory, pageSize: number) =>
  (
    await read(
      locals,
      `/wps/relay/GCSGAME_gameList?${query({ clientType: 3, platform: 'flash,html5-desktop', gameType, pageNo: 1, pageSize, language: locals.lang })}`,
      gameListSchema,
    )
  )?.games ?? null;

export const readWinners = async (locals: Locals) =>
  (
    await read(locals, `/wps/relay/GCSGAME_getRankList?${query({ gameCategory: 'ALL', language: locals.lang, limitNum: WINNER_BOARD_LIMIT })}`, rankListSchema)
  )?.list.map((w) => w.vo) ?? null;

export const readJackpot = (locals: Locals) => read(locals, '/wps/relay/VIS_getJackpot', jackpotSchema);

export const readHelpCenter = (locals: Locals) => read(locals, `/wps/system/helpCenter?${query({ lang: locals.lang, device: 'WEB' })}`, helpCenterSchema);
