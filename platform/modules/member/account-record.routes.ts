import { accountRecordQuerySchema } from '../../../contract/account-records.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readQuery } from '../../core/http.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { accountRecord } from './account-record.ts';

/** The member's account record (CONTRACT.md 1.5, module MEMTRANS3). */
export const accountRecordRoutes = () =>
  endpointRouter().on(ENDPOINTS.accountRecord, requireSession, requireRealAccount, async (c) =>
    ok(c, await accountRecord(c.var.platform, c.var.member.memberId, readQuery(c, accountRecordQuerySchema))),
  ).app;
