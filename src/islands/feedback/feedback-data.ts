import type { FeedbackField } from './feedback-form.ts';

/** The feedback form's words, in the page's language (feedback-words.ts). */
export interface FeedbackText {
  title: string;
  type: string;
  typePlaceholder: string;
  types: { value: number; label: string }[];
  description: string;
  /** `{{count}}` of `{{max}}` characters. */
  counter: string;
  captcha: string;
  captchaImage: string;
  captchaRefresh: string;
  captchaUnavailable: string;
  submit: string;
  sending: string;
  /** Names of the fields in the empty-fields warning, and the words that follow them. */
  fields: Record<FeedbackField, string>;
  isEmpty: string;
  warningTitle: string;
  length: string;
  successTitle: string;
  success: string;
  ok: string;
  /** Messages by translation key (`errors.captcha.invalid`…), for the failures the form can meet. */
  errors: Record<string, string>;
}

export interface FeedbackParams {
  text: FeedbackText;
  limits: { min: number; max: number };
}

declare module '../../stores/modal.ts' {
  interface ModalParams {
    feedback: FeedbackParams;
  }
}
