import { fill, type FillValues } from '../../../contract/fill.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import en from '../../../locales/en/oidc-provider.json' with { type: 'json' };
import es from '../../../locales/es/oidc-provider.json' with { type: 'json' };

/** The authorisation page's words (`oidc-provider.*`), imported so they travel inside the server bundle. */
export type OidcWord = keyof typeof en extends `oidc-provider.${infer W}` ? W : never;

const CATALOGUES: Record<ShippedLanguage, Readonly<Record<string, string>>> = { EN: en, ES: es };

export const oidcWords =
  (lang: ShippedLanguage) =>
  (word: OidcWord, values: FillValues = {}): string =>
    fill(CATALOGUES[lang][`oidc-provider.${word}`] ?? CATALOGUES.EN[`oidc-provider.${word}`] ?? word, values);
