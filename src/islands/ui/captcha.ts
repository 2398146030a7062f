import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { CAPTCHA_REFRESH_MS } from '../../../contract/limits.ts';
import { callApi } from '../../api-client/client.ts';

/** A new captcha image as a data URL; the platform binds its answer to this browser's cookie. */
export const fetchCaptchaImage = async (): Promise<string> => `data:image/png;base64,${await callApi(ENDPOINTS.captcha, z.string().min(1))}`;

/** A new captcha at most once a second (SPEC section 9), however often the button is pressed. */
export const mayRefreshCaptcha = (lastMs: number | null, nowMs: number, gapMs: number = CAPTCHA_REFRESH_MS) => lastMs === null || nowMs - lastMs >= gapMs;

/**
 * How long to wait before a captcha that must be replaced (after a failed send) may be asked
 * for: the platform refuses a second image within the same second, so wait out the gap, with a
 * little room for the two clocks to disagree.
 */
export const captchaReplaceDelayMs = (lastMs: number | null, nowMs: number, gapMs: number = CAPTCHA_REFRESH_MS) =>
  lastMs === null ? 0 : Math.max(0, lastMs + gapMs - nowMs) + (nowMs - lastMs < gapMs ? 100 : 0);
