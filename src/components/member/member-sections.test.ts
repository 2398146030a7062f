import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION, isMemberSection, MEMBER_SECTIONS, sectionsOf, writtenSectionOf } from './member-sections.ts';
import { sectionHref } from './section-href.ts';

describe('the member centre’s sections', () => {
  it('lists the built sections once each, in SPEC’s menu order, the security centre first', () => {
    expect(MEMBER_SECTIONS.map((s) => s.id)).toEqual([
      'securityCenter',
      'wallet',
      'deposit',
      'withdraw',
      'transferUpline',
      'bettingRecord',
      'accountRecord',
      'personalLoss',
      'bonusDetails',
      'rewardCenter',
      'manualRebate',
      'inviteFriends',
      'missionActivity',
      'redEnvelope',
      'platformMessages',
      'winnersList',
      'downloadGuides',
      'responsible',
    ]);
    expect(DEFAULT_SECTION).toBe('securityCenter');
  });

  it('shows the manual rebate, the reward centre and red envelopes only while their site flags are on', () => {
    const ids = (flags: Record<string, boolean>) => sectionsOf(flags).map((s) => s.id);
    expect(ids({ MANPLAYREB3: true })).toContain('manualRebate');
    expect(ids({ MANPLAYREB3: false })).not.toContain('manualRebate');
    expect(ids({ REWCEN3: true })).toContain('redEnvelope');
    expect(ids({ REFERRAL3: true })).toContain('inviteFriends');
    expect(ids({ REWCEN3: true })).toContain('missionActivity');
    expect(ids({ REWCEN3: true })).toEqual(expect.arrayContaining(['bonusDetails', 'rewardCenter']));
    expect(ids({})).toHaveLength(MEMBER_SECTIONS.length - 6);
    expect([isMemberSection('manualRebate', {}), isMemberSection('manualRebate', { MANPLAYREB3: true })]).toEqual([false, true]);
    expect(writtenSectionOf(new URLSearchParams('section=manualRebate'), {})).toBe('securityCenter');
  });

  it('writes the section the address names, and the security centre for anything else', () => {
    expect(writtenSectionOf(new URLSearchParams('section=deposit'), {})).toBe('deposit');
    expect(writtenSectionOf(new URLSearchParams('section=responsible'), {})).toBe('responsible');
    for (const query of ['', 'section=', 'section=agentHome', 'section=DEPOSIT', 'section=deposit%00']) {
      expect(writtenSectionOf(new URLSearchParams(query), {})).toBe('securityCenter');
    }
    expect([isMemberSection('withdraw', {}), isMemberSection(null, {}), isMemberSection('constructor', {})]).toEqual([true, false, false]);
  });

  it('links a section to the page that writes it, its query kept and its hash last', () => {
    expect(sectionHref('deposit')).toBe('/member?section=deposit#deposit');
    expect(sectionHref('accountRecord', new URLSearchParams('section=wallet&type=bet&from=%2Flive'))).toBe(
      '/member?section=accountRecord&type=bet&from=%2Flive#accountRecord',
    );
  });
});
