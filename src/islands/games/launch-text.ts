import type { Translate } from '../../i18n/i18n.ts';

/**
 * The failures a launch can meet, by error code (contract/error-codes.ts), plus `network`; each
 * becomes `errors.<code>` in the bundle. Codes outside the list read as `errors.system.error`.
 */
export const LAUNCH_ERROR_CODES = [
  'vendor_under_maintenance',
  'launch_game_balance_not_enough',
  'in_need_true_account',
  'game.not.found',
  'game.free.unavailable',
  'game.session.invalid',
  'game.session.expired',
  'balance.not.enough',
  'function.not.available',
  'request_param_err',
  'http_method_not_support',
  'TOO_MANY_REQUESTS',
  'upstream.unavailable',
  'system.error',
  'network',
] as const;

/**
 * The words of a launch (served as `/text/play.json`): what a game window says while it loads,
 * and the dialogs of CONTRACT.md 2.3 for a launch that fails. The maintenance
 * window keeps `{{from}}` and `{{to}}`, which the browser fills from the refusal.
 */
export const playText = (t: Translate) => ({
  loading: t('play.loading'),
  warningTitle: t('play.warningTitle'),
  ok: t('play.ok'),
  cancel: t('play.cancel'),
  deposit: t('play.deposit'),
  popupBlocked: t('play.popupBlocked'),
  invalidUrl: t('play.invalidUrl'),
  maintenanceTitle: t('play.maintenance.title'),
  maintenanceWindow: t('play.maintenance.window', { from: '{{from}}', to: '{{to}}' }),
  /** An open-ended window: the provider has not said when it ends. */
  maintenanceSince: t('play.maintenance.since', { from: '{{from}}' }),
  balanceTitle: t('play.balance.title'),
  /** Messages by translation key (`errors.<code>`). */
  errors: Object.fromEntries(LAUNCH_ERROR_CODES.map((code) => [`errors.${code}`, t(`errors.${code}`)])) as Record<string, string>,
});

export type PlayText = ReturnType<typeof playText>;
