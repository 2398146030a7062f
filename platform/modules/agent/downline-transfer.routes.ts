import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { requireSession } from '../identity/index.ts';
import { downlineTransferInfo, transferToDownline } from './downline-transfer.ts';
import { requireAgent } from './scope.ts';

/** The agent centre's transfer to downline. Agents only. */
export const downlineTransferRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.downlineTransferInfo, requireSession, requireAgent, async (c) => ok(c, await downlineTransferInfo(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.transferToDownline, requireSession, requireAgent, async (c) =>
      ok(c, await transferToDownline(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.transferToDownline.body))),
    ).app;
