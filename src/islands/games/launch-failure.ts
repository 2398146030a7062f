import { vendorMaintenanceValueSchema } from '../../../contract/game-play.ts';
import { SESSION_ENDING_CODES } from '../../../contract/error-codes.ts';
import { ApiError } from '../../api-client/errors.ts';
import { loadText } from '../../i18n/client.ts';
import { failureText } from '../../i18n/failure-text.ts';
import type { Text } from '../../i18n/text.ts';
import { warnRealAccountNeeded } from '../../stores/account-gate.ts';
import { showDialog } from '../../stores/dialog.ts';
import { accountPageData } from '../../lib/page-data.ts';
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
  (error.status === 401 ||
    SESSION_ENDING_CODES.includes(error.errorCode) ||
    error.errorCode === 'system.maintenance' ||
    error.errorCode === 'system.region.restricted');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's window in words: from and to, or from only when it has no end yet. */
const maintenanceLine = (window: { maintainTime: string; endTime: string } | undefined, t: Text<'play'>): string | null => {
  if (!window?.maintainTime) return null;
  return window.endTime
    ? t('play.maintenance.window', { from: window.maintainTime, to: window.endTime })
    : t('play.maintenance.since', { from: window.maintainTime });
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
    warnRealAccountNeeded();
    return;
  }
  const t = await loadText(['play', 'errors']).catch(() => null);
  if (!t) {
    await showDialog({ icon: 'error', title: page.warningTitle, text: page.network, buttons: [{ key: 'confirm', label: page.confirm }] });
    return;
  }
  const ok = [{ key: 'confirm', label: t('play.ok') }];
  if (failure.kind === 'invalid-url') return void (await showDialog({ icon: 'error', title: t('play.warningTitle'), text: t('play.invalidUrl'), buttons: ok }));
  if (failure.kind === 'popup-blocked')
    return void (await showDialog({ icon: 'warning', title: t('play.warningTitle'), text: t('play.popupBlocked'), buttons: ok }));

  const { error } = failure;
  const message = failureText(t, error);
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code === 'vendor_under_maintenance') {
    const window = vendorMaintenanceValueSchema.safeParse(error instanceof ApiError ? error.value : null).data?.content.data;
    const line = maintenanceLine(window, t);
    const when = line ? `<p>${escapeHtml(line)}</p>` : '';
    await showDialog({ icon: 'warning', title: t('play.maintenance.title'), html: `<p>${escapeHtml(message)}</p>${when}`, buttons: ok });
    return;
  }
  if (code === 'launch_game_balance_not_enough') {
    const choice = await showDialog({
      icon: 'warning',
      title: t('play.balance.title'),
      text: message,
      buttons: [
        { key: 'cancel', label: t('play.cancel'), variant: 'secondary' },
        { key: 'deposit', label: t('play.deposit') },
      ],
    });
    if (choice === 'deposit') leave(DEPOSIT_PATH, place);
    else if (place.back !== null) leave(place.back, place);
    return;
  }
  await showDialog({ icon: 'warning', title: t('play.warningTitle'), text: message, buttons: ok });
};
