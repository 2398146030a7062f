import { describe, expect, it, vi } from 'vitest';
import type { Lane } from '../../../contract/games.ts';
import { createVendorLanes, type ReadLanes } from './vendor-lanes.ts';

const LANE: Lane = { title: 'LIVE', displayName: 'Live', cards: [], gameClassify: [] };

const setup = (answers: (Lane[] | null)[]) => {
  let now = 0;
  const read = vi.fn<ReadLanes>(async () => answers.shift() ?? null);
  const lanes = createVendorLanes({ read, now: () => now, ttlMs: 1000 });
  return { read, lanes, advance: (ms: number) => (now += ms) };
};

describe('vendor lanes for rendering', () => {
  it('reads once per language for a while, sharing a read under way', async () => {
    const { read, lanes, advance } = setup([[LANE], [], [LANE]]);
    const [a, b] = await Promise.all([lanes('ES', '1.2.3.4'), lanes('ES', '1.2.3.4')]);
    expect([a, b]).toEqual([[LANE], [LANE]]);
    expect(await lanes('EN', '1.2.3.4')).toEqual([]);
    advance(999);
    await lanes('ES', '1.2.3.4');
    expect(read).toHaveBeenCalledTimes(2);
    advance(1);
    expect(await lanes('ES', '1.2.3.4')).toEqual([LANE]);
    expect(read.mock.calls.map(([lang]) => lang)).toEqual(['ES', 'EN', 'ES']);
  });

  it('renders no lanes when the platform cannot answer, and asks again next time', async () => {
    const { read, lanes } = setup([null, [LANE]]);
    expect(await lanes('ES', '1.2.3.4')).toEqual([]);
    expect(await lanes('ES', '1.2.3.4')).toEqual([LANE]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
