import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../../../../contract/languages.ts';
import { wordsOf } from '../../../i18n/resources.ts';
import { textOf } from '../../../i18n/text.ts';
import { FORGOT_NAMESPACES } from '../forgot/forgot-data.ts';
import { LOGIN_NAMESPACES } from '../login/login-params.ts';
import { REGISTER_NAMESPACES } from '../register/register-data.ts';

describe.each(SHIPPED_LANGUAGES)('account modal words in %s', (lang) => {
  it('keep the places the browser fills: rule bounds, countdowns, masked contacts', () => {
    const t = textOf(wordsOf(lang, [...new Set([...LOGIN_NAMESPACES, ...REGISTER_NAMESPACES, ...FORGOT_NAMESPACES])]));
    expect(t('register.pattern.1')).toMatch(/\{\{min\}\}.*\{\{max\}\}|\{\{max\}\}.*\{\{min\}\}/);
    for (const wait of [t('register.sendCode.wait'), t('forgot.sendCode.wait'), t('login.sendWait')]) expect(wait).toContain('{{seconds}}');
    expect(t('login.verify.smsTo')).toContain('{{mobile}}');
    expect(t('login.verify.emailHint')).toContain('{{email}}');
  });
});

describe('messages of the spec', () => {
  it('says what SPEC section 8 says in English', () => {
    const register = textOf(wordsOf('EN', REGISTER_NAMESPACES));
    expect(register('register.terms.required')).toBe('not empty?');
    expect(register('register.confirm')).toBe('Incorrect confirmation input');
    expect(register('errors.invitation_code_error')).toBe('Invalid invitation code');
    expect(register('register.busy.human')).toBe('Checking you are human…');
    expect(textOf(wordsOf('EN', FORGOT_NAMESPACES))('errors.password.reset.not.found')).toBe('Username/Email does not exist');
  });
});
