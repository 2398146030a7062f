import { vendorMaintenanceValueSchema } from '../../../contract/game-play.ts';
import { SESSION_ENDING_CODES } from '../../../contract/error-codes.ts';
import { ApiError, messageKeyOf } from '../../api-client/errors.ts';
import { fill } from '../../i18n/fill.ts';
import { loadTextBundle } from '../../lib/text-bundle.ts';
import { showDialog } from '../../stores/dialog.ts';
import { accountPageData } from '../accounts/login/page-data.ts';
import type { PlayText } from './launch-text.ts';
import { DEPOSIT_PATH } from './launch-url.ts';

/** Why a launch did not open its game. */
export type LaunchFailure = { kind: 'error'; error: unknown } | { kind: 'invalid-url' } | { kind: 'popup-blocked' };

/** Where the failure happened: on the game page, leaving it is part of the answer. */
export interface FailurePlace {
  /** The game page's way back (CONTRACT.md 2.3 step 4: "on /seamless it first navigates back"); null elsewhere. */
  back: string | null;
}

// The API client has already reported these: the session-ended dialog or the system screen follows.
const reportedElsewhere = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || SESSION_ENDING_CODES.includes(error.errorCode) || error.errorCode === 'system.maintenance' || error.errorCode === 'system.region.restricted');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's window in words: from and to, or from only when it has no end yet. */
const maintenanceLine = (window: { maintainTime: string; endTime: string } | undefined, words: PlayText): string | null => {
  if (!window?.maintainTime) return null;
  return window.endTime ? fill(words.maintenanceWindow, { from: window.maintainTime, to: window.endTime }) : fill(words.maintenanceSince, { from: window.maintainTime });
};

const leave = (href: string, place: FailurePlace) => (place.back === null ? location.assign(href) : location.replace(href));

/**
 * Tells the reader why the game did not open (CONTRACT.md 2.3 and 2.4, SPEC section 8): the
 * provider's maintenance window, the deposit prompt, the trial warning, an invalid URL, a blocked
 * pop-up, or the message for the code. Resolves once the reader has answered.
 */
export const showLaunchFailure = async (failure: LaunchFailure, place: FailurePlace): Promise<void> => {
  if (failure.kind === 'error' && reportedElsewhere(failure.error)) return;
  const page = accountPageData().text;
  if (failure.kind === 'error' && failure.error instanceof ApiError && failure.error.errorCode === 'in_need_true_account') {
    await showDialog({ icon: 'warning', title: page.warningTitle, text: page.realAccount, buttons: [{ key: 'confirm', label: page.confirm }] });
    return;
  }
  const words = await loadTextBundle('play').catch(() => null);
  if (!words) {
    await showDialog({ icon: 'error', title: page.warningTitle, text: page.network, buttons: [{ key: 'confirm', label: page.confirm }] });
    return;
  }
  const ok = [{ key: 'confirm', label: words.ok }];
  if (failure.kind === 'invalid-url') return void (await showDialog({ icon: 'error', title: words.warningTitle, text: words.invalidUrl, buttons: ok }));
  if (failure.kind === 'popup-blocked') return void (await showDialog({ icon: 'warning', title: words.warningTitle, text: words.popupBlocked, buttons: ok }));

  const { error } = failure;
  const message = words.errors[messageKeyOf(error)] ?? words.errors['errors.system.error'] ?? '';
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code === 'vendor_under_maintenance') {
    const window = vendorMaintenanceValueSchema.safeParse(error instanceof ApiError ? error.value : null).data?.content.data;
    const line = maintenanceLine(window, words);
    const when = line ? `<p>${escapeHtml(line)}</p>` : '';
    await showDialog({ icon: 'warning', title: words.maintenanceTitle, html: `<p>${escapeHtml(message)}</p>${when}`, buttons: ok });
    return;
  }
  if (code === 'launch_game_balance_not_enough') {
    const choice = await showDialog({
      icon: 'warning',
      title: words.balanceTitle,
      text: message,
      buttons: [
        { key: 'cancel', label: words.cancel, variant: 'secondary' },
        { key: 'deposit', label: words.deposit },
      ],
    });
    if (choice === 'deposit') leave(DEPOSIT_PATH, place);
    else if (place.back !== null) leave(place.back, place);
    return;
  }
  await showDialog({ icon: 'warning', title: words.warningTitle, text: message, buttons: ok });
};
