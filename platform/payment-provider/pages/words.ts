import { fill, type FillValues } from '../../../contract/fill.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import en from '../../../locales/en/payment-provider.json' with { type: 'json' };
import es from '../../../locales/es/payment-provider.json' with { type: 'json' };

/** The checkout page's words (`payment-provider.*`), imported so they travel inside the server bundle. */
export type ProviderWord = keyof typeof en extends `payment-provider.${infer W}` ? W : never;

const CATALOGUES: Record<ShippedLanguage, Readonly<Record<string, string>>> = { EN: en, ES: es };

export const providerWords =
  (lang: ShippedLanguage) =>
  (word: ProviderWord, values: FillValues = {}): string =>
    fill(CATALOGUES[lang][`payment-provider.${word}`] ?? CATALOGUES.EN[`payment-provider.${word}`] ?? word, values);
