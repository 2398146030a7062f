import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPE_VALUES } from '../../../contract/feedback.ts';
import { checkFeedback } from './feedback-form.ts';

const limits = { min: FEEDBACK_MIN, max: FEEDBACK_MAX };
const check = (type: string, content: string, captcha: string) => checkFeedback({ type, content, captcha }, limits, FEEDBACK_TYPE_VALUES);
const twenty = 'x'.repeat(20);

describe('feedback form', () => {
  it('names every empty field at once, in the form order; blanks count as empty', () => {
    expect(check('', '', '')).toEqual({ ok: false, problem: 'empty', fields: ['type', 'content', 'captcha'] });
    expect(check('3', '   ', '')).toEqual({ ok: false, problem: 'empty', fields: ['content', 'captcha'] });
  });

  it('accepts only the question types of the contract', () => {
    expect(check('5', twenty, 'ab12')).toEqual({ ok: false, problem: 'empty', fields: ['type'] });
    expect(check('6', twenty, 'ab12')).toMatchObject({ ok: true, request: { type: 6 } });
    expect(check('0', twenty, 'ab12')).toMatchObject({ ok: true, request: { type: 0 } });
  });

  it('wants 20 to 200 characters once trimmed', () => {
    expect(check('1', `  ${'x'.repeat(19)}  `, 'ab12')).toEqual({ ok: false, problem: 'length' });
    expect(check('1', 'x'.repeat(201), 'ab12')).toEqual({ ok: false, problem: 'length' });
    expect(check('1', ` ${'x'.repeat(200)} `, ' ab12 ')).toEqual({
      ok: true,
      request: { type: 1, content: 'x'.repeat(200), captcha: 'ab12' },
    });
  });
});
