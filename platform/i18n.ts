import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '../contract/error-codes.ts';
import { SHIPPED_LANGUAGES, toShippedLanguage, type ShippedLanguage } from '../contract/languages.ts';

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

const load = (lang: ShippedLanguage): Record<string, string> =>
  JSON.parse(readFileSync(resolve(localesDir, lang.toLowerCase(), 'errors.json'), 'utf8')) as Record<string, string>;

const catalogues = Object.fromEntries(SHIPPED_LANGUAGES.map((l) => [l, load(l)])) as Record<ShippedLanguage, Record<string, string>>;

/** The platform's message for an error code, in the caller's language (the `Language` header). */
export const errorMessage = (code: ErrorCode, lang: ShippedLanguage): string =>
  catalogues[lang][`errors.${code}`] ?? catalogues.EN[`errors.${code}`] ?? code;

export const languageOf = (header: string | undefined | null): ShippedLanguage => toShippedLanguage(header);
