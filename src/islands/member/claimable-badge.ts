import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { missionListSchema } from '../../../contract/missions.ts';
import { promotionListSchema } from '../../../contract/promotions.ts';
import { callApi } from '../../api-client/client.ts';
import { badgeText } from '../../lib/inbox-events.ts';

/** What a menu entry's badge counts: missions whose reward waits, or promotions to join or claim. */
const COUNTS = {
  missions: async () => (await callApi(ENDPOINTS.missions, missionListSchema)).claimable,
  promotions: async () => (await callApi(ENDPOINTS.promotions, promotionListSchema)).actionable,
} as const;

/** A member centre menu entry's red badge (`data-claimable-link="missions|promotions"`). A failed read shows none. */
export const showClaimable = async (link: HTMLElement) => {
  const badge = link.querySelector<HTMLElement>('[data-claimable]');
  const figure = link.querySelector<HTMLElement>('[data-claimable-count]');
  const count = COUNTS[link.dataset.claimableLink as keyof typeof COUNTS];
  if (!badge || !figure || !count) return;
  try {
    const n = await count();
    badge.hidden = n === 0;
    figure.textContent = badgeText(n);
  } catch {
    badge.hidden = true;
  }
};
