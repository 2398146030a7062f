import { describe, expect, it } from 'vitest';
import { betsHref, readBetsView } from './betting-record-view.ts';
import { lossHref, readLossView } from './personal-loss-view.ts';
import { rangeLinks, shiftedRange } from './record-range.ts';

const params = (query: string) => new URLSearchParams(query);
// 2026-11-24 03:00 UTC: still the 23rd in Mexico City.
const NOW = Date.parse('2026-11-24T03:00:00Z');
const MEXICO = 'America/Mexico_City';

describe('the betting record view', () => {
  it('shows the last 7 days of the zone by default, and every day when both days are left empty', () => {
    expect(readBetsView(params(''), MEXICO, NOW).filter).toMatchObject({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(readBetsView(params(''), undefined, NOW).filter).toMatchObject({ startDate: '2026-11-18', endDate: '2026-11-24' });
    const all = readBetsView(params('betStart=&betEnd='), MEXICO, NOW);
    expect(all.query).toEqual({ timeZone: MEXICO });
    expect(all.invalid).toBe(false);
  });

  it('asks the platform only for what it takes, under its own names, one page direction at most', () => {
    const view = readBetsView(
      params(
        'betCategory=LOTT&betVendor=TCG_SEA&betStatus=won&betStart=2026-03-01&betEnd=x&betBefore=1-round-2&betAfter=1-ticket-3&type=bet&timeZone=Europe/Madrid',
      ),
      'Mars/Base',
      NOW,
    );
    expect(view.query).toEqual({ category: 'LOTT', vendor: 'TCG_SEA', status: 'won', startDate: '2026-03-01', before: '1-round-2', timeZone: 'UTC' });
    expect(readBetsView(params('betCategory=CASINO&betVendor=P%20G&betStatus=void&betOldest=1&betStart='), undefined, NOW).query).toEqual({
      oldest: '1',
      timeZone: 'UTC',
    });
  });

  it('calls a range that ends before it starts, or a day that does not exist, invalid', () => {
    expect(readBetsView(params('betStart=2026-03-10&betEnd=2026-03-09'), undefined, NOW).invalid).toBe(true);
    expect(readBetsView(params('betStart=2026-02-30&betEnd='), undefined, NOW).invalid).toBe(true);
  });

  it('writes links with the filter and the days, empty ones included, and the page, ending at the section', () => {
    expect(betsHref({ category: 'RNG', startDate: '2026-03-01' }, { before: '1-round-2' })).toBe(
      '/member?section=bettingRecord&betCategory=RNG&betStart=2026-03-01&betEnd=&betBefore=1-round-2#bettingRecord',
    );
    const view = readBetsView(params(betsHref({ vendor: 'PG', status: 'lost' }).slice('/member?'.length, -'#bettingRecord'.length)), undefined, NOW);
    expect(view.filter).toEqual({ category: undefined, vendor: 'PG', status: 'lost', startDate: undefined, endDate: undefined });
  });
});

describe('the personal loss view', () => {
  it('defaults to daily over the last 7 days of the zone, day by day', () => {
    expect(readLossView(params(''), MEXICO, NOW)).toEqual({
      filter: { period: 'daily', startDate: '2026-11-17', endDate: '2026-11-23' },
      query: { period: 'daily', startDate: '2026-11-17', endDate: '2026-11-23', timeZone: MEXICO },
      timeZone: MEXICO,
      problem: null,
    });
    expect(readLossView(params('pnlPeriod=yearly&pnlStart=2026-01-01&pnlEnd=bad'), undefined, NOW).filter).toEqual({
      period: 'daily',
      startDate: '2026-01-01',
      endDate: '2026-11-24',
    });
  });

  it('names what is wrong with the days: their order, or more than 366 of them', () => {
    expect(readLossView(params('pnlStart=2026-03-10&pnlEnd=2026-03-09'), undefined, NOW).problem).toBe('order');
    expect(readLossView(params('pnlStart=2025-01-01&pnlEnd=2026-01-02'), undefined, NOW).problem).toBe('length');
    expect(readLossView(params('pnlStart=2025-01-02&pnlEnd=2026-01-02&pnlPeriod=monthly'), undefined, NOW).problem).toBeNull();
  });

  it('writes links that read back as the same filter', () => {
    const href = lossHref({ period: 'semimonthly', startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(href).toBe('/member?section=personalLoss&pnlPeriod=semimonthly&pnlStart=2026-01-01&pnlEnd=2026-03-31#personalLoss');
    expect(readLossView(new URL(href, 'https://site.example').searchParams, undefined, NOW).filter.period).toBe('semimonthly');
  });
});

describe('the day ranges of both', () => {
  it('moves the range on show back, and forward only onto days that have begun', () => {
    const week = { startDate: '2026-11-17', endDate: '2026-11-23' };
    expect(shiftedRange(week, -30, NOW, MEXICO)).toEqual({ startDate: '2026-10-18', endDate: '2026-10-24' });
    expect(shiftedRange(week, 7, NOW, MEXICO)).toBeNull();
    expect(shiftedRange(week, 7, NOW, 'UTC')).toEqual({ startDate: '2026-11-24', endDate: '2026-11-30' });
    expect(shiftedRange({ startDate: '2026-11-17' }, -7, NOW, MEXICO)).toBeNull();
  });

  it('offers the shortcuts, then the moves, each as a link of the section', () => {
    const links = rangeLinks({ startDate: '2026-11-10', endDate: '2026-11-16' }, NOW, MEXICO, (r) => `${r.startDate}/${r.endDate}`);
    expect(links).toEqual([
      { key: 'today', href: '2026-11-23/2026-11-23' },
      { key: 'yesterday', href: '2026-11-22/2026-11-22' },
      { key: 'last7', href: '2026-11-17/2026-11-23' },
      { key: 'last30', href: '2026-10-25/2026-11-23' },
      { key: 'earlier30', href: '2026-10-11/2026-10-17' },
      { key: 'earlier7', href: '2026-11-03/2026-11-09' },
      { key: 'later7', href: '2026-11-17/2026-11-23' },
      { key: 'later30', href: null },
    ]);
  });
});
