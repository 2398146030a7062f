import type { ShippedLanguage } from '../../contract/languages.ts';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enPages from '../../locales/en/pages.json';
import enScreens from '../../locales/en/screens.json';
import esCommon from '../../locales/es/common.json';
import esErrors from '../../locales/es/errors.json';
import esPages from '../../locales/es/pages.json';
import esScreens from '../../locales/es/screens.json';

/** A catalogue file: flat keys, each starting with the file's own name (`pages.home.title`). */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * Every catalogue file of every shipped language, by namespace. Static imports keep the files in
 * the server bundle, so rendering never reads the disk.
 */
export const CATALOGUES: Record<ShippedLanguage, Record<string, Catalogue>> = {
  ES: { common: esCommon, errors: esErrors, pages: esPages, screens: esScreens },
  EN: { common: enCommon, errors: enErrors, pages: enPages, screens: enScreens },
};

/** One flat table per language: the namespace is already the first part of every key. */
export const flatCatalogue = (lang: ShippedLanguage): Catalogue => Object.assign({}, ...Object.values(CATALOGUES[lang]));
