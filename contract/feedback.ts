import { z } from 'zod';

/** Question types of the feedback form (SPEC section 3), by the number the platform stores. */
export const FEEDBACK_TYPES = { other: 0, deposit: 1, withdraw: 2, game: 3, service: 4, applyAgent: 6 } as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[keyof typeof FEEDBACK_TYPES];
export const FEEDBACK_TYPE_VALUES = Object.values(FEEDBACK_TYPES) as [FeedbackType, ...FeedbackType[]];

/** Description length after trimming, in characters as the form's counter shows them (SPEC section 5). */
export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;
export const FEEDBACK_CAPTCHA_MAX = 16;

/** `PUT /wps/feedback`; the captcha is bound to the browser by its `captchaId` cookie. */
export const feedbackRequestSchema = z.object({
  type: z.literal(FEEDBACK_TYPE_VALUES),
  content: z.string().trim().min(FEEDBACK_MIN).max(FEEDBACK_MAX),
  captcha: z.string().trim().min(1).max(FEEDBACK_CAPTCHA_MAX),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
