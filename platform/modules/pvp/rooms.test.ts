import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roomListSchema, type RoomList } from '../../../contract/centres.ts';
import { pvpRooms } from '../../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { nextRoom, roomStatus, stepDraws } from './room-step.ts';
import { openRooms, ROOM_STEP_MS, stepRooms } from './rooms.ts';

describe('a room step', () => {
  const room = { id: 1, seatsTotal: 4, seatsTaken: 1, handSteps: 0, step: 0 };

  it('draws the same for the same room and step, and differently for another step', () => {
    expect(stepDraws(7, 3)).toEqual(stepDraws(7, 3));
    expect(stepDraws(7, 3)).not.toEqual(stepDraws(7, 4));
  });

  it('seats a player, deals a hand once the table is full, and lets players go when it ends', () => {
    const joined = nextRoom({ ...room, seatsTaken: 3 }, [0.1, 0.9, 0]);
    expect(joined).toMatchObject({ seatsTaken: 4, handSteps: 2, step: 1 });
    expect(roomStatus(joined)).toBe('full');
    const dealing = nextRoom(joined, [0.1, 0.9, 0]);
    expect(dealing).toMatchObject({ seatsTaken: 4, handSteps: 1 });
    const ended = nextRoom(dealing, [0.1, 0.9, 0]);
    expect(ended).toMatchObject({ seatsTaken: 2, handSteps: 0 });
    expect(roomStatus(ended)).toBe('waiting');
  });

  it('never seats more than the table holds nor fewer than nobody', () => {
    let r = { ...room };
    for (let step = 1; step <= 500; step++) {
      r = nextRoom(r, stepDraws(r.id, step));
      expect(r.seatsTaken).toBeGreaterThanOrEqual(0);
      expect(r.seatsTaken).toBeLessThanOrEqual(r.seatsTotal);
    }
    expect(roomStatus({ seatsTaken: 2, seatsTotal: 6, handSteps: 2 })).toBe('playing');
  });
});

describe.each(TEST_DATABASES)('card rooms on %s', (kind) => {
  let t: TestPlatform;
  let now = Date.parse('2026-11-20T12:00:00Z');

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.request(`/wps/relay/GLS2_roomList${query}`, { headers });
    return { status: res.status, body: (await res.json()) as { success: boolean; value: RoomList; errorCode?: string } };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(now));
  });
  afterAll(() => t.close());

  it('lists the seeded rooms to visitors, in the asked language, with the games that have rooms', async () => {
    const { status, body } = await list('', { Language: 'EN' });
    expect(status).toBe(200);
    const value = roomListSchema.parse(body.value);
    expect(value.list.length).toBe(16);
    expect(value.games.length).toBe(8);
    expect(value.updatedAt).toBe(now);
    for (const room of value.list) {
      expect(room.currency).toBe('MXN');
      expect(room.stakeText).toMatch(/^\d+\.\d{2}$/);
      expect(BigInt(room.stake)).toBeGreaterThan(0n);
      expect(room.seatsTaken).toBeLessThanOrEqual(room.seatsTotal);
    }
    const es = roomListSchema.parse((await list('?language=ES')).body.value);
    expect(es.list.map((r) => r.roomId)).toEqual(value.list.map((r) => r.roomId));
    expect(es.list[0]!.gameName).not.toBe(value.list[0]!.gameName);
  });

  it("narrows to one game's rooms, and refuses a malformed game", async () => {
    const all = roomListSchema.parse((await list()).body.value);
    const gameId = all.games[1]!.gameId;
    const one = roomListSchema.parse((await list(`?gameId=${gameId}`)).body.value);
    expect(one.list.length).toBe(2);
    expect(one.list.every((r) => r.gameId === gameId)).toBe(true);
    expect(one.games).toEqual(all.games);
    for (const bad of ['?gameId=abc', '?gameId=-1', '?gameId=99999999999', '?gameId=1%00']) {
      const { status, body } = await list(bad);
      expect(status).toBe(422);
      expect(body.errorCode).toBe('request_param_err');
    }
  });

  it('moves rooms only once their step is due, and keeps what they became', async () => {
    expect(await stepRooms(t.platform)).toBe(0);
    const before = await t.platform.db.select().from(pvpRooms);
    now += ROOM_STEP_MS;
    expect(await stepRooms(t.platform)).toBe(before.length);
    expect(await stepRooms(t.platform)).toBe(0);
    const after = await t.platform.db.select().from(pvpRooms);
    for (const room of after) {
      const was = before.find((r) => r.id === room.id)!;
      expect(room.step).toBe(was.step + 1);
      expect({ ...room, steppedAt: null }).toEqual({ ...nextRoom(was, stepDraws(was.id, was.step + 1)), steppedAt: null });
    }
    // Over a minute of steps, seats change somewhere and the answer follows the database.
    for (let i = 0; i < 12; i++) {
      now += ROOM_STEP_MS;
      await stepRooms(t.platform);
    }
    const later = roomListSchema.parse((await list()).body.value);
    expect(later.list.map((r) => r.seatsTaken)).not.toEqual(before.map((r) => r.seatsTaken));
    const [row] = await t.platform.db.select().from(pvpRooms).where(eq(pvpRooms.id, later.list[0]!.roomId));
    expect(later.list[0]!.seatsTaken).toBe(row!.seatsTaken);
    expect(later.list[0]!.status).toBe(roomStatus(row!));
  });

  it('opens rooms once: a second opening adds none', async () => {
    expect(await openRooms(t.platform)).toBe(0);
  });
});
