import type { Platform } from '../../context.ts';
import type { Job } from '../../core/scheduler.ts';
import { openRooms, ROOM_STEP_MS, stepRooms } from './rooms.ts';

export const PVP_ROOMS_JOB = 'pvp.rooms';

/**
 * The card rooms' table clock in a running server: every ROOM_STEP_MS, rooms due for a step take
 * it (players sit down and leave, hands are dealt). Its first pass also opens the rooms of a
 * database that has none yet (one made before rooms existed).
 */
export const pvpRoomJobs = (p: Platform): Job[] => {
  let opened = false;
  return [
    {
      name: PVP_ROOMS_JOB,
      everyMs: ROOM_STEP_MS,
      async run() {
        if (!opened) {
          await openRooms(p);
          opened = true;
        }
        await stepRooms(p);
      },
    },
  ];
};
