import { describe, expect, it } from 'vitest';
import { NOTICES_PER_PAGE } from '../../contract/content.ts';
import { pageCountOf, pageOf, pageOfIndex } from './paging.ts';

const fourteen = Array.from({ length: 14 }, (_, i) => i + 1);

describe('paging', () => {
  it('splits 14 notices into a page of 9 and a page of 5', () => {
    expect(pageOf(fourteen, 1, NOTICES_PER_PAGE)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 2 });
    expect(pageOf(fourteen, 2, NOTICES_PER_PAGE)).toEqual({ items: [10, 11, 12, 13, 14], page: 2, pageCount: 2 });
  });

  it('clamps a page out of range to the nearest page', () => {
    expect(pageOf(fourteen, 7, NOTICES_PER_PAGE).page).toBe(2);
    expect(pageOf(fourteen, 0, NOTICES_PER_PAGE).page).toBe(1);
    expect(pageOf(fourteen, Number.NaN, NOTICES_PER_PAGE).page).toBe(1);
  });

  it('gives an empty list one empty page', () => {
    expect(pageCountOf(0, NOTICES_PER_PAGE)).toBe(1);
    expect(pageOf([], 3, NOTICES_PER_PAGE)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('fills pages exactly at the boundary', () => {
    expect(pageCountOf(9, 9)).toBe(1);
    expect(pageCountOf(10, 9)).toBe(2);
    expect(pageCountOf(10, 5)).toBe(2);
  });

  it('finds the page of an item', () => {
    expect(pageOfIndex(0, 9)).toBe(1);
    expect(pageOfIndex(8, 9)).toBe(1);
    expect(pageOfIndex(9, 9)).toBe(2);
    expect(pageOfIndex(13, 9)).toBe(2);
  });
});
