import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/error-codes.ts';
import { SHIPPED_LANGUAGES } from '../../contract/languages.ts';
import { ROUTES } from '../routes.ts';
import { translator } from './i18n.ts';
import { CATALOGUES } from './resources.ts';

const localesDir = join(import.meta.dirname, '..', '..', 'locales');
const filesOf = (lang: string) =>
  readdirSync(join(localesDir, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();
const keysOf = (lang: string, file: string) => Object.keys(JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Record<string, string>).sort();

describe('translation catalogues', () => {
  const [first, ...others] = SHIPPED_LANGUAGES.map((l) => l.toLowerCase());

  it('has the same files in every shipped language, all of them loaded', () => {
    for (const lang of others) expect(filesOf(lang!)).toEqual(filesOf(first!));
    for (const lang of SHIPPED_LANGUAGES) {
      expect(
        Object.keys(CATALOGUES[lang])
          .map((ns) => `${ns}.json`)
          .sort(),
      ).toEqual(filesOf(lang.toLowerCase()));
    }
  });

  it.each(filesOf(first!))('%s has the same keys in every shipped language', (file) => {
    for (const lang of others) expect(keysOf(lang!, file)).toEqual(keysOf(first!, file));
  });

  it('starts every key with its file name and leaves no value empty', () => {
    for (const lang of SHIPPED_LANGUAGES) {
      for (const [ns, catalogue] of Object.entries(CATALOGUES[lang])) {
        for (const [key, value] of Object.entries(catalogue)) {
          expect(key.startsWith(`${ns}.`), `${lang} ${key}`).toBe(true);
          expect(value.trim(), `${lang} ${key}`).not.toBe('');
        }
      }
    }
  });

  it('has a message for every platform error code and for a network failure', () => {
    for (const lang of SHIPPED_LANGUAGES) {
      const errors = CATALOGUES[lang].errors ?? {};
      for (const code of [...ERROR_CODES, 'network']) expect(errors, `${lang} errors.${code}`).toHaveProperty([`errors.${code}`]);
    }
  });

  it('titles and heads every route', () => {
    for (const lang of SHIPPED_LANGUAGES) {
      for (const { textKey } of Object.values(ROUTES)) {
        expect(CATALOGUES[lang].pages, `${lang} ${textKey}`).toHaveProperty([`pages.${textKey}.title`]);
        expect(CATALOGUES[lang].pages, `${lang} ${textKey}`).toHaveProperty([`pages.${textKey}.heading`]);
      }
    }
  });
});

describe('translator', () => {
  it('reads flat dotted keys and interpolates without escaping', () => {
    expect(translator('EN')('errors.login.not.session')).toBe('You are not logged in, please login');
    expect(translator('ES')('common.documentTitle', { page: 'A & B', brand: 'BetPlay' })).toBe('A & B | BetPlay');
    expect(translator('EN')('errors.network')).toBe('Network link is abnormal, please try again');
  });
});
