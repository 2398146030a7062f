import { describe, expect, it } from 'vitest';
import { pointPageHref, pointPagesOf } from './points-view.ts';

describe('points mall page query', () => {
  it('reads each table’s page, with the first for anything else', () => {
    expect(pointPagesOf(new URLSearchParams('historyPage=3&detailsPage=2'))).toEqual({ history: 3, details: 2 });
    expect(pointPagesOf(new URLSearchParams('historyPage=0&detailsPage=x'))).toEqual({ history: 1, details: 1 });
  });

  it('links one table’s page and keeps the other where it is', () => {
    const params = new URLSearchParams('historyPage=2');
    expect(pointPageHref(params, 'details', 3)).toBe('/pointMall?historyPage=2&detailsPage=3#points-details');
    expect(pointPageHref(params, 'history', 1)).toBe('/pointMall#points-history');
  });
});
