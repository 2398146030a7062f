import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok } from '../../core/http.ts';
import { checkAffiliateCode } from './affiliate.ts';

/** Agent calls open to visitors (CONTRACT.md 1.5). Only `success` of the affiliate check is read. */
export const agentRoutes = () =>
  endpointRouter().on(ENDPOINTS.affiliate, async (c) => {
    await checkAffiliateCode(c.var.platform, c.req.query(), c.var.ip);
    return ok(c, null);
  }).app;
