import type { Translate } from './i18n.ts';
import { loginText } from '../islands/accounts/login/login-text.ts';
import { registerText } from '../islands/accounts/register/register-text.ts';
import { forgotText } from '../islands/accounts/forgot/forgot-text.ts';
import { gamesText } from '../islands/games/favourites-text.ts';
import { playText } from '../islands/games/launch-text.ts';

/**
 * Words of the islands that open on demand (the account modals), served by `/text/<name>.json`
 * in the visitor's language. A page carries none of them, so its HTML stays small; the browser
 * fetches a bundle when a modal first opens, alongside the modal's code. Each builder is the one
 * place that lists its feature's keys.
 */
export const TEXT_BUNDLES = {
  login: loginText,
  register: registerText,
  forgot: forgotText,
  games: gamesText,
  play: playText,
} as const satisfies Record<string, (t: Translate) => unknown>;

export type TextBundleName = keyof typeof TEXT_BUNDLES;
export type TextBundle<N extends TextBundleName> = ReturnType<(typeof TEXT_BUNDLES)[N]>;

export const isTextBundleName = (name: unknown): name is TextBundleName => typeof name === 'string' && Object.hasOwn(TEXT_BUNDLES, name);
