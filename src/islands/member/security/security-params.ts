import type { RegisterRule } from '../../../../contract/system.ts';
import type { Text } from '../../../i18n/text.ts';

/** The catalogue files of the security centre's forms: their words, the failures, the rule messages. */
export const SECURITY_NAMESPACES = ['security', 'errors', 'register'] as const;
export type SecurityText = Text<(typeof SECURITY_NAMESPACES)[number]>;

/** The forms the section opens, each in the one security modal. */
export const SECURITY_FORMS = [
  'avatar',
  'nickname',
  'payeeName',
  'mobile',
  'email',
  'setLoginPassword',
  'setTransaction',
  'changeTransaction',
  'resetTransaction',
  'totpEnable',
  'totpDisable',
] as const;
export type SecurityForm = (typeof SECURITY_FORMS)[number];

/** What the server wrote of the member and the site for the forms (the section's JSON block). */
export interface SecurityPageData {
  nickname: string;
  /** Masked, as shown; null when none is bound. */
  mobile: string | null;
  email: string | null;
  /** Whether the account has a login password (not after a mobile registration without one). */
  loginPasswordSet: boolean;
  /** The site's `password` register rule. */
  loginRule: RegisterRule;
  /** The site's `paymentPassword` register rule. */
  transactionRule: RegisterRule;
  /** The site's `payeeName` register rule. */
  payeeRule: RegisterRule;
  /** The dialing codes the mobile form offers, the site's own first. */
  dialingCodes: readonly string[];
}

export const SECURITY_DATA_ID = 'security-page-data';

export interface SecurityModalParams {
  t: SecurityText;
  form: SecurityForm;
  data: SecurityPageData;
}

declare module '../../../stores/modal.ts' {
  interface ModalParams {
    security: SecurityModalParams;
  }
}
