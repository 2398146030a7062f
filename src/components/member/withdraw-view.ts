import { zoneFor } from './account-record-view.ts';
import { sectionHref } from './section-href.ts';

/*
 * What the withdrawal section reads from its page's address: the history page cursor (its own
 * parameter, `wBefore`, beside the other sections') and the zone times are written in.
 */

export const WITHDRAW_SECTION_ID = 'withdraw';
export const TRANSFER_SECTION_ID = 'transferUpline';

export interface WithdrawView {
  timeZone: string;
  /** The history page: withdrawals older than this id; absent, the newest. */
  before?: string | undefined;
}

export const readWithdrawView = (params: URLSearchParams, cookieZone: string | undefined): WithdrawView => {
  const before = params.get('wBefore');
  return { timeZone: zoneFor(params, cookieZone), before: before && /^[1-9]\d{0,17}$/.test(before) ? before : undefined };
};

/** A history page link: the newest page, or the one older than `before`. */
export const withdrawHistoryHref = (view: WithdrawView, before?: string): string => {
  const params = new URLSearchParams({ timeZone: view.timeZone });
  if (before) params.set('wBefore', before);
  return sectionHref(WITHDRAW_SECTION_ID, params);
};
