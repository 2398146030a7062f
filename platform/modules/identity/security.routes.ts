import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { AVATAR_MAX_BODY_BYTES } from '../../../contract/security.ts';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { PlatformError } from '../../core/errors.ts';
import { ok, readJson } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { isModuleEnabled } from '../system/index.ts';
import { avatarImageResponse, avatarOf, storeAvatar } from './avatar.ts';
import { bindEmail, bindMobile, sendEmailBindCode, sendMobileBindCode } from './contact-binding.ts';
import { endOtherSessions, recentLogins } from './login-history.ts';
import { requireRealAccount, requireSession } from './require-session.ts';
import { changeNickname, securityProfile, setPayeeName } from './security-profile.ts';
import { disableTotp, enableTotp, startTotpSetup, totpStatus } from './totp.ts';

/** Profile pictures are a site module (PROFPIC3): a site without it takes none. */
const requirePictures = async (c: Context<AppEnv>, next: Next) => {
  if (!(await isModuleEnabled(c.var.platform, 'PROFPIC3'))) throw new PlatformError('function.not.available');
  await next();
};

const member = [requireSession, requireRealAccount] as const;

/** The security centre's calls (my account): profile, contact details, picture, recent logins, authenticator app. */
export const securityRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.securityProfile, ...member, async (c) => ok(c, await securityProfile(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.changeNickname, ...member, async (c) => {
      const { nickname } = await readJson(c, S.changeNickname.body);
      return ok(c, await changeNickname(c.var.platform, c.var.member.memberId, nickname));
    })
    .on(ENDPOINTS.setPayeeName, ...member, async (c) => {
      const { payeeName } = await readJson(c, S.setPayeeName.body);
      return ok(c, await setPayeeName(c.var.platform, c.var.member.memberId, payeeName));
    })
    .on(ENDPOINTS.bindMobileSms, ...member, async (c) =>
      ok(c, await sendMobileBindCode(c.var.platform, await readJson(c, S.bindMobileSms.body), { ip: c.var.ip, lang: c.var.lang })),
    )
    .on(ENDPOINTS.bindMobile, ...member, async (c) => {
      await bindMobile(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.bindMobile.body));
      return ok(c, null);
    })
    .on(ENDPOINTS.bindEmailCode, ...member, async (c) => {
      const { email } = await readJson(c, S.bindEmailCode.body);
      return ok(c, await sendEmailBindCode(c.var.platform, c.var.member.memberId, email, c.var.lang));
    })
    .on(ENDPOINTS.bindEmail, ...member, async (c) => {
      await bindEmail(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.bindEmail.body));
      return ok(c, null);
    })
    .on(ENDPOINTS.memberIcon, requireSession, async (c) => ok(c, await avatarOf(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.uploadMemberIcon, ...member, requirePictures, async (c) => {
      const { image } = await readJson(c, S.uploadMemberIcon.body, AVATAR_MAX_BODY_BYTES);
      return ok(c, await storeAvatar(c.var.platform, c.var.member.memberId, image));
    })
    .on(ENDPOINTS.recentLogins, ...member, async (c) => ok(c, await recentLogins(c.var.platform, c.var.member)))
    .on(ENDPOINTS.endOtherSessions, ...member, async (c) => ok(c, await endOtherSessions(c.var.platform, c.var.member)))
    // The authenticator app: its state, a new secret, the first code that turns it on, and off.
    .on(ENDPOINTS.totpStatus, ...member, async (c) => ok(c, await totpStatus(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.totpSetup, ...member, async (c) => ok(c, await startTotpSetup(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.totpEnable, ...member, async (c) => {
      const { code } = await readJson(c, S.totpEnable.body);
      return ok(c, await enableTotp(c.var.platform, c.var.member.memberId, code));
    })
    .on(ENDPOINTS.totpDisable, ...member, async (c) => {
      const { code } = await readJson(c, S.totpDisable.body);
      await disableTotp(c.var.platform, c.var.member.memberId, code);
      return ok(c, null);
    }).app;

/** The largest body a call takes: a picture upload's, or the site's JSON bound for every other call. */
export const bodyLimitOf = (method: string, path: string, otherwise: number): number =>
  method === ENDPOINTS.uploadMemberIcon.method && path === ENDPOINTS.uploadMemberIcon.path ? AVATAR_MAX_BODY_BYTES : otherwise;

/** `/cdn/avatars/<member>-<version>.webp`, mounted at `/cdn` ahead of the generated avatars. */
export const avatarImageRoutes = () =>
  new Hono<AppEnv>().get('/avatars/:file{[0-9]+-[0-9a-f]{16}\\.webp}', (c) => avatarImageResponse(c.var.platform, c.req.param('file')));
