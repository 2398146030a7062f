import type { FeedbackRequest } from '../../../contract/feedback.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { verifyCaptcha } from '../identity/index.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';

/*
 * The footer's feedback form. A message goes to the support mailbox through the outbox (the
 * e-mail stand-in the CLI reads with `outbox --channel email`). Limited per address and per
 * account before the captcha is checked, so the limit also bounds captcha guessing; the windows
 * are five minutes, the wait the TOO_MANY_REQUESTS message promises.
 */
export const FEEDBACK_LIMITS = {
  ip: { name: 'feedback-ip', limit: 5, windowMs: 5 * 60_000 },
  account: { name: 'feedback-acct', limit: 3, windowMs: 5 * 60_000 },
};
export const FEEDBACK_RECIPIENT = 'support';

export interface FeedbackSender {
  ip: string;
  captchaId: string | null;
  /** The logged-in member, if any: the message is signed with the account name. */
  member: SessionMember | null;
  lang: ShippedLanguage;
}

export const submitFeedback = async (p: Platform, request: FeedbackRequest, from: FeedbackSender): Promise<void> => {
  await consume(p, FEEDBACK_LIMITS.ip, ipSubject(from.ip));
  if (from.member) await consume(p, FEEDBACK_LIMITS.account, from.member.account);
  if (!(await verifyCaptcha(p, from.captchaId, request.captcha))) throw new PlatformError('captcha.invalid');
  await p.db.insert(outbox).values({
    channel: 'email',
    recipient: FEEDBACK_RECIPIENT,
    purpose: 'feedback',
    body: request.content,
    meta: { type: request.type, sender: from.member?.account ?? null, ip: from.ip, lang: from.lang },
    createdAt: p.now(),
  });
};
