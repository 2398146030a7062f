import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, NetworkError } from '../../../api-client/errors.ts';
import { translator } from '../../../i18n/i18n.ts';
import { asksForCaptcha, failureKey, failureText } from './login-attempt.ts';
import { loginText } from './login-text.ts';

const { errors } = loginText(translator('EN'));

describe('login failures', () => {
  it('are told by their code, in words the form carries, never in server text', () => {
    expect(failureText(new ApiError('login.not.member', 403), errors)).toBe('Non-member accounts are unable to login');
    expect(failureText(new ApiError('login.not.agent', 403), errors)).toBe('Non-agents cannot log in');
    expect(failureText(new ApiError('TOO_MANY_REQUESTS', 429), errors)).toBe('Too many requests, please try again after 5 minutes');
    expect(failureText(new NetworkError('offline'), errors)).toBe('Network link is abnormal, please try again');
    expect(failureKey(new ApiError('no.such.code', 500), errors)).toBe('errors.system.error');
    expect(failureKey(new HttpError(502, 'not an envelope'), errors)).toBe('errors.system.error');
    expect(failureText(new Error('boom'), errors)).toBe('Something went wrong, please try again');
  });

  it('bring the captcha when the refusal says so', () => {
    expect(asksForCaptcha(new ApiError('login.password.invalid', 401, { captcha: true }))).toBe(true);
    expect(asksForCaptcha(new ApiError('login.not.agent', 403, null))).toBe(false);
    expect(asksForCaptcha(new ApiError('captcha.invalid', 400, { captcha: false }))).toBe(false);
    expect(asksForCaptcha(new NetworkError('offline'))).toBe(false);
  });
});
