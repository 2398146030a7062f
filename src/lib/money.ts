import { bcp47Of, type ShippedLanguage } from '../../contract/languages.ts';

/*
 * Amounts on screen: two decimals and the visitor's thousands separators. Intl formats the
 * decimal string itself (never a float), so large pools keep every cent. This module runs in the
 * browser too (the jackpot counter), so it imports nothing that builds zod schemas.
 */
const formats = new Map<ShippedLanguage, Intl.NumberFormat>();
const formatOf = (lang: ShippedLanguage) => {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(bcp47Of(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    formats.set(lang, format);
  }
  return format;
};

/** A wire amount (`"1234.50"`) in the visitor's language: `1,234.50` in EN, `1.234,50` in ES. */
export const formatAmount = (wire: string, lang: ShippedLanguage): string => formatOf(lang).format(wire as `${number}`);

/**
 * Minor units (cents) in the visitor's language. The same split as contract/wallet.ts
 * `formatMinor`, which cannot be imported here: that module defines zod schemas.
 */
export const formatMinorAmount = (minor: bigint, lang: ShippedLanguage): string => {
  const abs = minor < 0n ? -minor : minor;
  return formatAmount(`${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`, lang);
};
