import type { LoginText } from '../login/login-params.ts';

/** The sign-up of a verified identity: the login pop-up's words (they include the register ones). */
export interface SocialSignupParams {
  t: LoginText;
}

declare module '../../../stores/modal.ts' {
  interface ModalParams {
    socialSignup: SocialSignupParams;
  }
}
