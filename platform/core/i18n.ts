import type { ErrorCode } from '../../contract/error-codes.ts';
import { toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';
import en from '../../locales/en/errors.json' with { type: 'json' };
import es from '../../locales/es/errors.json' with { type: 'json' };

// Imported, not read from disk, so the messages travel inside the server bundle.
const catalogues: Record<ShippedLanguage, Record<string, string>> = { ES: es, EN: en };

/** The platform's message for an error code, in the caller's language (the `Language` header). */
export const errorMessage = (code: ErrorCode, lang: ShippedLanguage): string => catalogues[lang][`errors.${code}`] ?? catalogues.EN[`errors.${code}`] ?? code;

export const languageOf = (header: string | undefined | null): ShippedLanguage => toShippedLanguage(header);
