import { lotteryMenusSchema, type Lane, type LotteryMenus } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { readPlatform } from '../../gateway/platform-client.ts';
import { LOTTERY_CATEGORIES, type LotteryCodes } from '../shell/site-nav.ts';

type PrizeMode = 'LOTT' | 'ELOTT';
export type ReadMenus = (prizeMode: PrizeMode, lang: ShippedLanguage, clientIp: string) => Promise<LotteryMenus | null>;

/** Game id to game code of every game of the menus. */
export const codesOf = (menus: readonly (LotteryMenus | null)[]): Map<number, string> =>
  new Map(menus.flatMap((m) => Object.values(m ?? {}).flatMap((group) => group.gameMenus.map((item) => [item.gameId, item.gameCode] as const))));

/** The prize modes (lottery categories) among lane titles or card game types. */
export const lotteryModesOf = (categories: readonly string[]): PrizeMode[] => [...new Set(categories.filter((c) => LOTTERY_CATEGORIES.has(c)))] as PrizeMode[];

/** The prize modes the lanes have lottery vendors in. */
export const laneLotteryModes = (lanes: readonly Lane[]) => lotteryModesOf(lanes.filter((l) => l.cards.length > 0).map((l) => l.title));

/**
 * The lottery menus, and the game codes that links need to open a lottery card's first game (the lanes name it
 * by id only). Every page renders such links, so each prize mode's answer is kept a few seconds,
 * shared by concurrent renders; a failed read is not kept, and reads as no codes (the links then
 * open the vendor's lobby).
 */
export const createLotteryMenus = ({ read, now, ttlMs }: { read: ReadMenus; now(): number; ttlMs: number }) => {
  const cache = new Map<string, { expires: number; menus: Promise<LotteryMenus | null> }>();
  const menusOf = (mode: PrizeMode, lang: ShippedLanguage, clientIp: string) => {
    const key = `${mode} ${lang}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.menus;
    const menus = read(mode, lang, clientIp);
    cache.set(key, { expires: now() + ttlMs, menus });
    void menus.then((m) => {
      if (m === null && cache.get(key)?.menus === menus) cache.delete(key);
    });
    return menus;
  };
  const codes = async (modes: readonly PrizeMode[], lang: ShippedLanguage, clientIp: string): Promise<LotteryCodes> =>
    codesOf(await Promise.all(modes.map((mode) => menusOf(mode, lang, clientIp))));
  return { menusOf, codes };
};

/** GET /lgw/games/game_menus: every lottery game of a prize mode, whatever its vendor (CONTRACT.md 1.5). */
const lotteryMenus = createLotteryMenus({
  read: async (prizeMode, lang, clientIp) => {
    const read = await readPlatform(`/lgw/games/game_menus?prizeMode=${prizeMode}&language=${lang}`, lotteryMenusSchema, {
      clientIp,
      lang,
    });
    return read.ok ? read.value : null;
  },
  now: Date.now,
  ttlMs: 3_000,
});

/** A prize mode's lottery menu in a language, or null when the platform could not answer. */
export const readLotteryMenus = lotteryMenus.menusOf;
/** Game codes by game id for the prize modes' lottery games. */
export const lotteryCodes = lotteryMenus.codes;
