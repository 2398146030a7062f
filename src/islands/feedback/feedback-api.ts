import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { feedbackRequestSchema } from '../../../contract/feedback.ts';
import { callApi } from '../../api-client/client.ts';

/** Sends the footer's feedback form (PUT /wps/feedback); a logged-in member's message is signed by the platform. */
export const sendFeedback = (request: { type: number; content: string; captcha: string }) =>
  callApi(ENDPOINTS.feedback, z.unknown(), { body: feedbackRequestSchema.parse(request) });
