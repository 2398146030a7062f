import type { ContractKind } from '../../../contract/agent-contracts.ts';
import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS, type Endpoint } from '../../../contract/endpoints.ts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson, readQuery } from '../../core/http.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { requireAgent } from '../agent/index.ts';
import { requireModule } from '../system/index.ts';
import { consolidated, contractSection } from './section.ts';
import { actOnContract } from './store.ts';

/** Each kind's relay pair: its section's read and its acts (CONTRACT.md "Agent contracts and salaries"). */
const RELAYS: readonly (readonly [ContractKind, Endpoint, Endpoint])[] = [
  ['dividend', ENDPOINTS.dividendContract, ENDPOINTS.dividendContractAct],
  ['dailySalary', ENDPOINTS.dailySalaryContract, ENDPOINTS.dailySalaryContractAct],
  ['hourlySalary', ENDPOINTS.hourlySalaryContract, ENDPOINTS.hourlySalaryContractAct],
  ['realTimeSalary', ENDPOINTS.realTimeSalaryContract, ENDPOINTS.realTimeSalaryContractAct],
];

/** Refuses a kind's relay while its site flag (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3) is off. */
const moduleOf = (endpoint: Endpoint) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (endpoint.modId) await requireModule(c.var.platform, endpoint.modId);
    await next();
  });

/** The four contract relays; agents only, each act checked on the server against the caller's place in the tree. */
export const contractRoutes = () => {
  // The member's contract maps, read after every login of a real account (CONTRACT.md 5.1).
  const router = endpointRouter().on(ENDPOINTS.consolidated, requireSession, requireRealAccount, async (c) =>
    ok(c, await consolidated(c.var.platform, c.var.member.memberId)),
  );
  for (const [kind, read, act] of RELAYS) {
    router

      .on(read, moduleOf(read), requireSession, requireAgent, async (c) =>
        ok(c, await contractSection(c.var.platform, c.var.member.memberId, kind, readQuery(c, S.dividendContract.query))),
      )
      .on(act, moduleOf(act), requireSession, requireAgent, async (c) =>
        ok(c, await actOnContract(c.var.platform, c.var.member.memberId, kind, await readJson(c, S.dividendContractAct.body))),
      );
  }
  return router.app;
};
