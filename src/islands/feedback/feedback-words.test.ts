import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../../../contract/languages.ts';
import { translator } from '../../i18n/i18n.ts';
import { wordsOf } from '../../i18n/resources.ts';
import { textOf } from '../../i18n/text.ts';
import { feedbackParams } from './feedback-words.ts';

describe('the feedback form words', () => {
  it.each(SHIPPED_LANGUAGES)('read in %s as the server translates them, templates left for the form', (lang) => {
    const params = feedbackParams(textOf(wordsOf(lang, ['footer', 'errors'])));
    const t = translator(lang);
    expect(params.text.title).toBe(t('footer.feedback.title'));
    expect(params.text.counter).toBe(t('footer.feedback.counter', { count: '{{count}}', max: '{{max}}' }));
    expect(params.text.length).toBe(t('footer.feedback.length', { min: '{{min}}', max: '{{max}}' }));
    expect(params.text.types.map((type) => type.value)).toEqual([1, 2, 3, 4, 6, 0]);
    expect(params.text.types.at(-1)?.label).toBe(t('footer.feedback.types.other'));
    expect(params.text.errors['errors.network']).toBe(t('errors.network'));
    for (const value of [...Object.values(params.text).filter((v) => typeof v === 'string'), ...Object.values(params.text.errors)]) {
      expect(value).not.toMatch(/^(footer|errors)\./);
    }
  });
});
