import { describe, expect, it } from 'vitest';
import { readWinnersCategory, winnersHref } from './winners-view.ts';

describe('the winners list’s address', () => {
  it('reads a product type it knows, and every product for anything else', () => {
    expect(readWinnersCategory(new URLSearchParams('winCategory=LIVE'))).toBe('LIVE');
    for (const query of ['', 'winCategory=', 'winCategory=live', 'winCategory=POKER', 'winCategory=ALL']) {
      expect(readWinnersCategory(new URLSearchParams(query)), query).toBe('ALL');
    }
  });

  it('links each filter to the page that writes the section', () => {
    expect(winnersHref('ALL')).toBe('/member?section=winnersList#winnersList');
    expect(winnersHref('FISH')).toBe('/member?section=winnersList&winCategory=FISH#winnersList');
  });
});
