import type { GameCategory } from '../../../contract/games.ts';

/** A provider of the demo catalogue; `appNewWindow` 1 opens its games in a window of their own. */
export interface VendorSeed {
  code: string;
  displayName: string;
  appNewWindow?: number;
}

export const SEED_VENDORS: readonly VendorSeed[] = [
  { code: 'PG', displayName: 'PG Soft' },
  { code: 'PP', displayName: 'Pragmatic Play' },
  { code: 'JL', displayName: 'JILI' },
  { code: 'PT', displayName: 'Playtech' },
  { code: 'EG2', displayName: 'EG Gaming' },
  { code: 'JDB', displayName: 'JDB Gaming' },
  { code: 'CQ9', displayName: 'CQ9 Gaming' },
  { code: 'FC', displayName: 'Fa Chai' },
  { code: 'HB', displayName: 'Habanero' },
  { code: 'RT', displayName: 'Red Tiger' },
  { code: 'KA', displayName: 'KA Gaming' },
  { code: 'SG', displayName: 'Spadegaming' },
  { code: 'BPS', displayName: 'BetPlay Slots' },
  { code: 'BPO', displayName: 'BetPlay Originals' },
  { code: 'EVO', displayName: 'Evolution' },
  { code: 'SA', displayName: 'SA Gaming' },
  { code: 'DG', displayName: 'Dream Gaming' },
  { code: 'AG', displayName: 'Asia Gaming' },
  { code: 'SBO', displayName: 'SBOBET', appNewWindow: 1 },
  { code: 'IMSB', displayName: 'IM Sports' },
  { code: 'SABA', displayName: 'SABA Sports' },
  { code: 'AV', displayName: 'AV Esports' },
  { code: 'IMES', displayName: 'IM Esports' },
  { code: 'IA', displayName: 'IA Esports' },
  { code: 'AI', displayName: 'AI Esports' },
  { code: 'TF', displayName: 'TF Gaming' },
  { code: 'SV3', displayName: 'SV388' },
  { code: 'KY', displayName: 'Kaiyuan Gaming' },
  { code: 'V8', displayName: 'V8 Poker' },
  { code: 'TCG_LOTTO_VN', displayName: 'VN Lottery' },
  { code: 'TCG_SEA', displayName: 'SEA Lottery' },
  { code: 'LOTT', displayName: 'BetPlay Lottery' },
];

/** How many games a vendor has in a lane; lobby lanes (sports and the like) hold one game each. */
export interface LaneVendorSeed {
  vendor: string;
  games: number;
  /** The category its games belong to, when it differs from the lane's (esports, cockfight). */
  category?: GameCategory;
}

export interface LaneSeed {
  category: GameCategory;
  vendors: readonly LaneVendorSeed[];
}

const lobby = (vendor: string, category?: GameCategory): LaneVendorSeed => ({ vendor, games: 1, ...(category ? { category } : {}) });

/**
 * The vendor feed as the platform stores it, in lane order. As on the real platform, the feed lists
 * esports and cockfight vendors under SPORTS and the house studios under RNG; the lanes call splits
 * them out (games-lanes.ts). RNG adds up to about 10,000 games, as the site advertises.
 */
export const SEED_LANES: readonly LaneSeed[] = [
  {
    category: 'RNG',
    vendors: [
      { vendor: 'PG', games: 1100 },
      { vendor: 'PP', games: 1300 },
      { vendor: 'JL', games: 950 },
      { vendor: 'PT', games: 900 },
      { vendor: 'EG2', games: 600 },
      { vendor: 'JDB', games: 700 },
      { vendor: 'CQ9', games: 850 },
      { vendor: 'FC', games: 450 },
      { vendor: 'HB', games: 650 },
      { vendor: 'RT', games: 700 },
      { vendor: 'KA', games: 850 },
      { vendor: 'SG', games: 500 },
      { vendor: 'BPS', games: 300 },
      { vendor: 'BPO', games: 150 },
    ],
  },
  {
    category: 'LIVE',
    vendors: [
      { vendor: 'EVO', games: 40 },
      { vendor: 'SA', games: 30 },
      { vendor: 'DG', games: 25 },
      { vendor: 'AG', games: 30 },
      { vendor: 'PT', games: 25 },
    ],
  },
  {
    category: 'SPORTS',
    vendors: [
      lobby('SBO'),
      lobby('IMSB'),
      lobby('SABA'),
      lobby('AV', 'ESPORTS'),
      lobby('IMES', 'ESPORTS'),
      lobby('IA', 'ESPORTS'),
      lobby('AI', 'ESPORTS'),
      lobby('TF', 'ESPORTS'),
      lobby('SV3', 'COCKFIGHT'),
    ],
  },
  {
    category: 'FISH',
    vendors: [
      { vendor: 'JDB', games: 15 },
      { vendor: 'FC', games: 12 },
      { vendor: 'JL', games: 18 },
      { vendor: 'CQ9', games: 15 },
    ],
  },
  {
    category: 'PVP',
    vendors: [
      { vendor: 'KY', games: 35 },
      { vendor: 'JL', games: 20 },
      { vendor: 'V8', games: 25 },
    ],
  },
  {
    category: 'LOTT',
    vendors: [
      { vendor: 'TCG_LOTTO_VN', games: 8 },
      { vendor: 'TCG_SEA', games: 6 },
      { vendor: 'LOTT', games: 8 },
    ],
  },
  {
    category: 'ELOTT',
    vendors: [
      { vendor: 'TCG_LOTTO_VN', games: 4 },
      { vendor: 'LOTT', games: 4 },
    ],
  },
];
