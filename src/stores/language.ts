import { atom } from 'nanostores';
import { DEFAULT_LANGUAGE, toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';

/** The language the page was rendered in: the server decides it (cookie), the page carries it. */
const pageLanguage = (): ShippedLanguage => (typeof document === 'undefined' ? DEFAULT_LANGUAGE : toShippedLanguage(document.documentElement.dataset.lang));

export const $language = atom<ShippedLanguage>(pageLanguage());
