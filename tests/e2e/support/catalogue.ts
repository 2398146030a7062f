import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lang = 'es' | 'en';

const root = join(import.meta.dirname, '..', '..', '..', 'locales');

const load = (lang: Lang): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(join(root, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(root, lang, f), 'utf8')) as Record<string, string>),
  );

const catalogues = { es: load('es'), en: load('en') };

/** The text a visitor should read: the shipped catalogue, `{{name}}` filled in. */
export const text = (lang: Lang, key: string, values: Record<string, string> = {}): string => {
  const template = catalogues[lang][key];
  if (template === undefined) throw new Error(`No ${lang} text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
};

export const BRAND = text('es', 'common.brand');

/** The document title of a page whose title key is `pages.<textKey>.title`. */
export const titleOf = (lang: Lang, textKey: string) => `${text(lang, `pages.${textKey}.title`)} | ${BRAND}`;
export const headingOf = (lang: Lang, textKey: string) => text(lang, `pages.${textKey}.heading`, { brand: BRAND });
