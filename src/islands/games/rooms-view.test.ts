// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Room } from '../../../contract/centres.ts';
import { formatMoney } from '../../../contract/money-format.ts';
import { launchTargetOf } from './launch-target.ts';
import { roomRow, type RoomsWords } from './rooms-view.ts';

const words: RoomsWords = {
  waiting: 'Waiting for players',
  playing: 'Playing',
  full: 'Full',
  join: 'Join',
  seats: '{{taken}} of {{total}}',
  updatedAt: 'Updated at {{time}}',
  pause: 'Pause',
  resume: 'Resume',
  failed: 'Failed',
};

const room = (over: Partial<Room> = {}): Room => ({
  roomId: 7,
  gameId: 42,
  nodeId: 9042,
  gameName: '<b>Poker</b> Room',
  vassalage: 'KY',
  stake: '500',
  stakeText: '5.00',
  currency: 'MXN',
  seatsTaken: 3,
  seatsTotal: 6,
  status: 'playing',
  ...over,
});

describe('a room row', () => {
  it('writes the game, stake, seats and status as text, with a Join that launches the game', () => {
    const row = roomRow(room(), words, 'en-US');
    const stake = formatMoney('5.00', { locale: 'en-US', currency: 'MXN' });
    const cells = [...row.children].map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['<b>Poker</b> Room', stake, '3 of 6', 'Playing']);
    expect(row.querySelector('b')).toBeNull();
    expect(row.querySelector('th')?.scope).toBe('row');
    const join = row.querySelector('button')!;
    expect(join.disabled).toBe(false);
    expect(join.textContent).toBe(`Join <b>Poker</b> Room · ${stake}`);
    expect(launchTargetOf(join)).toMatchObject({ gameId: 42, nodeId: 9042, vendor: 'KY', gameType: 'PVP', name: '<b>Poker</b> Room' });
  });

  it('offers no seat in a full room', () => {
    const row = roomRow(room({ status: 'full', seatsTaken: 6 }), words, 'es-MX');
    expect(row.querySelector('button')!.disabled).toBe(true);
    expect(row.querySelector('[data-room-status]')?.textContent).toBe('Full');
  });
});
