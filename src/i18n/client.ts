import { DEFAULT_LANGUAGE } from '../../contract/languages.ts';
import type { Namespace } from './resources.ts';
import { textOf, type Text, type Words } from './text.ts';

/** The catalogues this page has fetched, by address; a failed fetch is forgotten, to be tried again. */
const fetched = new Map<string, Promise<Readonly<Record<string, string>>>>();

/** The page's language as its catalogue folder names it (`<html data-lang="ES">` → `es`). */
const pageLanguage = () =>
  (typeof document === 'undefined' ? undefined : document.documentElement.dataset.lang)?.toLowerCase() || DEFAULT_LANGUAGE.toLowerCase();

/** The address of one catalogue file: the same for every reader of a language, so caches may share it. */
export const textAddress = (lang: string, namespace: Namespace) => `/text/${lang}/${namespace}.json`;

const fetchCatalogue = (address: string) => {
  let catalogue = fetched.get(address);
  if (!catalogue) {
    catalogue = fetch(address).then(async (response) => {
      if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
      return (await response.json()) as Readonly<Record<string, string>>;
    });
    catalogue.catch(() => fetched.delete(address));
    fetched.set(address, catalogue);
  }
  return catalogue;
};

/**
 * The words of some namespaces (catalogue files) in the page's language, fetched once per page:
 * an island loads what it shows before it shows it, and a page carries no words of islands it
 * never opens. Rejects when any of them cannot be fetched.
 */
export const loadText = async <N extends Namespace>(namespaces: readonly N[]): Promise<Text<N>> => {
  const lang = pageLanguage();
  const catalogues = await Promise.all(namespaces.map((namespace) => fetchCatalogue(textAddress(lang, namespace))));
  return textOf(Object.assign({}, ...catalogues) as Words<N>);
};
