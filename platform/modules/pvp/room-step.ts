import { createHash } from 'node:crypto';
import type { RoomStatus } from '../../../contract/centres.ts';

/** What a step changes of a room. */
export interface RoomSeats {
  id: number;
  seatsTotal: number;
  seatsTaken: number;
  handSteps: number;
  step: number;
}

/**
 * Three draws in [0, 1) for a room's step, from its id and step number: the same step always draws
 * the same, so a step repeated by a second server (or after a crash) lands on the same state.
 */
export const stepDraws = (roomId: number, step: number): [number, number, number] => {
  const digest = createHash('sha256').update(`pvp-room:${roomId}:${step}`).digest();
  const at = (offset: number) => digest.readUInt32BE(offset) / 2 ** 32;
  return [at(0), at(4), at(8)];
};

/** A hand needs at least two players. */
const MIN_PLAYERS = 2;

/**
 * One step of the table clock. Between hands a player may sit down or leave, and a hand starts
 * once the table is full or, by chance, with two players or more; a hand lasts 2 to 4 steps, and
 * when it ends up to two players leave.
 */
export const nextRoom = <R extends RoomSeats>(room: R, [join, start, length]: readonly [number, number, number]): R => {
  let { seatsTaken, handSteps } = room;
  if (handSteps > 0) {
    handSteps -= 1;
    if (handSteps === 0) seatsTaken = Math.max(0, seatsTaken - Math.floor(start * 3));
  } else {
    if (join < 0.5 && seatsTaken < room.seatsTotal) seatsTaken += 1;
    else if (join < 0.7 && seatsTaken > 0) seatsTaken -= 1;
    if (seatsTaken >= MIN_PLAYERS && (seatsTaken === room.seatsTotal || start < 0.35)) handSteps = 2 + Math.floor(length * 3);
  }
  return { ...room, seatsTaken, handSteps, step: room.step + 1 };
};

/** A full room takes no one, whether dealing or not; a room dealing a hand with seats free is playing. */
export const roomStatus = (room: Pick<RoomSeats, 'seatsTaken' | 'seatsTotal' | 'handSteps'>): RoomStatus =>
  room.seatsTaken >= room.seatsTotal ? 'full' : room.handSteps > 0 ? 'playing' : 'waiting';
