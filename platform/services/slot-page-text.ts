import { bcp47Of, type ShippedLanguage } from '../../contract/languages.ts';
import en from '../../locales/en/game-server.json' with { type: 'json' };
import es from '../../locales/es/game-server.json' with { type: 'json' };

// Imported, not read from disk, so the words travel inside the server bundle.
const catalogues: Record<ShippedLanguage, Record<string, string>> = { ES: es, EN: en };

export type GameServerKey = keyof typeof en;

/** The game page's words in one language: `game-server.*` keys, `{{name}}` filled in as plain text. */
export const gameServerText =
  (lang: ShippedLanguage) =>
  (key: GameServerKey, values: Record<string, string | number> = {}): string =>
    (catalogues[lang][key] ?? catalogues.EN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );

/** A wire amount (`"1234.50"`) with the language's separators; Intl formats the decimal string, never a float. */
export const formatWireAmount = (wire: string, lang: ShippedLanguage): string =>
  new Intl.NumberFormat(bcp47Of(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(wire as `${number}`);

/** A share (0.96055) as the language writes a percentage with two decimals. */
export const formatPercent = (ratio: number, lang: ShippedLanguage): string =>
  new Intl.NumberFormat(bcp47Of(lang), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio);
