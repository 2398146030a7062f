import { CONFIRM_KEY, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import { REGISTER_FIELDS } from '../../../../contract/system.ts';
import type { Translate } from '../../../i18n/i18n.ts';
import { AGE_KEY, INVITATION_KEY, TERMS_KEY } from './register-flow.ts';

/** The refusals a sign-up can meet, by code; each is shown as `errors.<code>`. */
export const REGISTER_ERROR_CODES = [
  'invitation_code_error',
  'member.account.exists',
  'member.mobile.exists',
  'human.verification.failed',
  'sms.code.invalid',
  'sms.code.expired',
  'sms.mobile.invalid',
  'sms.mobile.missing',
  'sms.quota.exceeded',
  'captcha.invalid',
  'captcha.required',
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
// Keys of src/i18n/i18n.ts are interpolated on the server; the form fills these in the browser.
const BOUNDS = { min: '{{min}}', max: '{{max}}' };

/**
 * Every word of the register modal, in the visitor's language (served as `/text/register.json`).
 * `messages` holds the text of each problem key the form can show, field rules included; pattern
 * messages keep `{{min}}` and `{{max}}` for the form to fill from the rule of the field.
 */
export const registerText = (t: Translate) => ({
  title: t('register.title'),
  loading: t('register.loading'),
  unavailable: t('register.unavailable'),
  methods: { label: t('register.methods.label'), username: t('register.methods.username'), mobile: t('register.methods.mobile') },
  fields: {
    ...Object.fromEntries(REGISTER_FIELDS.map((field) => [field, t(`register.field.${field}`)])),
    confirmPassword: t('register.field.confirmPassword'),
    verificationCode: t('register.field.verificationCode'),
    countryDialingCode: t('register.field.countryDialingCode'),
  } as Record<string, string>,
  sendCode: { send: t('register.sendCode.send'), wait: t('register.sendCode.wait', { seconds: '{{seconds}}' }), sending: t('register.sendCode.sending') },
  captcha: { image: t('register.captcha.image'), refresh: t('register.captcha.refresh'), unavailable: t('register.captcha.unavailable') },
  terms: t('register.terms.label'),
  termsLink: t('register.terms.link'),
  newTab: t('register.newTab'),
  age: t('register.age.label'),
  submit: t('register.submit'),
  busy: {
    affiliate: t('register.busy.affiliate'),
    human: t('register.busy.human'),
    register: t('register.busy.register'),
  },
  haveAccount: t('register.haveAccount'),
  login: t('register.login'),
  warningTitle: t('register.warningTitle'),
  ok: t('register.ok'),
  messages: Object.fromEntries([
    ...[REQUIRED_KEY, CONFIRM_KEY, TERMS_KEY, AGE_KEY].map((key) => [key, t(key)]),
    ...PATTERN_IDS.map((id) => [patternKey(id), t(patternKey(id), BOUNDS)]),
    ...REGISTER_ERROR_CODES.map((code) => [`errors.${code}`, t(`errors.${code}`)]),
    [INVITATION_KEY, t(INVITATION_KEY)],
  ]) as Record<string, string>,
});

export type RegisterText = ReturnType<typeof registerText>;
