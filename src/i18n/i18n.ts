import i18next, { type i18n } from 'i18next';
import { bcp47Of, DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, type ShippedLanguage } from '../../contract/languages.ts';
import { flatCatalogue } from './resources.ts';

/** Translates a flat key, with `{{name}}` values interpolated. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/*
 * Keys are flat and dotted (`errors.login.not.session`), so i18next must not split them on dots or
 * colons. All files of a language share one namespace: the key's first part names its file.
 * i18next knows languages by their BCP 47 tags (`es`); the site codes (`ES`) stay outside it.
 */
const createI18n = (): i18n => {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(SHIPPED_LANGUAGES.map((lang) => [bcp47Of(lang), { translation: flatCatalogue(lang) }])),
    lng: bcp47Of(DEFAULT_LANGUAGE),
    fallbackLng: bcp47Of(DEFAULT_LANGUAGE),
    supportedLngs: SHIPPED_LANGUAGES.map(bcp47Of),
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    // Astro and React escape what they render; escaping here too would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
};

const shared = createI18n();
const fixed = new Map<ShippedLanguage, Translate>(
  SHIPPED_LANGUAGES.map((lang) => {
    const t = shared.getFixedT(bcp47Of(lang));
    // The catalogue never changes while the server runs, and a page asks for the same plain
    // keys on every render: remember those answers rather than resolve them through i18next again.
    const plain = new Map<string, string>();
    const translate: Translate = (key, values) => {
      if (values) return t(key, values);
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = t(key, {})));
      return text;
    };
    return [lang, translate];
  }),
);

/** The translator fixed to one language; the same function for every request in that language. */
export const translator = (lang: ShippedLanguage): Translate => fixed.get(lang) ?? fixed.get(DEFAULT_LANGUAGE)!;
