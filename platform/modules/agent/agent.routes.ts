import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson, readQuery } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { requireSession } from '../identity/index.ts';
import { lockDownline, remarkDownline, resetDownlinePassword } from './downline-actions.ts';
import { lossStatement } from './loss-statements.ts';
import { teamOverview } from './overview.ts';
import { createDownline, registerCentre } from './register.ts';
import { requireAgent } from './scope.ts';
import { downlineDetail, teamMembers } from './team.ts';

const actor = (c: Context<AppEnv>) => ({ agentId: c.var.member.memberId, ip: c.var.ip });

/** The agent centre's team calls: each one for an agent only, and scoped to the caller's team. */
export const agentCentreRoutes = () => {
  const agent = [requireSession, requireAgent] as const;
  return endpointRouter()
    .on(ENDPOINTS.teamOverview, ...agent, async (c) => ok(c, await teamOverview(c.var.platform, c.var.member.memberId, readQuery(c, S.teamOverview.query))))
    .on(ENDPOINTS.lossStatements, ...agent, async (c) =>
      ok(c, await lossStatement(c.var.platform, c.var.member.memberId, readQuery(c, S.lossStatements.query))),
    )
    .on(ENDPOINTS.teamMembers, ...agent, async (c) => ok(c, await teamMembers(c.var.platform, c.var.member.memberId, readQuery(c, S.teamMembers.query))))
    .on(ENDPOINTS.downlineDetail, ...agent, async (c) =>
      ok(c, await downlineDetail(c.var.platform, c.var.member.memberId, readQuery(c, S.downlineDetail.query).memberId)),
    )
    .on(ENDPOINTS.lockDownline, ...agent, async (c) => ok(c, await lockDownline(c.var.platform, actor(c), await readJson(c, S.lockDownline.body))))
    .on(ENDPOINTS.resetDownlinePassword, ...agent, async (c) =>
      ok(c, await resetDownlinePassword(c.var.platform, actor(c), await readEncrypted(c, S.resetDownlinePassword.body))),
    )
    .on(ENDPOINTS.remarkDownline, ...agent, async (c) => ok(c, await remarkDownline(c.var.platform, actor(c), await readJson(c, S.remarkDownline.body))))
    .on(ENDPOINTS.registerCentre, ...agent, async (c) => ok(c, await registerCentre(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.createDownline, ...agent, async (c) => ok(c, await createDownline(c.var.platform, actor(c), await readEncrypted(c, S.createDownline.body))))
    .app;
};
