/**
 * The wording catalogue's language list (SPEC section 1): upper-case site codes with their native
 * names. Only languages whose translations are complete are selectable; the rest stay listed so a
 * translator can see what exists.
 */
export const LANGUAGE_CATALOGUE = [
  { code: 'ES', name: 'Español', bcp47: 'es' },
  { code: 'EN', name: 'English', bcp47: 'en' },
  { code: 'CN', name: '简体中文', bcp47: 'zh-CN' },
  { code: 'TW', name: '繁體中文', bcp47: 'zh-TW' },
  { code: 'HK', name: '繁體中文（香港）', bcp47: 'zh-HK' },
  { code: 'JA', name: '日本語', bcp47: 'ja' },
  { code: 'KO', name: '한국어', bcp47: 'ko' },
  { code: 'ID', name: 'Bahasa Indonesia', bcp47: 'id' },
  { code: 'VI', name: 'Tiếng Việt', bcp47: 'vi' },
  { code: 'TH', name: 'ไทย', bcp47: 'th' },
  { code: 'TA', name: 'தமிழ்', bcp47: 'ta' },
  { code: 'HI', name: 'हिन्दी', bcp47: 'hi' },
  { code: 'BN', name: 'বাংলা', bcp47: 'bn' },
  { code: 'KM', name: 'ខ្មែរ', bcp47: 'km' },
  { code: 'MY', name: 'မြန်မာ', bcp47: 'my' },
  { code: 'MS', name: 'Bahasa Melayu', bcp47: 'ms' },
  { code: 'TY', name: 'Tagalog', bcp47: 'tl' },
  { code: 'PT', name: 'Português', bcp47: 'pt' },
  { code: 'PT-BR', name: 'Português (Brasil)', bcp47: 'pt-BR' },
  { code: 'TR', name: 'Türkçe', bcp47: 'tr' },
  { code: 'AR', name: 'العربية', bcp47: 'ar' },
  { code: 'UR', name: 'اردو', bcp47: 'ur' },
  { code: 'FA', name: 'فارسی', bcp47: 'fa' },
  { code: 'UZ', name: 'Oʻzbekcha', bcp47: 'uz' },
  { code: 'KK', name: 'Қазақша', bcp47: 'kk' },
  { code: 'RU', name: 'Русский', bcp47: 'ru' },
  { code: 'LO', name: 'ລາວ', bcp47: 'lo' },
  { code: 'NE', name: 'नेपाली', bcp47: 'ne' },
  { code: 'FR', name: 'Français', bcp47: 'fr' },
  { code: 'DE', name: 'Deutsch', bcp47: 'de' },
  { code: 'IT', name: 'Italiano', bcp47: 'it' },
  { code: 'PL', name: 'Polski', bcp47: 'pl' },
  { code: 'NL', name: 'Nederlands', bcp47: 'nl' },
  { code: 'UK', name: 'Українська', bcp47: 'uk' },
  { code: 'SW', name: 'Kiswahili', bcp47: 'sw' },
] as const;

/** Languages whose every key is translated; the only ones a visitor can pick. */
export const SHIPPED_LANGUAGES = ['ES', 'EN'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ShippedLanguage = 'ES';

export const isShippedLanguage = (code: unknown): code is ShippedLanguage =>
  typeof code === 'string' && (SHIPPED_LANGUAGES as readonly string[]).includes(code.toUpperCase());

/** Any value (cookie, header, query) to a shipped language, falling back to the default. */
export const toShippedLanguage = (value: unknown): ShippedLanguage => (isShippedLanguage(value) ? (value.toUpperCase() as ShippedLanguage) : DEFAULT_LANGUAGE);

export const bcp47Of = (code: ShippedLanguage) => (code === 'ES' ? 'es' : 'en');
