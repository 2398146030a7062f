import { describe, expect, it } from 'vitest';
import { FALLBACK_RULES } from '../../../../contract/register-plan.ts';
import { PAYEE_NAME_FALLBACK_RULE } from '../../../../contract/security.ts';
import { wordsOf } from '../../../i18n/resources.ts';
import { textOf } from '../../../i18n/text.ts';
import { avatarFileProblem, checkContactForm, checkNickname, checkPayeeName, checkTransactionForm, fieldMessage } from './security-checks.ts';

const t = textOf(wordsOf('EN', ['security', 'errors', 'register']));
const SIX_DIGITS = FALLBACK_RULES.paymentPassword;
const empty = { loginPassword: '', oldPassword: '', verificationCode: '', newPassword: '', confirmNewPassword: '' };

describe('the security forms’ own checks', () => {
  it('ask for the proof of each transaction form, the site rule and a matching confirmation', () => {
    expect(checkTransactionForm({ ...empty, newPassword: '12ab', confirmNewPassword: '12' }, 'loginPassword', SIX_DIGITS, t)).toEqual({
      loginPassword: 'This field is required',
      newPassword: 'Digits only; 6 to 6 digits',
      confirmNewPassword: 'Incorrect confirmation input',
    });
    expect(
      checkTransactionForm({ ...empty, oldPassword: '111111', newPassword: ' 246810', confirmNewPassword: '246810 ' }, 'oldPassword', SIX_DIGITS, t),
    ).toEqual({});
    expect(checkTransactionForm({ ...empty, newPassword: '246810', confirmNewPassword: '246810' }, 'verificationCode', SIX_DIGITS, t)).toEqual({
      verificationCode: 'This field is required',
    });
  });

  it('check the nickname and the payee name by their rules', () => {
    expect(checkNickname('  Ana  Pérez ', t)).toEqual({});
    expect(checkNickname('-x', t).nickname).toBe('2 to 20 characters: letters, digits, spaces and . _ -, starting with a letter or a digit');
    expect(checkPayeeName('Ana   Pérez', PAYEE_NAME_FALLBACK_RULE, t)).toEqual({});
    expect(checkPayeeName('Ana', PAYEE_NAME_FALLBACK_RULE, t).payeeName).toBe('Enter your first and last name, separated by a space; 3 to 50 characters');
    expect(fieldMessage('register.pattern.12', PAYEE_NAME_FALLBACK_RULE, t)).toBe(checkPayeeName('Ana', PAYEE_NAME_FALLBACK_RULE, t).payeeName);
  });

  it('check a new mobile or e-mail, its code, and the login password when one is replaced', () => {
    expect(checkContactForm({ contact: '55 1234 5678', verificationCode: '123456', loginPassword: '' }, 'mobile', false, t)).toEqual({});
    expect(checkContactForm({ contact: '55-12', verificationCode: '', loginPassword: '' }, 'mobile', true, t)).toEqual({
      contact: 'Please enter a valid mobile number',
      verificationCode: 'This field is required',
      loginPassword: 'This field is required',
    });
    expect(checkContactForm({ contact: 'ana@', verificationCode: '1', loginPassword: '' }, 'email', false, t)).toEqual({
      contact: 'Please enter a valid e-mail address',
    });
  });

  it('take only PNG and JPEG pictures of 5 MB at most', () => {
    expect(avatarFileProblem(null, t)).toBe('Choose a picture');
    expect(avatarFileProblem({ type: 'image/gif', size: 10 }, t)).toBe('Choose a PNG or JPG picture');
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, t)).toBe('The picture is larger than 5 MB');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 }, t)).toBeUndefined();
  });
});
