import { z } from 'zod';
import { forgotByEmailRequestSchema, forgotByPhoneRequestSchema, type ForgotByPhoneRequest } from '../../../../contract/accounts.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { ENCRYPTION_HEADER, encryptPayload } from '../../../../contract/hybrid-crypto.ts';
import { callApi } from '../../../api-client/client.ts';
import { fetchPublicKey } from '../../../api-client/sealed.ts';

export type EmailResetRequest = z.input<typeof forgotByEmailRequestSchema>;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The body of the e-mail reset: the one form-encoded call of the platform (CONTRACT.md 1.5). */
export const emailResetForm = (input: EmailResetRequest): string => new URLSearchParams(forgotByEmailRequestSchema.parse(input)).toString();

/**
 * Asks for a temporary password by e-mail (`POST /wps/member/password/email`). Refused with
 * `password.reset.not.found` when the username and e-mail do not belong together.
 */
export const resetPasswordByEmail = async (input: EmailResetRequest): Promise<void> => {
  await callApi(ENDPOINTS.forgotByEmail, z.unknown(), { body: emailResetForm(input), headers: { 'Content-Type': FORM_TYPE } });
};

/** Sets a new password against an SMS code (`POST /wps/member/password/verification`, encrypted). */
export const resetPasswordByPhone = async (input: ForgotByPhoneRequest): Promise<void> => {
  const payload = forgotByPhoneRequestSchema.parse(input);
  const sealed = await encryptPayload(await fetchPublicKey(), payload);
  await callApi(ENDPOINTS.forgotByPhone, z.unknown(), { body: sealed.body, headers: { [ENCRYPTION_HEADER]: sealed.encryptionHeader } });
};
