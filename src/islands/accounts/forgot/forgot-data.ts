import type { RegisterRule, ServiceLink } from '../../../../contract/system.ts';
import type { ForgotMethod } from './forgot-form.ts';
import type { Text } from '../../../i18n/text.ts';

/** The catalogue files of the forgot-password modal: its own words, the password rules, the failures and the customer-service words. */
export const FORGOT_NAMESPACES = ['forgot', 'register', 'errors', 'shell'] as const;
export type ForgotText = Text<(typeof FORGOT_NAMESPACES)[number]>;

/** What the forgot-password modal opens with: its words and what the site offers now. */
export interface ForgotParams {
  t: ForgotText;
  methods: ForgotMethod[];
  first: ForgotMethod;
  /** The site's password rule (register settings), for the new password. */
  passwordRule: RegisterRule | null;
  /** The customer-service contact of the e-mail form, if the site has one. */
  service: ServiceLink | null;
}

declare module '../../../stores/modal.ts' {
  interface ModalParams {
    forgetPass: ForgotParams;
  }
}
