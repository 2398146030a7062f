import type { Context } from 'hono';
import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { PlatformError } from '../../core/errors.ts';
import { ok, readJsonBody } from '../../core/http.ts';
import { findMemberByMobile } from './auth.ts';
import { isModuleEnabled } from '../system/index.ts';
import { chargeSmsRequest, issueSmsCode, outboxSmsSender, sendSmsCode, silentSmsSender } from './sms.ts';

/**
 * The number of an SMS request. Its refusals are the phone-verification errors of SPEC section 8
 * rather than field errors, so the client shows them as the phone form expects. The real client
 * sends `mobileNum`, some builds `mobileNo`.
 */
const readMobileRequest = async (c: Context<AppEnv>, schema: typeof S.smsNoLogin.body) => {
  const body = await readJsonBody(c);
  const raw: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  const mobileNum = raw.mobileNum ?? raw.mobileNo;
  if (mobileNum === undefined || mobileNum === null || mobileNum === '') throw new PlatformError('sms.mobile.missing');
  const parsed = schema.safeParse({ mobileNum, countryDialingCode: raw.countryDialingCode ?? undefined });
  if (!parsed.success) throw new PlatformError('sms.mobile.invalid');
  return parsed.data;
};

const anyModuleEnabled = async (c: Context<AppEnv>, ...modIds: string[]) => {
  for (const modId of modIds) if (await isModuleEnabled(c.var.platform, modId)) return;
  throw new PlatformError('function.not.available');
};

/** SMS codes sent without a session (`/wps/verification`). */
export const verificationRoutes = () =>
  endpointRouter()
    // For SMS login and the password reset by phone, which check the code with purpose 'login'.
    // An unregistered number gets the same limits and answer, but no message.
    .on(ENDPOINTS.smsNoLogin, async (c) => {
      await anyModuleEnabled(c, 'VERIFICATION3');
      const target = { purpose: 'login' as const, ...(await readMobileRequest(c, S.smsNoLogin.body)) };
      const p = c.var.platform;
      const member = await findMemberByMobile(p, target.countryDialingCode, target.mobileNum);
      return ok(c, await sendSmsCode(p, target, { ip: c.var.ip, lang: c.var.lang }, member ? outboxSmsSender : silentSmsSender));
    })
    // Proves a number at registration; the registration checks the code with purpose 'register'.
    .on(ENDPOINTS.smsRegister, async (c) => {
      await anyModuleEnabled(c, 'REGMOBVERF3', 'MOBILENUMREG3');
      const target = { purpose: 'register' as const, ...(await readMobileRequest(c, S.smsRegister.body)) };
      const p = c.var.platform;
      // Charged before the look-up, so the refusal cannot be used to list registered numbers quickly.
      await chargeSmsRequest(p, target, c.var.ip);
      if (await findMemberByMobile(p, target.countryDialingCode, target.mobileNum)) throw new PlatformError('member.mobile.exists');
      return ok(c, await issueSmsCode(p, target, c.var.lang));
    }).app;
