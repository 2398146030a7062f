import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../api-client/errors.ts';
import { asksForCaptcha } from './login-attempt.ts';

describe('login failures', () => {
  it('bring the captcha when the refusal says so', () => {
    expect(asksForCaptcha(new ApiError('login.password.invalid', 401, { captcha: true }))).toBe(true);
    expect(asksForCaptcha(new ApiError('login.not.agent', 403, null))).toBe(false);
    expect(asksForCaptcha(new ApiError('captcha.invalid', 400, { captcha: false }))).toBe(false);
    expect(asksForCaptcha(new NetworkError('offline'))).toBe(false);
  });
});
