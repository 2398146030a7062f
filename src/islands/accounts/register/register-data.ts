import type { RegisterRules } from '../../../../contract/system.ts';
import type { Invitation } from '../../../lib/affiliate-code.ts';
import type { RegisterFlags } from './register-form.ts';
import type { RegisterText } from './register-text.ts';

/** What the register modal opens with: its words, and the site's rules and flags read on opening. */
export interface RegisterParams {
  text: RegisterText;
  rules: RegisterRules;
  flags: RegisterFlags;
  /** The codes of the link, the host or an earlier visit. */
  invitation: Invitation;
}

declare module '../../../stores/modal.ts' {
  interface ModalParams {
    register: RegisterParams;
  }
}
