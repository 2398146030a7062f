import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readQuery } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { myIncome } from './my-income.ts';
import { requireAgent } from './scope.ts';
import { teamBets } from './team-bets.ts';
import { teamTransactions } from './team-transactions.ts';

/** The agent centre's lists: the team's bets and transactions, and the agent's own income; for an agent only. */
export const teamListsRoutes = () => {
  const agent = [requireSession, requireAgent] as const;
  return endpointRouter()
    .on(ENDPOINTS.teamBets, ...agent, async (c) => ok(c, await teamBets(c.var.platform, c.var.member.memberId, readQuery(c, S.teamBets.query), c.var.lang)))
    .on(ENDPOINTS.teamTransactions, ...agent, async (c) =>
      ok(c, await teamTransactions(c.var.platform, c.var.member.memberId, readQuery(c, S.teamTransactions.query))),
    )
    .on(ENDPOINTS.myIncome, ...agent, async (c) => ok(c, await myIncome(c.var.platform, c.var.member.memberId, readQuery(c, S.myIncome.query)))).app;
};
