import { describe, expect, it } from 'vitest';
import { amountProblem, minorOf, receiptFits } from './deposit-form.ts';

const bounds = { min: '100.00', max: '50000.00', remaining: '1200.50' };

describe('the deposit form’s checks', () => {
  it('reads amounts with at most two decimals as minor units', () => {
    expect(['250', '250.5', '250.50', ' 7.05 ', '250.505', '-1', '1e3', ''].map(minorOf)).toEqual([25_000n, 25_050n, 25_050n, 705n, null, null, null, null]);
  });

  it("holds an amount to the method's minimum, maximum and what is left today", () => {
    expect(['abc', '0', '99.99', '100', '1200.50', '1200.51', '50000.01'].map((a) => amountProblem(a, bounds))).toEqual([
      'amount',
      'amount',
      'min',
      null,
      null,
      'daily',
      'max',
    ]);
  });

  it('takes a PNG or JPEG receipt by its content, within the size', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])]);
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0])]);
    const pdf = new Blob(['%PDF-1.7']);
    expect(await Promise.all([png, jpeg, pdf].map((f) => receiptFits(f, 1024)))).toEqual([true, true, false]);
    expect(await receiptFits(png, 5)).toBe(false);
  });
});
