import { bcp47Of, type ShippedLanguage } from '../../contract/languages.ts';
import en from '../../locales/en/lottery-server.json' with { type: 'json' };
import es from '../../locales/es/lottery-server.json' with { type: 'json' };

/*
 * The lottery page's words (`lottery-server` namespace). Imported, not read from disk, so they
 * travel inside the server bundle, as the platform's error messages do.
 */

const PREFIX = 'lottery-server.';
type Key = keyof typeof en;
export type LotteryWord = Key extends `${typeof PREFIX}${infer K}` ? K : never;

const catalogues: Record<ShippedLanguage, Record<Key, string>> = { EN: en, ES: es };

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

export type Translate = (word: LotteryWord, values?: Readonly<Record<string, string | number>>) => string;

export const lotteryWords = (lang: ShippedLanguage): Translate => (word, values = {}) => fill(catalogues[lang][`${PREFIX}${word}`], values);

/** The words the page's script needs, unfilled (it fills numbers it learns in the browser). */
export const browserWords = (lang: ShippedLanguage, words: readonly LotteryWord[]): Record<string, string> =>
  Object.fromEntries(words.map((w) => [w, catalogues[lang][`${PREFIX}${w}`]]));

/** Amounts in the page's language from their wire form (`"1234.50"`), through Intl on the decimal string, never a float. */
export const formatWire = (wire: string, lang: ShippedLanguage) =>
  new Intl.NumberFormat(bcp47Of(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(wire as `${number}`);
