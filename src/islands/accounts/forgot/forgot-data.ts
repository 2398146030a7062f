import type { CustomerService, RegisterRule } from '../../../../contract/system.ts';
import type { ForgotMethod } from './forgot-form.ts';
import type { ForgotText } from './forgot-text.ts';

/** What the forgot-password modal opens with: its words and what the site offers now. */
export interface ForgotParams {
  text: ForgotText;
  methods: ForgotMethod[];
  first: ForgotMethod;
  /** The site's password rule (register settings), for the new password. */
  passwordRule: RegisterRule | null;
  /** The customer-service contact of the e-mail form, if the site has one. */
  service: CustomerService | null;
}

declare module '../../../stores/modal.ts' {
  interface ModalParams {
    forgetPass: ForgotParams;
  }
}
