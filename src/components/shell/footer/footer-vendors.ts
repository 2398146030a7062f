import { FOOTER_VENDOR_ICONS, type Lane } from '../../../../contract/games.ts';

export interface FooterVendor {
  code: string;
  name: string;
  icon: string;
}

/** Where a vendor's logo is when no card names it: beside the other logos. */
const DEFAULT_LOGO_DIR = '/cdn/games/vendor/';

/**
 * The footer's vendor strip (CONTRACT.md 5.1 "Footer vendor icons"): every vendor of the lanes
 * except the lottery feeds (codes starting with TCG), then the fixed icons not already in it.
 * A fixed code with no card (the in-house group) is named after its lane.
 */
export const footerVendors = (lanes: readonly Lane[]): FooterVendor[] => {
  const out = new Map<string, FooterVendor>();
  for (const card of lanes.flatMap((lane) => lane.cards)) {
    if (card.vassalage.startsWith('TCG') || out.has(card.vassalage)) continue;
    out.set(card.vassalage, { code: card.vassalage, name: card.displayName, icon: card.lagerIcon });
  }
  const dir = [...out.values()][0]?.icon.replace(/[^/]*$/, '') ?? DEFAULT_LOGO_DIR;
  for (const code of FOOTER_VENDOR_ICONS) {
    if (out.has(code)) continue;
    const name = lanes.find((lane) => lane.title === code)?.displayName ?? code;
    out.set(code, { code, name, icon: `${dir}${encodeURIComponent(code)}.svg` });
  }
  return [...out.values()];
};
