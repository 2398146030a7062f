import { LOGIN_VERIFY_METHODS } from '../../../../contract/accounts.ts';
import { CONFIRM_KEY, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import { registerRuleSchema } from '../../../../contract/system.ts';
import type { Translate } from '../../../i18n/i18n.ts';

/**
 * The failures the login, verification and password-change forms can meet, by error code
 * (contract/error-codes.ts), plus `network`. Each becomes `errors.<code>` in the bundle.
 */
export const LOGIN_ERROR_CODES = [
  'USER_NOT_EXIST',
  'login.password.invalid',
  'us_forbidden_login_error',
  'login.not.member',
  'login.not.agent',
  'login.not.session',
  'captcha.required',
  'captcha.invalid',
  'TOO_MANY_REQUESTS',
  'login_verify_required',
  'login.verification.invalid',
  'in_need_true_account',
  'sms.mobile.invalid',
  'sms.mobile.missing',
  'sms.code.invalid',
  'sms.code.expired',
  'sms.quota.exceeded',
  'password.old.invalid',
  'password.same',
  'password.weak',
  'request_param_err',
  'function.not.available',
  'encryption.invalid',
  'encryption.stale',
  'encryption.replayed',
  'system.error',
  'upstream.unavailable',
  'network',
] as const;

/** Every pattern id a register rule can name (contract/system.ts). */
const PATTERN_IDS = Array.from({ length: registerRuleSchema.shape.patternId.maxValue! + 1 }, (_, id) => id);

/**
 * The words of the login, login-verification and change-password modals (served as
 * `/text/login.json`). Rule messages keep `{{min}}` and `{{max}}`: the browser fills them from
 * the site's rule (src/i18n/fill.ts).
 */
export const loginText = (t: Translate) => ({
  title: t('login.title'),
  tabs: { label: t('login.tabs.label'), username: t('login.tabs.username'), sms: t('login.tabs.sms') },
  username: t('login.username'),
  password: t('login.password'),
  required: t('login.required'),
  captcha: {
    label: t('login.captcha'),
    image: t('login.captchaImage'),
    refresh: t('login.captchaRefresh'),
    unavailable: t('login.captchaUnavailable'),
    required: t('errors.captcha.required'),
  },
  countryCode: t('login.countryCode'),
  mobile: t('login.mobile'),
  mobileInvalid: t('login.mobileInvalid'),
  smsCode: t('login.smsCode'),
  codeRequired: t('login.codeRequired'),
  sendCode: { send: t('login.sendCode'), wait: t('login.sendWait', { seconds: '{{seconds}}' }), sending: t('login.sending') },
  remember: t('login.remember'),
  rememberHint: t('login.rememberHint'),
  submit: t('login.submit'),
  submitting: t('login.submitting'),
  forgot: t('login.forgot'),
  noAccount: t('login.noAccount'),
  register: t('login.register'),
  download: t('login.download'),
  warningTitle: t('login.warningTitle'),
  ok: t('login.ok'),
  verify: {
    title: t('login.verify.title'),
    lead: t('errors.login_verify_required'),
    methods: t('login.verify.methods'),
    method: Object.fromEntries(LOGIN_VERIFY_METHODS.map((m) => [m, t(`login.verify.method.${m}`)])) as Record<(typeof LOGIN_VERIFY_METHODS)[number], string>,
    smsTo: t('login.verify.smsTo', { mobile: '{{mobile}}' }),
    code: t('login.verify.code'),
    email: t('login.verify.email'),
    emailHint: t('login.verify.emailHint', { email: '{{email}}' }),
    payeeName: t('login.verify.payeeName'),
    required: t('login.verify.required'),
    submit: t('login.verify.submit'),
  },
  change: {
    title: t('login.change.title'),
    forcedLead: t('login.change.forcedLead'),
    oldPassword: t('login.change.oldPassword'),
    newPassword: t('login.change.newPassword'),
    confirmPassword: t('login.change.confirmPassword'),
    submit: t('login.change.submit'),
    submitting: t('login.change.submitting'),
    signOut: t('login.change.signOut'),
    signOutQuestion: t('login.change.signOutQuestion'),
    stay: t('login.change.stay'),
  },
  /** Rule messages by key: `register.required`, `register.confirm`, `register.pattern.<id>`. */
  rules: Object.fromEntries(
    [REQUIRED_KEY, CONFIRM_KEY, ...PATTERN_IDS.map(patternKey)].map((key) => [key, t(key, { min: '{{min}}', max: '{{max}}' })]),
  ) as Record<string, string>,
  /** Messages by translation key (`errors.<code>`). */
  errors: Object.fromEntries(LOGIN_ERROR_CODES.map((code) => [`errors.${code}`, t(`errors.${code}`)])) as Record<string, string>,
});

export type LoginText = ReturnType<typeof loginText>;
