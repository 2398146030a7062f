import type { RegisterRules } from '../../../../contract/system.ts';
import type { Invitation } from './affiliate-code.ts';
import type { RegisterFlags } from './register-form.ts';
import type { Text } from '../../../i18n/text.ts';

/** The catalogue files of the register modal: its own words and the failures. */
export const REGISTER_NAMESPACES = ['register', 'errors'] as const;
export type RegisterText = Text<(typeof REGISTER_NAMESPACES)[number]>;

/** What the register modal opens with: its words, and the site's rules and flags read on opening. */
export interface RegisterParams {
  t: RegisterText;
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
