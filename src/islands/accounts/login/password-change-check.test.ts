import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '../../../../contract/system.ts';
import { wordsOf } from '../../../i18n/resources.ts';
import { textOf } from '../../../i18n/text.ts';
import { checkPasswordChange, ruleHint, ruleMessage } from './password-change-check.ts';

const RULE: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  patternId: 5,
  minLength: 6,
  maxLength: 20,
};
const rules = textOf(wordsOf('EN', ['register']));

describe('the change-password check', () => {
  it('says the rule with the site bounds', () => {
    expect(ruleHint(RULE, rules)).toBe('Combine letters and digits; 6 to 20 characters');
    expect(ruleMessage('register.confirm', RULE, rules)).toBe('Incorrect confirmation input');
    expect(ruleMessage('no.such.key', RULE, rules)).toBe('Combine letters and digits; 6 to 20 characters');
  });

  it('asks for every field, the rule and a matching confirmation', () => {
    expect(checkPasswordChange({ oldPassword: ' ', newPassword: '', confirmNewPassword: 'x' }, RULE, rules)).toEqual({
      ok: false,
      problems: {
        oldPassword: 'This field is required',
        newPassword: 'This field is required',
        confirmNewPassword: 'Incorrect confirmation input',
      },
    });
    expect(checkPasswordChange({ oldPassword: 'Welcome1', newPassword: 'onlyletters', confirmNewPassword: 'onlyletters' }, RULE, rules)).toEqual({
      ok: false,
      problems: { newPassword: 'Combine letters and digits; 6 to 20 characters' },
    });
  });

  it('sends trimmed values that pass', () => {
    expect(checkPasswordChange({ oldPassword: 'Welcome1', newPassword: ' Better2026 ', confirmNewPassword: 'Better2026' }, RULE, rules)).toEqual({
      ok: true,
      request: { oldPassword: 'Welcome1', newPassword: 'Better2026', confirmNewPassword: 'Better2026' },
    });
    expect(checkPasswordChange({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }, null, rules)).toMatchObject({ ok: true });
  });
});
