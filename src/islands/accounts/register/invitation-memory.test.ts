import { afterEach, describe, expect, it, vi } from 'vitest';
import { REG_INFO_KEY } from './affiliate-code.ts';
import { currentInvitation, forgetInvitation } from './invitation-memory.ts';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('remembered invitation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('remembers a link code for a later sign-up, and forgets it once used', () => {
    const localStorage = memoryStorage();
    vi.stubGlobal('window', { localStorage });
    expect(currentInvitation('https://betplay.example/register?referralCode=PLAYER01')).toEqual({
      affiliateCode: null,
      referralCode: 'PLAYER01',
    });
    expect(currentInvitation('https://betplay.example/promotions')).toEqual({ affiliateCode: null, referralCode: 'PLAYER01' });
    // A code given now replaces the remembered one.
    expect(currentInvitation('https://betplay.example/', 'AGENT01')).toEqual({ affiliateCode: null, referralCode: 'AGENT01' });
    expect(JSON.parse(localStorage.items.get(REG_INFO_KEY)!)).toEqual({ affiliateCode: null, referralCode: 'AGENT01' });
    forgetInvitation();
    expect(currentInvitation('https://betplay.example/')).toEqual({ affiliateCode: null, referralCode: null });
  });

  it('goes on without a storage the browser refuses', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(currentInvitation('https://ag01.betplay.example/?r=PLAYER02')).toEqual({ affiliateCode: 'ag01', referralCode: 'PLAYER02' });
    expect(() => forgetInvitation()).not.toThrow();
  });
});
