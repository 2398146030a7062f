import { describe, expect, it } from 'vitest';
import { focusedPromotion, paragraphsOf, readPromotionParam, rewardCentreHref } from './promotions-view.ts';

describe('the reward centre’s address', () => {
  it('names a promotion by id or by kind, and nothing else', () => {
    expect(readPromotionParam(new URLSearchParams('promotion=12'))).toBe('12');
    expect(readPromotionParam(new URLSearchParams('promotion=firstDeposit'))).toBe('firstDeposit');
    for (const bad of ['', '0', '-1', '12abc%00', 'a b', '<script>', 'x'.repeat(65)]) {
      expect(readPromotionParam(new URLSearchParams({ promotion: bad })), bad).toBeNull();
    }
  });

  it("leads a pop-up's promotion to the reward centre at it", () => {
    expect(rewardCentreHref('firstDeposit')).toBe('/member?section=rewardCenter&promotion=firstDeposit#rewardCenter');
    expect(rewardCentreHref('7')).toBe('/member?section=rewardCenter&promotion=7#rewardCenter');
    expect(rewardCentreHref('"><b')).toBeNull();
  });

  it('opens at the promotion named by id, else at the first of the kind named', () => {
    const list = [
      { id: '3', kind: 'signUp' },
      { id: '5', kind: 'firstDeposit' },
      { id: '9', kind: 'firstDeposit' },
    ];
    expect(focusedPromotion(list, '9')).toBe('9');
    expect(focusedPromotion(list, 'firstDeposit')).toBe('5');
    expect(focusedPromotion(list, 'weeklyLoss')).toBeNull();
    expect(focusedPromotion(list, null)).toBeNull();
  });

  it('splits the rules into paragraphs on blank lines', () => {
    expect(paragraphsOf('One.\n\n  Two,\nstill two.\n\n\n')).toEqual(['One.', 'Two,\nstill two.']);
  });
});
