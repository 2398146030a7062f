import { bcp47Of, type ShippedLanguage } from '../../../contract/languages.ts';
import slotEn from '../../../locales/en/game-server.json' with { type: 'json' };
import slotEs from '../../../locales/es/game-server.json' with { type: 'json' };
import lotteryEn from '../../../locales/en/lottery-server.json' with { type: 'json' };
import lotteryEs from '../../../locales/es/lottery-server.json' with { type: 'json' };
import chatEn from '../../../locales/en/chat-server.json' with { type: 'json' };
import chatEs from '../../../locales/es/chat-server.json' with { type: 'json' };
import { formatAmount } from '../../../contract/money-format.ts';
import { fill } from '../../../contract/fill.ts';
import { PLAY_PING_MS } from '../../../contract/responsible-gambling.ts';
import type { PlayClockData } from '../client/page-data.ts';

/*
 * The game pages' words: `game-server.*` for the slot, `lottery-server.*` for the lottery,
 * `chat-server.*` for a live table's chat.
 * Imported, not read from disk, so they travel inside the server bundle.
 */

type Catalogue = Readonly<Record<string, string>>;
type Values = Readonly<Record<string, string | number>>;
type Unprefixed<K, P extends string> = K extends `${P}${infer W}` ? W : never;

const book =
  <W extends string>(prefix: string, catalogues: Record<ShippedLanguage, Catalogue>) =>
  (lang: ShippedLanguage) =>
  (word: W, values: Values = {}): string =>
    fill(catalogues[lang][`${prefix}${word}`] ?? catalogues.EN[`${prefix}${word}`] ?? word, values);

export type SlotWord = Unprefixed<keyof typeof slotEn, 'game-server.'>;
export type LotteryWord = Unprefixed<keyof typeof lotteryEn, 'lottery-server.'>;
export type ChatWord = Unprefixed<keyof typeof chatEn, 'chat-server.'>;
export type Translate<W extends string> = (word: W, values?: Values) => string;

const LOTTERY: Record<ShippedLanguage, Catalogue> = { EN: lotteryEn, ES: lotteryEs };

export const slotWords = book<SlotWord>('game-server.', { EN: slotEn, ES: slotEs });
export const lotteryWords = book<LotteryWord>('lottery-server.', LOTTERY);
export const chatWords = book<ChatWord>('chat-server.', { EN: chatEn, ES: chatEs });

/** What a game page's script needs to keep the play clock: where to ping, and the reality check's words as written. */
export const playClockData = (lang: ShippedLanguage, urls: { pingUrl: string; realityUrl: string }): PlayClockData => {
  const book: Catalogue = lang === 'ES' ? slotEs : slotEn;
  const word = (w: SlotWord) => book[`game-server.${w}`] ?? w;
  return {
    ...urls,
    pingMs: PLAY_PING_MS,
    words: { body: word('reality.body'), hours: word('reality.hours'), minutes: word('reality.minutes'), stopped: word('stopped') },
  };
};

/** Lottery words as written, for the page's script to fill with what it learns in the browser. */
export const unfilledLotteryWords = <W extends LotteryWord>(lang: ShippedLanguage, words: readonly W[]): Record<W, string> =>
  Object.fromEntries(words.map((w) => [w, LOTTERY[lang][`lottery-server.${w}`] ?? w])) as Record<W, string>;

/** Wire amounts (`"1234.50"`) as the market writes them (`es-MX`, `en-US`): the site's one money format. */
export const amountsIn = (locale: string) => (wire: string) => formatAmount(wire, locale);

/** A share (0.96055) as the language writes a percentage with two decimals. */
export const formatPercent = (ratio: number, lang: ShippedLanguage): string =>
  new Intl.NumberFormat(bcp47Of(lang), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio);
