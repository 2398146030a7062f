import { and, asc, eq, like, lte, not } from 'drizzle-orm';
import type { RoomList } from '../../../contract/centres.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { games, ledgerAccounts, pvpRooms } from '../../db/schema/index.ts';
import { nameIn } from '../catalogue/index.ts';
import { nextRoom, roomStatus, stepDraws } from './room-step.ts';

/** How often a room takes a step of the table clock. */
export const ROOM_STEP_MS = 5_000;
/** The card games that get rooms, first by the catalogue's order, and the stakes of each (minor units). */
const ROOM_GAMES = 8;
const STAKES = [100n, 500n, 2_000n, 10_000n] as const;

/** The currency rooms play in: the house's, as the ledger holds it. */
const houseCurrency = async (p: Platform): Promise<string | null> => {
  const [row] = await p.db.select({ currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:cash')).limit(1);
  return row?.currency ?? null;
};

/**
 * Opens the rooms of the first card games, two stakes each, once: a game that already has rooms
 * keeps them. Seats start from each room's own draw, so every database starts alike.
 */
export const openRooms = async (p: Platform): Promise<number> => {
  const currency = await houseCurrency(p);
  if (!currency) return 0;
  const picked = await p.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.category, 'PVP'), eq(games.enabled, true), not(like(games.code, '%\\_LOBBY'))))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(ROOM_GAMES);
  const rows = picked.flatMap((game, i) =>
    [STAKES[i % STAKES.length]!, STAKES[(i + 1) % STAKES.length]!].map((stake, k) => {
      const seatsTotal = (i + k) % 2 === 0 ? 4 : 6;
      const [draw] = stepDraws(game.id * 10 + k, 0);
      return { gameId: game.id, stake, currency, seatsTotal, seatsTaken: Math.floor(draw * seatsTotal), steppedAt: p.now() };
    }),
  );
  if (!rows.length) return 0;
  const added = await p.db.insert(pvpRooms).values(rows).onConflictDoNothing().returning({ id: pvpRooms.id });
  return added.length;
};

/**
 * Steps every room whose last step is ROOM_STEP_MS old. Rows are locked and skipped when another
 * server holds them, and the step's draw depends on its number, so two servers never step a room
 * twice in one period. Answers how many rooms moved.
 */
export const stepRooms = async (p: Platform): Promise<number> => {
  const now = p.now();
  return p.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(pvpRooms)
      .where(lte(pvpRooms.steppedAt, new Date(now.getTime() - ROOM_STEP_MS)))
      .orderBy(asc(pvpRooms.id))
      .for('update', { skipLocked: true });
    for (const room of due) {
      const next = nextRoom(room, stepDraws(room.id, room.step + 1));
      await tx
        .update(pvpRooms)
        .set({ seatsTaken: next.seatsTaken, handSteps: next.handSteps, step: next.step, steppedAt: now })
        .where(eq(pvpRooms.id, room.id));
    }
    return due.length;
  });
};

/** The rooms, one game's when asked, by the catalogue's order and then stake; with the games that have rooms, for the filter. */
export const roomList = async (p: Platform, gameId: number | undefined, lang: ShippedLanguage): Promise<RoomList> => {
  const rows = await p.db
    .select({ room: pvpRooms, nodeId: games.nodeId, vendor: games.vendor, nameEn: games.nameEn, nameEs: games.nameEs })
    .from(pvpRooms)
    .innerJoin(games, and(eq(games.id, pvpRooms.gameId), eq(games.enabled, true)))
    .orderBy(asc(games.sort), asc(games.id), asc(pvpRooms.stake), asc(pvpRooms.id));
  const gamesWithRooms = new Map<number, string>();
  for (const row of rows) gamesWithRooms.set(row.room.gameId, nameIn(row, lang));
  return {
    list: rows
      .filter((row) => gameId === undefined || row.room.gameId === gameId)
      .map(({ room, nodeId, vendor, ...names }) => ({
        roomId: room.id,
        gameId: room.gameId,
        nodeId,
        gameName: nameIn(names, lang),
        vassalage: vendor,
        stake: room.stake.toString(),
        stakeText: formatMinor(room.stake),
        currency: room.currency,
        seatsTaken: room.seatsTaken,
        seatsTotal: room.seatsTotal,
        status: roomStatus(room),
      })),
    games: [...gamesWithRooms].map(([id, gameName]) => ({ gameId: id, gameName })),
    updatedAt: p.now().getTime(),
  };
};
