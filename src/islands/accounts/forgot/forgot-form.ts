import { forgotByEmailRequestSchema, mobileNumberSchema, smsCodeSchema, type ForgotByPhoneRequest } from '../../../../contract/accounts.ts';
import { CONFIRM_KEY, fieldSchema, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import type { RegisterRule, ServiceLink } from '../../../../contract/system.ts';
import { ApiError } from '../../../api-client/errors.ts';
import type { EmailResetRequest } from './passwords-api.ts';
import { failureOf } from '../../ui/form-state.ts';

/*
 * The two ways back into an account (SPEC sections 2, 4 and 5 "Forgot"), without UI: which
 * method comes first, what each form checks before anything is sent, and where a refusal of the
 * platform is shown. Problems are translation keys, as in the register form.
 */
export const FORGOT_METHODS = ['email', 'mobile'] as const;
export type ForgotMethod = (typeof FORGOT_METHODS)[number];

export const EMAIL_INVALID_KEY = 'forgot.email.invalid';
export const MOBILE_INVALID_KEY = 'errors.sms.mobile.invalid';

/**
 * The methods the site offers and the one shown first: the phone first when CHNGPASSVERIF3 is on
 * (SPEC section 2). The phone reset also works with PWRESETSMS3 alone; without either the
 * platform refuses it, so only the e-mail is offered.
 */
export const forgotMethodsOf = (flags: { CHNGPASSVERIF3?: boolean; PWRESETSMS3?: boolean }): { methods: ForgotMethod[]; first: ForgotMethod } => {
  if (flags.CHNGPASSVERIF3) return { methods: [...FORGOT_METHODS], first: 'mobile' };
  return flags.PWRESETSMS3 ? { methods: [...FORGOT_METHODS], first: 'email' } : { methods: ['email'], first: 'email' };
};

export type EmailField = 'username' | 'email';
export type EmailValues = Record<EmailField, string>;

/** The e-mail form: a username and a valid e-mail address. */
export const checkEmailReset = (values: EmailValues): Partial<Record<EmailField, string>> => {
  const problems: Partial<Record<EmailField, string>> = {};
  if (!values.username.trim()) problems.username = REQUIRED_KEY;
  if (!values.email.trim()) problems.email = REQUIRED_KEY;
  else if (!forgotByEmailRequestSchema.shape.email.safeParse(values.email).success) problems.email = EMAIL_INVALID_KEY;
  return problems;
};

export const emailResetRequest = (values: EmailValues): EmailResetRequest => ({
  username: values.username.trim(),
  email: values.email.trim(),
});

export type PhoneField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
export type PhoneValues = Record<PhoneField | 'countryDialingCode', string>;

// Without a site rule the platform still checks the new password; the form only asks for one.
const ANY_PASSWORD: RegisterRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 128 };

/** The phone form: a valid number, its SMS code, and a new password that follows the site's password rule. */
export const checkPhoneReset = (values: PhoneValues, passwordRule: RegisterRule | null): Partial<Record<PhoneField, string>> => {
  const problems: Partial<Record<PhoneField, string>> = {};
  if (!values.mobileNum.trim()) problems.mobileNum = REQUIRED_KEY;
  else if (!mobileNumberSchema.safeParse(values.mobileNum).success) problems.mobileNum = MOBILE_INVALID_KEY;
  if (!smsCodeSchema.safeParse(values.verificationCode).success) problems.verificationCode = REQUIRED_KEY;
  const password = fieldSchema(passwordRule ?? ANY_PASSWORD, true).safeParse(values.newPassword);
  if (!password.success) problems.newPassword = password.error.issues[0]?.message ?? REQUIRED_KEY;
  if (values.confirmNewPassword !== values.newPassword) problems.confirmNewPassword = CONFIRM_KEY;
  return problems;
};

export const phoneResetRequest = (values: PhoneValues): ForgotByPhoneRequest => ({
  mobileNum: values.mobileNum,
  countryDialingCode: values.countryDialingCode,
  verificationCode: values.verificationCode.trim(),
  newPassword: values.newPassword.trim(),
  confirmNewPassword: values.confirmNewPassword.trim(),
});

/** Which field a refusal of the phone reset belongs to. */
const PHONE_CODE_FIELDS: Record<string, PhoneField> = {
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'sms.mobile.invalid': 'mobileNum',
  'sms.mobile.missing': 'mobileNum',
  'password.weak': 'newPassword',
  'password.same': 'newPassword',
};

/** Puts a refusal where the reader can act on it; e-mail refusals (`password.reset.not.found`) concern both fields, so the form. */
export const placeFailure = <F extends string>(error: unknown, shown: readonly F[], codeFields: Partial<Record<string, F>> = {}) => {
  const failure = failureOf(error);
  const fields: Partial<Record<F, string>> = {};
  let form = failure.form;
  for (const [name, key] of Object.entries(failure.fields)) {
    if ((shown as readonly string[]).includes(name)) fields[name as F] = key;
    else form ??= key;
  }
  const field = error instanceof ApiError ? codeFields[error.errorCode] : undefined;
  if (field && failure.form) {
    fields[field] = failure.form;
    form = null;
  }
  return { fields, form };
};

export const placePhoneFailure = (error: unknown) =>
  placeFailure<PhoneField>(error, ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'], PHONE_CODE_FIELDS);

/** The contact the e-mail form offers: live chat when the site has it, else the first (SPEC section 2). */
export const serviceContactOf = (contacts: readonly ServiceLink[]): ServiceLink | null => contacts.find((c) => c.csType === 'LIVECHAT') ?? contacts[0] ?? null;
