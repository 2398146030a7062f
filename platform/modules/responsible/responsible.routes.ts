import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { proveLoginPassword, requireRealAccount, requireSession, revokeMemberSessions } from '../identity/index.ts';
import { startBreak } from './breaks.ts';
import { cancelLimit, changeLimit, confirmLimit, responsibleState, setRealityInterval } from './limits.ts';
import { activityStatement } from './statement.ts';

/** The responsible-gambling section's calls: real accounts only, each about the caller's own account. */
export const responsibleRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.responsibleState, requireSession, requireRealAccount, async (c) => ok(c, await responsibleState(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.responsibleLimit, requireSession, requireRealAccount, async (c) => {
      const change = await readJson(c, S.responsibleLimit.body);
      return ok(c, await changeLimit(c.var.platform, c.var.member.memberId, change, { type: 'member', ip: c.var.ip }));
    })
    .on(ENDPOINTS.responsibleLimitConfirm, requireSession, requireRealAccount, async (c) => {
      const ref = await readJson(c, S.responsibleLimitConfirm.body);
      return ok(c, await confirmLimit(c.var.platform, c.var.member.memberId, ref, { type: 'member', ip: c.var.ip }));
    })
    .on(ENDPOINTS.responsibleLimitCancel, requireSession, requireRealAccount, async (c) => {
      const ref = await readJson(c, S.responsibleLimitCancel.body);
      return ok(c, await cancelLimit(c.var.platform, c.var.member.memberId, ref, { type: 'member', ip: c.var.ip }));
    })
    .on(ENDPOINTS.responsibleReality, requireSession, requireRealAccount, async (c) => {
      const { minutes } = await readJson(c, S.responsibleReality.body);
      return ok(c, await setRealityInterval(c.var.platform, c.var.member.memberId, minutes, { type: 'member', ip: c.var.ip }));
    })
    // The login password and a second yes, then every session of the account ends, this one too.
    .on(ENDPOINTS.responsibleBreak, requireSession, requireRealAccount, async (c) => {
      const p = c.var.platform;
      const { memberId } = c.var.member;
      const request = await readEncrypted(c, S.responsibleBreak.body);
      await proveLoginPassword(p, memberId, request.password);
      const started = await startBreak(p, memberId, request, { type: 'member', ip: c.var.ip });
      await revokeMemberSessions(p, memberId);
      return ok(c, { kind: started.kind, until: started.until?.getTime() ?? null });
    })
    .on(ENDPOINTS.activityStatement, requireSession, requireRealAccount, async (c) => ok(c, await activityStatement(c.var.platform, c.var.member.memberId)))
    .app;
