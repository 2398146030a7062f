import { eq } from 'drizzle-orm';
import type { ContractKind, Terms, Tier } from '../../../contract/agent-contracts.ts';
import type { Platform } from '../../context.ts';
import { agentContracts, agentContractVersions, members } from '../schema/index.ts';
import { SEED_AGENT } from './identities.ts';

/*
 * The site's contracts with agent01, the top agent of the seed: one of each kind, in force, so it
 * can offer its downline agents contracts within them. Written as the operator would, with no
 * actor, as version 1.
 */

const tier = (minBet: string, minActive: number, reward: Partial<Tier>, minLoss = '0.00'): Tier => ({
  minBet,
  minLoss,
  minActive,
  rateType: 'P',
  rate: null,
  winRate: null,
  lossRate: null,
  ...reward,
});

export const SEED_CONTRACT_TERMS: Readonly<Record<ContractKind, Terms>> = {
  dividend: {
    cycle: 'monthly',
    tiers: [tier('0.00', 1, { rate: '20' }), tier('100000.00', 10, { rate: '30' }, '10000.00')],
  },
  dailySalary: { cycle: null, tiers: [tier('1000.00', 1, { rate: '1.00' }), tier('10000.00', 5, { rate: '1.50' })] },
  hourlySalary: { cycle: null, tiers: [tier('100.00', 1, { rate: '0.50' })] },
  realTimeSalary: { cycle: null, tiers: [tier('0.00', 1, { winRate: '0.20', lossRate: '0.50' })] },
};

export const seedContracts = async (p: Pick<Platform, 'db'>) => {
  const [agent] = await p.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_AGENT.account));
  if (!agent) return;
  for (const [kind, terms] of Object.entries(SEED_CONTRACT_TERMS) as [ContractKind, Terms][]) {
    const [contract] = await p.db.insert(agentContracts).values({ kind, holderId: agent.id, uplineId: null }).returning({ id: agentContracts.id });
    await p.db.insert(agentContractVersions).values({ contractId: contract!.id, version: 1, status: 'A', terms, actorId: null, note: 'Site terms' });
  }
};
