import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMinor, formatMoney } from './money-format.ts';
import { DEFAULT_MARKET } from './system.ts';
import { parseMinor } from './wallet.ts';

const MXN_ES = { locale: DEFAULT_MARKET.locales.ES, currency: 'MXN' };
const MXN_EN = { locale: DEFAULT_MARKET.locales.EN, currency: 'MXN' };

describe('money as Mexican players read it', () => {
  it('writes commas between thousands and a point before the cents in both languages', () => {
    expect(formatMoney(815_723_539n, MXN_ES)).toBe('$8,157,235.39');
    expect(formatMoney(815_723_539n, MXN_EN)).toBe('$8,157,235.39');
    expect(formatAmount('8157235.39', MXN_ES.locale)).toBe('8,157,235.39');
    expect(formatAmount('8157235.39', MXN_ES.locale)).not.toBe('8.157.235,39');
  });

  it('always shows two decimals and groups four-digit figures', () => {
    expect(formatAmount('1234.5', 'es-MX')).toBe('1,234.50');
    expect(formatAmount(0n, 'en-US')).toBe('0.00');
    expect(formatAmount(5n, 'es-MX')).toBe('0.05');
    expect(formatMoney(-250n, MXN_ES)).toBe('-$2.50');
    // A currency whose everyday format has no cents still shows the two of the wire.
    expect(formatMoney('1234.50', { locale: 'es-CL', currency: 'CLP' })).toBe('$1.234,50');
  });

  it('follows the locale it is given, not a fixed one', () => {
    expect(formatAmount('8157235.39', 'es')).toBe('8.157.235,39');
    expect(formatAmount('8157235.39', 'de-DE')).toBe('8.157.235,39');
  });
});

describe('amounts keep every cent', () => {
  it('formats minor units beyond what a float holds exactly', () => {
    // 9007199254740993 is 2^53 + 1: as a number it becomes ...992 and the last cent is lost.
    expect(formatAmount(9_007_199_254_740_993n, 'es-MX')).toBe('90,071,992,547,409.93');
    expect(formatMoney(9_007_199_254_740_993n, MXN_EN)).toBe('$90,071,992,547,409.93');
    expect(formatAmount('90071992547409.93', 'en-US')).toBe('90,071,992,547,409.93');
    expect(formatAmount(900_719_925_474_099_399n, 'en-US')).toBe('9,007,199,254,740,993.99');
  });

  it('writes the wire format from minor units and back', () => {
    for (const minor of [0n, 5n, 99n, 100n, 123_456n, -1n, -250n, 9_007_199_254_740_993n]) {
      expect(parseMinor(formatMinor(minor))).toBe(minor);
      expect(formatAmount(minor, 'en-US')).toBe(formatAmount(formatMinor(minor), 'en-US'));
    }
    expect(formatMinor(9_007_199_254_740_993n)).toBe('90071992547409.93');
    expect(formatMinor(-5n)).toBe('-0.05');
  });

  it('leaves text that is not an amount as it is', () => {
    expect(formatAmount('--', 'es-MX')).toBe('--');
    expect(formatMoney('1e3', MXN_ES)).toBe('1e3 MXN');
  });
});

describe('currency symbols', () => {
  it('come from the locale data, so they follow the locale', () => {
    // Peru writes its sol S/; Mexico has no narrow sign for it and writes the code.
    expect(currencySymbol('PEN', 'es-PE')).toBe('S/');
    expect(currencySymbol('PEN', 'es-MX')).toBe('PEN');
    expect(currencySymbol('MXN', 'es-MX')).toBe('$');
    expect(currencySymbol('MXN', 'en-US')).toBe('$');
    expect(currencySymbol('INR', 'en-US')).toBe('₹');
    expect(currencySymbol('EUR', 'es-MX')).toBe('€');
  });

  it('name a currency by its code when it has no symbol or is no currency at all', () => {
    expect(currencySymbol('XAU', 'es-MX')).toBe('XAU');
    expect(currencySymbol('constructor', 'es-MX')).toBe('constructor');
    expect(formatMoney('10.00', { locale: 'es-MX', currency: '??' })).toBe('10.00 ??');
  });

  it('match what the formatted amount shows', () => {
    for (const currency of ['MXN', 'PEN', 'EUR', 'PHP', 'BRL']) {
      const shown = formatMoney(100n, { locale: 'es-MX', currency });
      expect(shown.replace(/[\d.,\s\u00a0]/g, '')).toBe(currencySymbol(currency, 'es-MX'));
    }
  });
});
