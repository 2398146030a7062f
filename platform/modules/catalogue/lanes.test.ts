import { describe, expect, it } from 'vitest';
import { LANE_ORDER } from '../../../contract/games.ts';
import { arrangeLanes, gamesCategoryOf } from './lanes.ts';

const FEED = [
  { category: 'RNG', vendors: ['PG', 'BPS', 'JL', 'BPO'] },
  { category: 'LIVE', vendors: ['EVO'] },
  { category: 'SPORTS', vendors: ['SBO', 'AV', 'SV3', 'IMES', 'SABA', 'TF', 'IA', 'AI'] },
  { category: 'FISH', vendors: ['JDB'] },
  { category: 'LOTT', vendors: ['TCG_LOTTO_VN'] },
];

describe('arrangeLanes', () => {
  it('moves esports and cockfight vendors out of sports into lanes right after it', () => {
    const lanes = arrangeLanes(FEED);
    expect(lanes.map((l) => l.category)).toEqual(['RNG', 'BGS', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'LOTT']);
    expect(lanes.find((l) => l.category === 'SPORTS')!.vendors).toEqual(['SBO', 'SABA']);
    expect(lanes.find((l) => l.category === 'ESPORTS')!.vendors).toEqual(['AV', 'IMES', 'TF', 'IA', 'AI']);
    expect(lanes.find((l) => l.category === 'COCKFIGHT')!.vendors).toEqual(['SV3']);
  });

  it('forms the in-house lane from the excluded RNG vendors, keeping feed order', () => {
    const lanes = arrangeLanes(FEED);
    expect(lanes.find((l) => l.category === 'RNG')!.vendors).toEqual(['PG', 'JL']);
    expect(lanes.find((l) => l.category === 'BGS')!.vendors).toEqual(['BPS', 'BPO']);
    expect(gamesCategoryOf('BGS')).toBe('RNG');
    expect(gamesCategoryOf('ESPORTS')).toBe('ESPORTS');
  });

  it('drops lanes left empty and follows the lane order whatever the feed order', () => {
    const lanes = arrangeLanes([
      { category: 'PVP', vendors: ['KY'] },
      { category: 'SPORTS', vendors: ['AV'] },
      { category: 'RNG', vendors: ['BPS'] },
      { category: 'ELOTT', vendors: [] },
    ]);
    expect(lanes).toEqual([
      { category: 'BGS', vendors: ['BPS'] },
      { category: 'ESPORTS', vendors: ['AV'] },
      { category: 'PVP', vendors: ['KY'] },
    ]);
    const ranks = lanes.map((l) => (LANE_ORDER as readonly string[]).indexOf(l.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
