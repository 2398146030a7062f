import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../contract/wallet.ts';
import { formatAmount, formatMinorAmount } from './money.ts';

describe('amounts on screen', () => {
  it('shows two decimals and thousands separators in the visitor language', () => {
    expect(formatAmount('1234.5', 'EN')).toBe('1,234.50');
    expect(formatAmount('1234567.89', 'ES')).toBe('1.234.567,89');
    expect(formatAmount('1234.00', 'ES')).toBe('1.234,00');
    expect(formatAmount('0.00', 'EN')).toBe('0.00');
  });

  it('keeps every cent of large minor-unit amounts', () => {
    expect(formatMinorAmount(81_572_100_037n, 'EN')).toBe('815,721,000.37');
    expect(formatMinorAmount(900_719_925_474_099_399n, 'EN')).toBe('9,007,199,254,740,993.99');
  });

  it('splits minor units as the contract does', () => {
    for (const minor of [0n, 5n, 99n, 100n, 123_456n, -1n, -250n]) {
      expect(formatMinorAmount(minor, 'EN')).toBe(formatAmount(formatMinor(minor), 'EN'));
    }
  });
});
