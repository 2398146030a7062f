import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION, isMemberSection, MEMBER_SECTIONS, writtenSectionOf } from './member-sections.ts';
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
      'platformMessages',
    ]);
    expect(DEFAULT_SECTION).toBe('securityCenter');
  });

  it('writes the section the address names, and the security centre for anything else', () => {
    expect(writtenSectionOf(new URLSearchParams('section=deposit'))).toBe('deposit');
    for (const query of ['', 'section=', 'section=agentHome', 'section=DEPOSIT', 'section=deposit%00']) {
      expect(writtenSectionOf(new URLSearchParams(query))).toBe('securityCenter');
    }
    expect([isMemberSection('withdraw'), isMemberSection(null), isMemberSection('constructor')]).toEqual([true, false, false]);
  });

  it('links a section to the page that writes it, its query kept and its hash last', () => {
    expect(sectionHref('deposit')).toBe('/member?section=deposit#deposit');
    expect(sectionHref('accountRecord', new URLSearchParams('section=wallet&type=bet&from=%2Flive'))).toBe(
      '/member?section=accountRecord&type=bet&from=%2Flive#accountRecord',
    );
  });
});
