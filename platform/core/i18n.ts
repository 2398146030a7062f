import type { ErrorCode } from '../../contract/error-codes.ts';
import { toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';
import { refusalMessageKey } from '../../contract/refusal-window.ts';
import en from '../../locales/en/errors.json' with { type: 'json' };
import es from '../../locales/es/errors.json' with { type: 'json' };

// Imported, not read from disk, so the messages travel inside the server bundle.
const catalogues: Record<ShippedLanguage, Record<string, string>> = { ES: es, EN: en };

/**
 * The platform's message for an error code, in the caller's language (the `Language` header). A
 * refusal whose value names a limit's window reads as that window's message (contract/refusal-window.ts).
 */
export const errorMessage = (code: ErrorCode, lang: ShippedLanguage, value?: unknown): string => {
  const key = refusalMessageKey(code, value);
  return catalogues[lang][key] ?? catalogues.EN[key] ?? catalogues[lang][`errors.${code}`] ?? catalogues.EN[`errors.${code}`] ?? code;
};

export const languageOf = (header: string | undefined | null): ShippedLanguage => toShippedLanguage(header);
