import { describe, expect, it } from 'vitest';
import { offerOf } from './offer-terms.ts';

const ID = 'req-12345678';
const row = (fields: Record<string, string>) => ({ minBet: '1000', minLoss: '0', minActive: '1', rateType: 'P', rate: '0.80', ...fields });

describe('offer terms', () => {
  it('turns the typed form into the relay’s offer, with commas as points', () => {
    const check = offerOf('dailySalary', { account: 'agent02', cycle: '', note: ' ', tiers: [row({ rate: '0,80' })] }, ID);
    expect(check).toEqual({
      ok: true,
      action: {
        action: 'offer',
        requestId: ID,
        account: 'agent02',
        terms: { cycle: null, tiers: [{ minBet: '1000', minLoss: '0', minActive: 1, rateType: 'P', rate: '0.80', winRate: null, lossRate: null }] },
      },
    });
  });

  it('asks for the downline first', () => {
    expect(offerOf('dailySalary', { account: '', cycle: '', note: '', tiers: [row({})] }, ID)).toMatchObject({
      ok: false,
      code: 'downline.required',
      field: 'account',
    });
  });

  it('places a wrong amount or count in its tier and field', () => {
    const tiers = [row({}), row({ minBet: '12x' })];
    expect(offerOf('hourlySalary', { account: 'a', cycle: '', note: '', tiers }, ID)).toEqual({
      ok: false,
      code: 'contract.tier.invalid',
      tier: 1,
      field: 'minBet',
    });
    expect(offerOf('hourlySalary', { account: 'a', cycle: '', note: '', tiers: [row({ minActive: '' })] }, ID)).toMatchObject({ tier: 0, field: 'minActive' });
  });

  it('places a rate out of range and tiers out of order where they go wrong', () => {
    expect(offerOf('dividend', { account: 'a', cycle: 'monthly', note: '', tiers: [row({ rate: '120' })] }, ID)).toEqual({
      ok: false,
      code: 'contract.rate.invalid',
      tier: 0,
      field: 'rate',
    });
    const tiers = [row({ minBet: '2000' }), row({ minBet: '1000', rate: '1' })];
    expect(offerOf('dailySalary', { account: 'a', cycle: '', note: '', tiers }, ID)).toEqual({ ok: false, code: 'contract.tier.order', tier: 1, field: null });
  });

  it('sends the dividend’s cycle and real-time salary’s two rates only', () => {
    const dividend = offerOf('dividend', { account: 'a', cycle: 'weekly', note: 'hi', tiers: [row({ rateType: 'F', rate: '5' })] }, ID);
    expect(dividend).toMatchObject({ ok: true, action: { note: 'hi', terms: { cycle: 'weekly', tiers: [{ rateType: 'P', rate: '5' }] } } });
    const realTime = offerOf('realTimeSalary', { account: 'a', cycle: 'weekly', note: '', tiers: [row({ winRate: '0.2', lossRate: '0.5' })] }, ID);
    expect(realTime).toMatchObject({ ok: true, action: { terms: { cycle: null, tiers: [{ rate: null, winRate: '0.2', lossRate: '0.5' }] } } });
    expect(offerOf('realTimeSalary', { account: 'a', cycle: '', note: '', tiers: [row({ winRate: '' })] }, ID)).toMatchObject({
      ok: false,
      tier: 0,
      field: 'winRate',
    });
  });
});
