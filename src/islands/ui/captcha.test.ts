import { describe, expect, it } from 'vitest';
import { captchaReplaceDelayMs, mayRefreshCaptcha } from './captcha.ts';

describe('captcha timing', () => {
  it('refreshes the captcha at most once a second', () => {
    expect(mayRefreshCaptcha(null, 5)).toBe(true);
    expect(mayRefreshCaptcha(1000, 1999)).toBe(false);
    expect(mayRefreshCaptcha(1000, 2000)).toBe(true);
  });

  it('waits out the gap before replacing a used captcha', () => {
    expect(captchaReplaceDelayMs(null, 5)).toBe(0);
    expect(captchaReplaceDelayMs(1000, 1400)).toBe(700);
    expect(captchaReplaceDelayMs(1000, 2500)).toBe(0);
  });
});
