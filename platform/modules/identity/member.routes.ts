import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readForm, readJson } from '../../core/http.ts';
import { requireRealAccount, requireSession } from './require-session.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { memberInfo, saveSiteLanguage } from './member-info.ts';
import { changePassword, sendFirstPasswordCode, setFirstPassword } from './password-change.ts';
import { forgotByEmail, forgotByPhone } from './password-reset.ts';

export const memberRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.memberInfo, requireSession, async (c) => ok(c, await memberInfo(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.memberLanguage, requireSession, requireRealAccount, async (c) => {
      const { language } = await readJson(c, S.memberLanguage.body);
      await saveSiteLanguage(c.var.platform, c.var.member.memberId, language);
      return ok(c, null);
    })
    .on(ENDPOINTS.changePassword, requireSession, requireRealAccount, async (c) => {
      const request = await readEncrypted(c, S.changePassword.body);
      await changePassword(c.var.platform, c.var.member, request);
      return ok(c, null);
    })
    .on(ENDPOINTS.firstPasswordSms, requireSession, requireRealAccount, async (c) =>
      ok(c, await sendFirstPasswordCode(c.var.platform, c.var.member.memberId, { ip: c.var.ip, lang: c.var.lang })),
    )
    .on(ENDPOINTS.setFirstPassword, requireSession, requireRealAccount, async (c) => {
      await setFirstPassword(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.setFirstPassword.body));
      return ok(c, null);
    })
    // The one form-encoded call of the real client (SPEC section 7).
    .on(ENDPOINTS.forgotByEmail, async (c) => {
      const request = await readForm(c, S.forgotByEmail.body);
      await forgotByEmail(c.var.platform, request, { ip: c.var.ip, lang: c.var.lang });
      return ok(c, null);
    })
    .on(ENDPOINTS.forgotByPhone, async (c) => {
      const request = await readEncrypted(c, S.forgotByPhone.body);
      await forgotByPhone(c.var.platform, request);
      return ok(c, null);
    }).app;
