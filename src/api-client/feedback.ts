import { z } from 'zod';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { feedbackRequestSchema } from '../../contract/feedback.ts';
import { callApi } from './client.ts';

/** A new captcha image as a data URL; the platform binds its answer to this browser's cookie. */
export const fetchCaptchaImage = async (): Promise<string> => `data:image/png;base64,${await callApi(ENDPOINTS.captcha, z.string().min(1))}`;

/** Sends the footer's feedback form (PUT /wps/feedback); a logged-in member's message is signed by the platform. */
export const sendFeedback = (request: { type: number; content: string; captcha: string }) => callApi(ENDPOINTS.feedback, z.unknown(), { body: feedbackRequestSchema.parse(request) });
