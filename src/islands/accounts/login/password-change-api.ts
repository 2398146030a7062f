import { z } from 'zod';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../../contract/accounts.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { callSealed } from '../../../api-client/sealed.ts';

/**
 * Changes the logged-in account's password (`POST /wps/member/password`, sealed). A new password
 * that breaks the site's rule comes back as `request_param_err` with `value.fields`.
 */
export const changePassword = async (request: ChangePasswordRequest) =>
  callSealed(ENDPOINTS.changePassword, z.unknown(), changePasswordRequestSchema.parse(request));
