import { z } from 'zod';
import { smsCodeResultSchema } from './accounts.ts';
import type { EndpointSchemas } from './endpoint-schemas.ts';
import {
  avatarSchema,
  avatarUploadSchema,
  bindEmailCodeSchema,
  bindEmailSchema,
  bindMobileCodeSchema,
  bindMobileSchema,
  emailCodeResultSchema,
  endedSessionsSchema,
  nicknameRequestSchema,
  payeeNameRequestSchema,
  recentLoginsSchema,
  securityProfileSchema,
  totpDisableRequestSchema,
  totpEnabledSchema,
  totpEnableRequestSchema,
  totpSetupSchema,
  totpStatusSchema,
  transactionPasswordChangeSchema,
  transactionPasswordResetSchema,
  loginPasswordFirstSchema,
  transactionPasswordSetSchema,
} from './security.ts';

/** The calls that answer only `success`. */
const nothing = z.null();

/** The security centre's part of the registry's schemas (endpoint-schemas.ts): passwords, contacts, avatar, sessions and the authenticator app. */
export const SECURITY_ENDPOINT_SCHEMAS = {
  securityProfile: { response: securityProfileSchema },
  setTransactionPassword: { body: transactionPasswordSetSchema, response: nothing },
  changeTransactionPassword: { body: transactionPasswordChangeSchema, response: nothing },
  firstPasswordSms: { response: smsCodeResultSchema },
  setFirstPassword: { body: loginPasswordFirstSchema, response: nothing },
  transactionPasswordSms: { response: smsCodeResultSchema },
  resetTransactionPassword: { body: transactionPasswordResetSchema, response: nothing },
  changeNickname: { body: nicknameRequestSchema, response: z.object({ nickname: z.string() }) },
  setPayeeName: { body: payeeNameRequestSchema, response: z.object({ payeeName: z.string() }) },
  bindMobileSms: { body: bindMobileCodeSchema, response: smsCodeResultSchema },
  bindMobile: { body: bindMobileSchema, response: nothing },
  bindEmailCode: { body: bindEmailCodeSchema, response: emailCodeResultSchema },
  bindEmail: { body: bindEmailSchema, response: nothing },
  memberIcon: { response: avatarSchema },
  uploadMemberIcon: { body: avatarUploadSchema, response: avatarSchema },
  recentLogins: { response: recentLoginsSchema },
  endOtherSessions: { response: endedSessionsSchema },
  totpStatus: { response: totpStatusSchema },
  totpSetup: { response: totpSetupSchema },
  totpEnable: { body: totpEnableRequestSchema, response: totpEnabledSchema },
  totpDisable: { body: totpDisableRequestSchema, response: nothing },
} as const satisfies Record<string, EndpointSchemas>;
