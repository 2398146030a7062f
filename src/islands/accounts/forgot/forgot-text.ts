import { CONFIRM_KEY, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import type { Translate } from '../../../i18n/i18n.ts';
import type { ServiceText } from '../../../stores/customer-service.ts';
import { EMAIL_INVALID_KEY, MOBILE_INVALID_KEY } from './forgot-form.ts';

/** The refusals a password reset can meet (and the login after it), by code: `errors.<code>`. */
export const FORGOT_ERROR_CODES = [
  'password.reset.not.found',
  'password.weak',
  'password.same',
  'sms.code.invalid',
  'sms.code.expired',
  'sms.mobile.invalid',
  'sms.mobile.missing',
  'sms.quota.exceeded',
  'TOO_MANY_REQUESTS',
  'function.not.available',
  'request_param_err',
  'encryption.invalid',
  'encryption.stale',
  'encryption.replayed',
  'system.error',
  'network',
] as const;

const PATTERN_IDS = Array.from({ length: 20 }, (_, id) => id);

/**
 * Every word of the forgot-password modal, in the visitor's language (`/text/forgot.json`).
 * `messages` holds the text of each problem key; the password rule's message keeps `{{min}}`
 * and `{{max}}` for the form to fill from the site's rule.
 */
export const forgotText = (t: Translate) => ({
  title: t('forgot.title'),
  methods: { label: t('forgot.methods.label'), email: t('forgot.methods.email'), mobile: t('forgot.methods.mobile') },
  email: {
    intro: t('forgot.email.intro'),
    username: t('forgot.field.username'),
    email: t('forgot.field.email'),
    submit: t('forgot.email.submit'),
    sending: t('forgot.email.sending'),
    sentTitle: t('forgot.email.sentTitle'),
    sent: t('forgot.in_been_out'),
    serviceLead: t('forgot.service.lead'),
    service: t('forgot.service.link'),
    newWindow: t('forgot.service.newWindow'),
  },
  phone: {
    intro: t('forgot.phone.intro'),
    mobileNum: t('forgot.field.mobileNum'),
    countryDialingCode: t('forgot.field.countryDialingCode'),
    verificationCode: t('forgot.field.verificationCode'),
    newPassword: t('forgot.field.newPassword'),
    confirmNewPassword: t('forgot.field.confirmNewPassword'),
    submit: t('forgot.phone.submit'),
    sending: t('forgot.phone.sending'),
    loginTitle: t('forgot.phone.loginTitle'),
    loginNeeded: t('forgot.phone.loginNeeded'),
  },
  sendCode: { send: t('forgot.sendCode.send'), wait: t('forgot.sendCode.wait', { seconds: '{{seconds}}' }), sending: t('forgot.sendCode.sending') },
  service: {
    title: t('shell.service.label'),
    blockedTitle: t('shell.service.blockedTitle'),
    blocked: t('shell.service.blocked'),
    invalid: t('shell.service.invalid'),
    confirm: t('shell.dialog.confirm'),
  } satisfies ServiceText,
  warningTitle: t('forgot.warningTitle'),
  ok: t('forgot.ok'),
  messages: Object.fromEntries([
    ...[REQUIRED_KEY, CONFIRM_KEY, EMAIL_INVALID_KEY, MOBILE_INVALID_KEY].map((key) => [key, t(key)]),
    ...PATTERN_IDS.map((id) => [patternKey(id), t(patternKey(id), { min: '{{min}}', max: '{{max}}' })]),
    ...FORGOT_ERROR_CODES.map((code) => [`errors.${code}`, t(`errors.${code}`)]),
  ]) as Record<string, string>,
});

export type ForgotText = ReturnType<typeof forgotText>;
