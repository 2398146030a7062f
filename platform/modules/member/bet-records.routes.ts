import { betRecordQuerySchema, personalLossQuerySchema } from '../../../contract/bet-records.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readQuery } from '../../core/http.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { bettingRecord } from './betting-record.ts';
import { personalLoss } from './personal-loss.ts';

/** The member's betting record and personal loss (module MEMTRANS3; see contract/bet-records.ts for the relay names). */
export const betRecordsRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.bettingRecord, requireSession, requireRealAccount, async (c) =>
      ok(c, await bettingRecord(c.var.platform, c.var.member.memberId, readQuery(c, betRecordQuerySchema), c.var.lang)),
    )
    .on(ENDPOINTS.personalLoss, requireSession, requireRealAccount, async (c) =>
      ok(c, await personalLoss(c.var.platform, c.var.member.memberId, readQuery(c, personalLossQuerySchema))),
    ).app;
