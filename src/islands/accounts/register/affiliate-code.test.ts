import { describe, expect, it } from 'vitest';
import { affiliateCodeOfHost, invitationOf, NO_INVITATION, readStoredInvitation, referralCodeOfQuery, storedInvitationText } from './affiliate-code.ts';

describe('affiliate code source', () => {
  it('reads the first label of an agent domain', () => {
    expect(affiliateCodeOfHost('ag01.betplay.example')).toBe('ag01');
    expect(affiliateCodeOfHost('AG01.BetPlay.example.')).toBe('ag01');
  });

  it('gives no code for hosts that carry none', () => {
    for (const host of [
      'betplay.example',
      'www.betplay.example',
      'm.betplay.example',
      'localhost',
      '127.0.0.1',
      '::1',
      '[::1]',
      '',
      'bad_label.betplay.example',
    ]) {
      expect(affiliateCodeOfHost(host), host).toBeNull();
    }
  });

  it('reads the referral code of a link, long form first', () => {
    expect(referralCodeOfQuery(new URLSearchParams('referralCode=PLAYER01&r=OTHER'))).toBe('PLAYER01');
    expect(referralCodeOfQuery(new URLSearchParams('r=%20AGENT01%20'))).toBe('AGENT01');
    expect(referralCodeOfQuery(new URLSearchParams('referralCode=<script>'))).toBeNull();
    expect(referralCodeOfQuery(new URLSearchParams(`r=${'A'.repeat(33)}`))).toBeNull();
  });

  it('reads a remembered invitation and drops anything unreadable', () => {
    expect(readStoredInvitation('{"affiliateCode":"AG01","referralCode":"PLAYER01"}')).toEqual({
      affiliateCode: 'AG01',
      referralCode: 'PLAYER01',
    });
    expect(readStoredInvitation('{"referralCode":42}')).toEqual(NO_INVITATION);
    expect(readStoredInvitation('not json')).toEqual(NO_INVITATION);
    expect(readStoredInvitation('[1]')).toEqual(NO_INVITATION);
    expect(readStoredInvitation(null)).toEqual(NO_INVITATION);
  });

  it('prefers a code given now, then the link, then the remembered one; a remembered affiliate code beats the host', () => {
    const url = new URL('https://ag02.betplay.example/register?referralCode=PLAYER02');
    expect(invitationOf(url, NO_INVITATION)).toEqual({ affiliateCode: 'ag02', referralCode: 'PLAYER02' });
    expect(invitationOf(url, NO_INVITATION, 'PLAYER03')).toEqual({ affiliateCode: 'ag02', referralCode: 'PLAYER03' });
    const stored = { affiliateCode: 'AG01', referralCode: 'PLAYER01' };
    expect(invitationOf(url, stored)).toEqual({ affiliateCode: 'AG01', referralCode: 'PLAYER02' });
    expect(invitationOf(new URL('https://betplay.example/'), stored)).toEqual(stored);
    expect(invitationOf(new URL('http://127.0.0.1:4321/register'), NO_INVITATION)).toEqual(NO_INVITATION);
  });

  it('remembers only an invitation that names a code', () => {
    expect(storedInvitationText(NO_INVITATION)).toBeNull();
    expect(readStoredInvitation(storedInvitationText({ affiliateCode: null, referralCode: 'PLAYER01' }))).toEqual({
      affiliateCode: null,
      referralCode: 'PLAYER01',
    });
  });
});
