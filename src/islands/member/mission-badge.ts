import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { missionListSchema } from '../../../contract/missions.ts';
import { callApi } from '../../api-client/client.ts';
import { badgeText } from '../../lib/inbox-events.ts';

/** The member centre menu's missions badge: how many missions' rewards wait to be claimed. A failed read shows none. */
export const showClaimable = async (link: HTMLElement) => {
  const badge = link.querySelector<HTMLElement>('[data-claimable]');
  const figure = link.querySelector<HTMLElement>('[data-claimable-count]');
  if (!badge || !figure) return;
  try {
    const { claimable } = await callApi(ENDPOINTS.missions, missionListSchema);
    badge.hidden = claimable === 0;
    figure.textContent = badgeText(claimable);
  } catch {
    badge.hidden = true;
  }
};
