import { describe, expect, it } from 'vitest';
import { FOOTER_VENDOR_ICONS, type Lane, type VendorCard } from '../../../../contract/games.ts';
import { footerVendors } from './footer-vendors.ts';

const card = (vassalage: string, gameType = 'RNG'): VendorCard => ({
  vassalage,
  accountTypeName: vassalage,
  gameType,
  displayName: `${vassalage} name`,
  lagerIcon: `/img/vendor/${vassalage}.svg`,
  smallIcon: `/img/vendor/${vassalage}.svg`,
  isGame: 'VASSALAGE',
  appNewWindow: 0,
  gameCount: 10,
});
const lane = (title: string, cards: VendorCard[]): Lane => ({ title, displayName: `${title} lane`, cards, gameClassify: [] });

describe('footer vendors', () => {
  const lanes = [
    lane('RNG', [card('PG'), card('PP'), card('JL')]),
    lane('BGS', [card('BPS')]),
    lane('LOTT', [card('TCG_LOTTO_VN'), card('TCG_SEA'), card('LOTT')]),
    lane('LIVE', [card('PG', 'LIVE')]),
  ];

  it('lists each lane vendor once, without the TCG lottery feeds', () => {
    const codes = footerVendors(lanes).map((v) => v.code);
    expect(codes.slice(0, 5)).toEqual(['PG', 'PP', 'JL', 'BPS', 'LOTT']);
    expect(codes.filter((c) => c === 'PG')).toHaveLength(1);
    expect(codes.some((c) => c.startsWith('TCG'))).toBe(false);
  });

  it('adds every fixed icon, next to the lanes logos, named after its lane when no card has it', () => {
    const vendors = footerVendors(lanes);
    for (const code of FOOTER_VENDOR_ICONS) expect(vendors.map((v) => v.code)).toContain(code);
    expect(vendors.find((v) => v.code === 'BGS')).toEqual({ code: 'BGS', name: 'BGS lane', icon: '/img/vendor/BGS.svg' });
    expect(vendors.find((v) => v.code === 'EG2')?.icon).toBe('/img/vendor/EG2.svg');
  });

  it('still shows the fixed icons without lanes', () => {
    expect(footerVendors([]).map((v) => v.code)).toEqual([...FOOTER_VENDOR_ICONS]);
    expect(footerVendors([])[0]!.icon).toBe('/cdn/games/vendor/PG.svg');
  });
});
