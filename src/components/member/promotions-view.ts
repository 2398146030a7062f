/** The reward centre's section of the member centre (the header's menu links to it by this id). */
export const REWARD_CENTRE_SECTION_ID = 'rewardCenter';
/** Bonus details: every bonus received and the turnover it still needs. */
export const BONUS_SECTION_ID = 'bonusDetails';
/** The query parameter that names the promotion the reward centre opens at. */
export const PROMOTION_PARAM = 'promotion';

/** What `?promotion=` names: a promotion's id, or a kind of promotion (`firstDeposit`), the first of which is meant. */
export const readPromotionParam = (params: URLSearchParams): string | null => {
  const value = params.get(PROMOTION_PARAM);
  return value && /^(?:[1-9]\d{0,17}|[A-Za-z][\w-]{0,63})$/.test(value) ? value : null;
};

/** The reward centre opened at a promotion (its id or kind), as pop-ups' "go to promotion" buttons lead; null for anything else. */
export const rewardCentreHref = (promotion: string): string | null =>
  readPromotionParam(new URLSearchParams({ [PROMOTION_PARAM]: promotion }))
    ? `/member?section=${REWARD_CENTRE_SECTION_ID}&${PROMOTION_PARAM}=${encodeURIComponent(promotion)}#${REWARD_CENTRE_SECTION_ID}`
    : null;

/** The id of the promotion the reward centre opens at: the one `focus` names by id, else the first of that kind. */
export const focusedPromotion = (list: readonly { id: string; kind: string }[], focus: string | null): string | null =>
  focus === null ? null : ((list.find((p) => p.id === focus) ?? list.find((p) => p.kind === focus))?.id ?? null);

/** The element id of a promotion's card in the reward centre. */
export const promotionCardId = (id: string) => `reward-promotion-${id}`;

/** A promotion's rules as plain text, split into paragraphs on blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
