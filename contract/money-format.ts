/*
 * Money as people read it, for the site, its islands, the platform and the game pages alike: two
 * decimals, the market locale's separators and, where wanted, the currency symbol from the
 * runtime's own locale data (Intl), so every currency and locale is covered and they all agree.
 * Amounts are integer minor units or the wire's decimal string; Intl reads them as exact decimal
 * strings, never as floats, so the largest pool keeps its last cent. This module imports nothing:
 * the browser loads it with no schema library behind it.
 */

/** An amount: integer minor units (cents), or the wire's decimal string (`"1234.50"`). */
export type Amount = bigint | string;

/** How a page writes money: the market's locale for the page's language, and the currency. */
export interface MoneyStyle {
  /** BCP 47, e.g. `es-MX`. */
  locale: string;
  /** ISO 4217, e.g. `MXN`. */
  currency: string;
}

/** Minor units (cents) to the wire format: `123456n` is `"1234.56"`. */
export const formatMinor = (minor: bigint): string => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${cents}`;
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

const decimalOf = (amount: Amount): string | null => {
  if (typeof amount === 'bigint') return formatMinor(amount);
  const text = amount.trim();
  return DECIMAL.test(text) ? text : null;
};

// Every amount shows cents, also for currencies whose everyday format has none (CLP, JPY).
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as const;

/* Building a format costs far more than using one: one per locale and currency, kept. A locale
 * or currency the runtime rejects is remembered as null. */
const formats = new Map<string, Intl.NumberFormat | null>();
const formatOf = (locale: string, currency: string | null): Intl.NumberFormat | null => {
  const key = `${locale} ${currency ?? ''}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(
        locale,
        currency === null ? TWO_DECIMALS : { ...TWO_DECIMALS, style: 'currency', currency, currencyDisplay: 'narrowSymbol' },
      );
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
};

/** The figure alone: `8,157,235.39` in `es-MX` and `en-US`. Text that is not an amount comes back as it is. */
export const formatAmount = (amount: Amount, locale: string): string => {
  const decimal = decimalOf(amount);
  if (decimal === null) return String(amount);
  return formatOf(locale, null)?.format(decimal as `${number}`) ?? decimal;
};

/** The figure with the currency symbol: `$8,157,235.39` for MXN in `es-MX`; a currency without one shows its code. */
export const formatMoney = (amount: Amount, { locale, currency }: MoneyStyle): string => {
  const decimal = decimalOf(amount);
  const format = formatOf(locale, currency);
  if (decimal === null || !format) return `${formatAmount(amount, locale)} ${currency}`;
  return format.format(decimal as `${number}`);
};

/** The narrow symbol of a currency as a locale writes it (`$` for MXN in `es-MX`), else its code. */
export const currencySymbol = (currency: string, locale: string): string =>
  formatOf(locale, currency)
    ?.formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;
