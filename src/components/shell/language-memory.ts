import { isShippedLanguage } from '../../../contract/languages.ts';

/*
 * The original client keeps the language in localStorage `lang` and `hisLang` (CONTRACT.md 5.1);
 * other scripts read them, so they follow the page's language. Storage may be blocked: the cookie
 * alone then carries the choice.
 */
const store = (code: string) => {
  try {
    localStorage.setItem('lang', code);
    localStorage.setItem('hisLang', code);
  } catch {
    // Private modes and blocked storage: nothing else depends on it.
  }
};

/** Keeps storage in step with the language the server rendered (also after a no-script change). */
export const rememberPageLanguage = (code: string | undefined) => {
  if (isShippedLanguage(code)) store(code.toUpperCase());
};

/** Records a choice from the language form just before it is sent. */
export const rememberLanguageChoice = (value: FormDataEntryValue | null) => {
  if (isShippedLanguage(value)) store(value.toUpperCase());
};
