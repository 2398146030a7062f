import type { LoginVerifyAnswer } from '../../../../contract/accounts.ts';
import type { LoginContext } from '../login-flow.ts';
import { loginWithVerification, sendLoginVerificationSms, type SessionResult } from '../session-api.ts';
import { sendSocialVerifyCode, socialVerify } from '../social/social-api.ts';
import type { VerifiedLogin } from './login-params.ts';

/*
 * Where the second factor of a login from a new address goes: a password login is sent again with
 * it; a social sign-in, whose provider proved the identity, sends the answer alone, and the
 * platform finds the sign-in by this browser's ticket.
 */

/** The login the answer completes, and how the end of the login reads it. */
export const completeVerifiedLogin = async (login: VerifiedLogin, answer: LoginVerifyAnswer): Promise<{ result: SessionResult; context: LoginContext }> => {
  if (login.kind === 'social') return { result: await socialVerify(answer), context: { loginType: 'social' } };
  const { credentials, agentPage } = login;
  const result = await loginWithVerification({ ...credentials, ...answer, ...(agentPage ? { agentLogin: true } : {}) });
  return { result, context: { loginType: 'verification', password: credentials.password, agentPage } };
};

/** The code of method S: a password login proves its password again (with the captcha the guard may want). */
export const sendVerifiedLoginCode = (login: VerifiedLogin, captcha: { captcha?: string }) =>
  login.kind === 'social' ? sendSocialVerifyCode() : sendLoginVerificationSms({ ...login.credentials, ...captcha });
