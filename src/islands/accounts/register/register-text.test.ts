import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../../../../contract/languages.ts';
import { translator } from '../../../i18n/i18n.ts';
import { forgotText } from '../forgot/forgot-text.ts';
import { registerText } from './register-text.ts';

/** Every text of a bundle; a missing key reads back as the key itself. */
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(leaves) : [];
const KEY = /^(register|forgot|errors|shell)\.[\w.]+$/;

describe.each(SHIPPED_LANGUAGES)('account modal words in %s', (lang) => {
  const t = translator(lang);

  it('translates every word of the register and forgot bundles', () => {
    for (const bundle of [registerText(t), forgotText(t)]) expect(leaves(bundle).filter((text) => KEY.test(text) || !text.trim())).toEqual([]);
  });

  it('keeps the rule bounds and the countdown for the browser to fill', () => {
    const register = registerText(t);
    expect(register.messages['register.pattern.1']).toContain('{{min}}');
    expect(register.messages['register.pattern.1']).toContain('{{max}}');
    expect(register.sendCode.wait).toContain('{{seconds}}');
    expect(forgotText(t).sendCode.wait).toContain('{{seconds}}');
  });
});

describe('messages of the spec', () => {
  it('says what SPEC section 8 says in English', () => {
    const t = translator('EN');
    const register = registerText(t);
    expect(register.messages['register.terms.required']).toBe('not empty?');
    expect(register.messages['register.confirm']).toBe('Incorrect confirmation input');
    expect(register.messages['errors.invitation_code_error']).toBe('Invalid invitation code');
    expect(register.busy.human).toBe('Checking you are human…');
    expect(forgotText(t).messages['errors.password.reset.not.found']).toBe('Username/Email does not exist');
  });
});
