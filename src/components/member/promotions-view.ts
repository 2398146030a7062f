/** The reward centre's section of the member centre (the header's menu links to it by this id). */
export const REWARD_CENTRE_SECTION_ID = 'rewardCenter';
/** Bonus details: every bonus received and the turnover it still needs. */
export const BONUS_SECTION_ID = 'bonusDetails';
/** The query parameter that names the promotion the reward centre opens at. */
export const PROMOTION_PARAM = 'promotion';

/** The promotion `?promotion=` names, when it is an id. */
export const readPromotionParam = (params: URLSearchParams): string | null => {
  const value = params.get(PROMOTION_PARAM);
  return value && /^[1-9]\d{0,17}$/.test(value) ? value : null;
};

/** The element id of a promotion's card in the reward centre. */
export const promotionCardId = (id: string) => `reward-promotion-${id}`;

/** A promotion's rules as plain text, split into paragraphs on blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
