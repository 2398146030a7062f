/**
 * The identity module: sessions, login (password, SMS, new-address checks), registration,
 * passwords, captchas, hand-off codes and affiliate lookups.
 * Other modules use only what this file exports.
 */
export { agentRoutes } from './affiliate.routes.ts';
export { captchaRoutes } from './captcha.routes.ts';
export { CAPTCHA_COOKIE, storeCaptcha, verifyCaptcha } from './captcha.ts';
export { memberRoutes } from './member.routes.ts';
export { issueHumanChallenge } from './human-check.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { checkNewPassword } from './password-change.ts';
export { proveLoginPassword } from './login-password-proof.ts';
export { maskEmail, maskMobile } from './member-info.ts';
export { registerRoutes } from './register.routes.ts';
export { newReferralCode, violatedConstraint } from './registration.ts';
export { requireRealAccount, requireSession, tokenOf } from './require-session.ts';
export { avatarImageRoutes, bodyLimitOf, securityRoutes } from './security.routes.ts';
export { sessionRoutes } from './session.routes.ts';
export { checkTransactionPassword, transactionPasswordUnlockSchema, unlockTransactionPassword } from './transaction-password.ts';
export type { TransactionPasswordUnlock } from './transaction-password.ts';
export { resetTotp, totpResetSchema, type TotpReset } from './totp.ts';
export { transactionPasswordRoutes } from './transaction-password.routes.ts';
export { hashToken, issueSession, newToken, resolveSession, revokeMemberSessions } from './sessions.ts';
export { verificationRoutes } from './verification.routes.ts';
export { admitMember, checkCredentials } from './auth.ts';
export type { LoginOrigin } from './auth.ts';
export { socialRoutes } from './social.routes.ts';
export { disableSocialProvider, listSocialProviders, setSocialProvider, socialProviderInputSchema } from './social-providers.ts';
export type { SocialProviderReport } from './social-providers.ts';
