import { describe, expect, it } from 'vitest';
import type { Consolidated, ContractView, DownlineContract } from '../../../contract/agent-contracts.ts';
import { contractFixture, EMPTY_CONSOLIDATED, tierFixture } from '../../../contract/agent-contracts.fixtures.ts';
import { translator } from '../../i18n/i18n.ts';
import { contractParams, offerDraftOf, popupRequestsOf, readContractView, rewardWords, shownContractKinds } from './contract-view.ts';

const [tier, contract, EMPTY] = [tierFixture, contractFixture, EMPTY_CONSOLIDATED];
const ALL_ON = { SIGNCONDIV3: true, DAILYSALCONT3: true, HOURSAL3: true, RTSALARY3: true };

describe('contract sections shown', () => {
  it('shows the dividend only while one is in force, a salary while one is held or offered', () => {
    const offered = { agent: [contract('dividend', 'P')] };
    const c: Consolidated = {
      ...EMPTY,
      divtypeinfo: offered,
      divtypecompperiodinfo: offered,
      dailysalinfotype: { agent: [contract('dailySalary', 'P')] },
      realtimesalinfotype: { agent: [contract('realTimeSalary', 'V')] },
    };
    expect(shownContractKinds(ALL_ON, c)).toEqual(['dailySalary', 'realTimeSalary']);
    const inForce = { agent: [contract('dividend', 'V')] };
    expect(shownContractKinds(ALL_ON, { ...EMPTY, divtypeinfo: inForce, divtypecompperiodinfo: inForce })).toEqual(['dividend']);
  });

  it('hides a kind whose site flag is off, and everything when the maps could not be read', () => {
    const c: Consolidated = {
      ...EMPTY,
      dailysalinfotype: { agent: [contract('dailySalary', 'A')] },
      contracthoursalinfo: { agent: [contract('hourlySalary', 'A')] },
    };
    expect(shownContractKinds({ ...ALL_ON, DAILYSALCONT3: false }, c)).toEqual(['hourlySalary']);
    expect(shownContractKinds(ALL_ON, null)).toEqual([]);
  });

  it('lists each request of a running kind once for the pop-up', () => {
    const request = { ...contract('dividend', 'P'), current: null };
    const c: Consolidated = { ...EMPTY, divtypereq: { 7: request }, divtypecompperiodreq: { 7: request } };
    expect(popupRequestsOf(ALL_ON, c)).toEqual([request]);
    expect(popupRequestsOf({ ...ALL_ON, SIGNCONDIV3: false }, c)).toEqual([]);
    expect(popupRequestsOf(ALL_ON, null)).toEqual([]);
  });
});

describe('contract page view', () => {
  it('reads its own page and edit parameters and drops wrong ones', () => {
    const view = readContractView(
      new URLSearchParams('dailySalaryPage=3&dailySalaryEdit=agent02&dividendPage=9&timeZone=America/Mexico_City'),
      'dailySalary',
      undefined,
    );
    expect(view).toEqual({ kind: 'dailySalary', page: 3, edit: 'agent02', timeZone: 'America/Mexico_City' });
    expect(readContractView(new URLSearchParams('dividendPage=0&dividendEdit=a%20b'), 'dividend', 'Mars/Base')).toEqual({
      kind: 'dividend',
      page: 1,
      edit: null,
      timeZone: 'UTC',
    });
  });

  it('writes back its parameters with a change', () => {
    const view = readContractView(new URLSearchParams('hourlySalaryPage=2'), 'hourlySalary', undefined);
    expect(contractParams(view, { edit: 'agent02' })).toEqual({ hourlySalaryPage: '2', hourlySalaryEdit: 'agent02' });
    expect(contractParams(view, { page: 1 })).toEqual({});
  });
});

describe('offer draft', () => {
  const downline = (account: string, current: ContractView | null, pending: ContractView | null): DownlineContract => ({
    account,
    nickname: account,
    current,
    pending,
  });

  it('starts from the named downline’s offer awaiting its answer, else its contract in force', () => {
    const held = contract('dailySalary', 'A', [tier('500.00', { rate: '0.50' })]);
    const offered = contract('dailySalary', 'P', [tier('800.00', { rate: '0.70' })]);
    const downlines = [downline('agent02', held, offered), downline('agent03', held, null)];
    expect(offerDraftOf({ downlines }, 'agent02')).toMatchObject({ account: 'agent02', tiers: offered.terms.tiers });
    expect(offerDraftOf({ downlines }, 'agent03')).toMatchObject({ account: 'agent03', tiers: held.terms.tiers });
  });

  it('starts empty for a downline that is not the agent’s own, or none', () => {
    expect(offerDraftOf({ downlines: [] }, 'agent09')).toEqual({ account: null, tiers: [null], cycle: null });
    expect(offerDraftOf({ downlines: [downline('agent02', null, null)] }, null)).toEqual({ account: null, tiers: [null], cycle: null });
  });
});

describe('reward words', () => {
  const t = translator('EN');
  it('says a percentage, a fixed amount, or the win and loss rates', () => {
    expect(rewardWords('dividend', tier('0', { rate: '20' }), t, 'en-US')).toBe('20.00 %');
    expect(rewardWords('dailySalary', tier('0', { rateType: 'F', rate: '1500.5' }), t, 'en-US')).toBe('1,500.50 fixed');
    expect(rewardWords('realTimeSalary', tier('0', { winRate: '0.2', lossRate: '0.5' }), t, 'en-US')).toBe('win 0.20 %, loss 0.50 %');
  });
});
