import type { Consolidated, ContractView, Tier } from './agent-contracts.ts';

/* Contract shapes for tests: a tier, a contract, and the consolidated maps with nothing in them. */

/** A tier from a bet of `minBet` with one active member, paying what `reward` says. */
export const tierFixture = (minBet: string, reward: Partial<Tier>): Tier => ({
  minBet,
  minLoss: '0.00',
  minActive: 1,
  rateType: 'P',
  rate: null,
  winRate: null,
  lossRate: null,
  ...reward,
});

/** agent01's contract of `kind` with agent02, as version 1 of contract 7. */
export const contractFixture = (
  kind: ContractView['kind'],
  status: ContractView['status'],
  tiers: Tier[] = [tierFixture('1000.00', { rate: '1.00' })],
): ContractView => ({
  id: '7',
  kind,
  status,
  holder: 'agent02',
  upline: 'agent01',
  terms: { cycle: kind === 'dividend' ? 'monthly' : null, tiers },
  version: 1,
  since: '2026-11-01T00:00:00.000Z',
  replaces: null,
  note: null,
});

const none = { agent: [] };

export const EMPTY_CONSOLIDATED: Consolidated = {
  dailysalreqtype: {},
  divtypereq: {},
  divtypecompperiodreq: {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
  dailysalinfotype: none,
  divtypeinfo: none,
  divtypecompperiodinfo: none,
  contractmrdailysalinfotype: none,
  contracthoursalinfo: none,
  realtimesalinfotype: none,
};
