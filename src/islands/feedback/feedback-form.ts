/*
 * The feedback form's rules (SPEC section 5): a question type, a description of 20 to 200
 * characters once trimmed, and the captcha. The limits are passed in from contract/feedback.ts.
 */
export interface FeedbackDraft {
  type: string;
  content: string;
  captcha: string;
}

export type FeedbackField = keyof FeedbackDraft;

export type FeedbackCheck =
  | { ok: true; request: { type: number; content: string; captcha: string } }
  /** The fields left empty, in the form's order: one warning names them all. */
  | { ok: false; problem: 'empty'; fields: FeedbackField[] }
  | { ok: false; problem: 'length' };

const FIELDS: readonly FeedbackField[] = ['type', 'content', 'captcha'];

export const checkFeedback = (draft: FeedbackDraft, limits: { min: number; max: number }, types: readonly number[]): FeedbackCheck => {
  const trimmed = { type: draft.type.trim(), content: draft.content.trim(), captcha: draft.captcha.trim() };
  const empty = FIELDS.filter((field) => trimmed[field] === '');
  if (empty.length) return { ok: false, problem: 'empty', fields: empty };
  const type = Number(trimmed.type);
  if (!types.includes(type)) return { ok: false, problem: 'empty', fields: ['type'] };
  if (trimmed.content.length < limits.min || trimmed.content.length > limits.max) return { ok: false, problem: 'length' };
  return { ok: true, request: { type, content: trimmed.content, captcha: trimmed.captcha } };
};
