import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES } from '../../../contract/feedback.ts';
import type { Text } from '../../i18n/text.ts';
import type { FeedbackParams } from './feedback-data.ts';

// The select lists the types in this order; "other" comes last whatever its number.
const ORDER = ['deposit', 'withdraw', 'game', 'service', 'applyAgent', 'other'] as const;
const ERRORS = [
  'captcha.invalid',
  'TOO_MANY_REQUESTS',
  'request_param_err',
  'function.not.available',
  'system.maintenance',
  'system.error',
  'network',
] as const;

/**
 * The feedback form's words and limits, from the footer's and the errors' catalogues: the form
 * loads them when it opens, so no page carries them. Templates keep their `{{count}}`, `{{max}}`
 * and `{{min}}`, which the form fills as the reader types.
 */
export const feedbackParams = (t: Text<'footer' | 'errors'>): FeedbackParams => ({
  limits: { min: FEEDBACK_MIN, max: FEEDBACK_MAX },
  text: {
    title: t('footer.feedback.title'),
    type: t('footer.feedback.type'),
    typePlaceholder: t('footer.feedback.typePlaceholder'),
    types: ORDER.map((key) => ({ value: FEEDBACK_TYPES[key], label: t(`footer.feedback.types.${key}`) })),
    description: t('footer.feedback.description'),
    counter: t('footer.feedback.counter'),
    captcha: t('footer.feedback.captcha'),
    captchaImage: t('footer.feedback.captchaImage'),
    captchaRefresh: t('footer.feedback.captchaRefresh'),
    captchaUnavailable: t('footer.feedback.captchaUnavailable'),
    submit: t('footer.feedback.submit'),
    sending: t('footer.feedback.sending'),
    fields: {
      type: t('footer.feedback.fields.type'),
      content: t('footer.feedback.fields.content'),
      captcha: t('footer.feedback.fields.captcha'),
    },
    isEmpty: t('footer.feedback.isEmpty'),
    warningTitle: t('footer.feedback.warningTitle'),
    length: t('footer.feedback.length'),
    successTitle: t('footer.feedback.successTitle'),
    success: t('footer.feedback.success'),
    ok: t('footer.feedback.ok'),
    errors: Object.fromEntries(ERRORS.map((code) => [`errors.${code}`, t(`errors.${code}`)])),
  },
});
