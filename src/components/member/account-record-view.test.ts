import { describe, expect, it } from 'vitest';
import { readRecordView, recordHref, referrerPathOf, shortcutRange } from './account-record-view.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the account record view', () => {
  it('takes the zone from the address, else the cookie, else UTC, and only a real zone', () => {
    expect(readRecordView(params('timeZone=Europe/Madrid'), 'America/Mexico_City', undefined).timeZone).toBe('Europe/Madrid');
    expect(readRecordView(params(''), 'America/Mexico_City', undefined).timeZone).toBe('America/Mexico_City');
    expect(readRecordView(params('timeZone=Mars/Base'), 'nowhere', undefined).timeZone).toBe('UTC');
  });

  it('asks the platform only for what it takes, one page direction at most', () => {
    const view = readRecordView(params('type=bet&startDate=2026-03-01&endDate=x&before=12&after=9&pageSize=500&evil=1'), undefined, undefined);
    expect(view.query).toEqual({ type: 'bet', startDate: '2026-03-01', before: '12', timeZone: 'UTC' });
    expect(view.invalid).toBe(false);
    expect(readRecordView(params('type=jackpot&oldest=1'), undefined, undefined).query).toEqual({ oldest: '1', timeZone: 'UTC' });
  });

  it('calls a range that ends before it starts, or a day that does not exist, invalid', () => {
    expect(readRecordView(params('startDate=2026-03-10&endDate=2026-03-09'), undefined, undefined).invalid).toBe(true);
    expect(readRecordView(params('startDate=2026-02-30'), undefined, undefined).invalid).toBe(true);
  });

  it('closes to a page of this site the member came from, never to another site or the centre itself', () => {
    expect(readRecordView(params(''), undefined, '/rng?vassalage=PG').from).toBe('/rng?vassalage=PG');
    expect(readRecordView(params('from=/live'), undefined, '/member').from).toBe('/live');
    expect(readRecordView(params('from=//evil.example/x'), undefined, undefined).from).toBe('/');
    expect(readRecordView(params(''), undefined, '/member?type=bet').from).toBe('/');
  });

  it('reads a Referer of this site only, and a broken one as none', () => {
    const here = 'https://site.example/member';
    expect(referrerPathOf('https://site.example/rng?vassalage=PG', here)).toBe('/rng?vassalage=PG');
    expect(referrerPathOf('https://evil.example/rng', here)).toBeUndefined();
    expect(referrerPathOf('http://[broken', here)).toBeUndefined();
    expect(referrerPathOf(null, here)).toBeUndefined();
  });

  it('writes links that keep the filter, the zone and the way back, ending at the section', () => {
    const view = readRecordView(params('type=win&from=/live'), 'America/Mexico_City', undefined);
    expect(recordHref(view, { before: '40' })).toBe(
      '/member?section=accountRecord&type=win&before=40&timeZone=America%2FMexico_City&from=%2Flive#accountRecord',
    );
    expect(recordHref(readRecordView(params(''), undefined, undefined))).toBe('/member?section=accountRecord&timeZone=UTC#accountRecord');
  });

  it("turns the shortcuts into whole days of the member's zone", () => {
    // 03:00 UTC on 10 March is still 9 March in Mexico City.
    const now = Date.parse('2026-03-10T03:00:00Z');
    expect(shortcutRange('today', now, 'America/Mexico_City')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(shortcutRange('today', now, 'UTC')).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(shortcutRange('yesterday', now, 'UTC')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(shortcutRange('last7', now, 'UTC')).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(shortcutRange('last30', now, 'UTC')).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
  });
});
