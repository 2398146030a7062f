import { and, asc, eq, like, not } from 'drizzle-orm';
import type { LiveTable } from '../../../contract/centres.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { games, liveTables } from '../../db/schema/index.ts';
import { nameIn } from '../catalogue/index.ts';
import { dealerArtVersion } from './dealer-art.ts';

/** How many live games get a table with a dealer, first by the catalogue's order. */
const TABLE_COUNT = 12;
const DEALERS = ['Valeria', 'Camila', 'Lucía', 'Sofía', 'Mariana', 'Daniela', 'Isabela', 'Renata', 'Ximena', 'Andrea', 'Paula', 'Elena'] as const;
const DAY_MINUTES = 24 * 60;

/**
 * Opening hours in UTC minutes. The first two tables never close (equal opening and closing); the
 * others open 16 hours a day, each starting three hours after the one before, so some are always
 * closed and the list changes through the day.
 */
const hoursOf = (index: number) => {
  if (index < 2) return { opensAt: 0, closesAt: 0 };
  const opensAt = (index * 180) % DAY_MINUTES;
  return { opensAt, closesAt: (opensAt + 16 * 60) % DAY_MINUTES };
};

/** Opens the tables of the first live games once: a game that has its table keeps it. */
export const openLiveTables = async (p: Platform): Promise<number> => {
  const picked = await p.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.category, 'LIVE'), eq(games.enabled, true), not(like(games.code, '%\\_LOBBY'))))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(TABLE_COUNT);
  if (!picked.length) return 0;
  const rows = picked.map((game, i) => ({ gameId: game.id, dealerName: DEALERS[i % DEALERS.length]!, sort: i, ...hoursOf(i) }));
  return (await p.db.insert(liveTables).values(rows).onConflictDoNothing().returning({ id: liveTables.id })).length;
};

/** Whether a table is open at `now`: within its hours, which may run across midnight; equal hours mean always. */
export const isOpenAt = (table: { opensAt: number; closesAt: number }, now: Date): boolean => {
  if (table.opensAt === table.closesAt) return true;
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return table.opensAt < table.closesAt ? minute >= table.opensAt && minute < table.closesAt : minute >= table.opensAt || minute < table.closesAt;
};

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type TableRow = typeof liveTables.$inferSelect;
type GameNames = { nodeId: number; vendor: string; nameEn: string; nameEs: string };

const toLiveTable = (p: Platform, table: TableRow, game: GameNames, lang: ShippedLanguage): LiveTable => ({
  tableId: table.id,
  gameId: table.gameId,
  nodeId: game.nodeId,
  gameName: nameIn(game, lang),
  vassalage: game.vendor,
  dealerName: table.dealerName,
  imageUrl: `/cdn/live/dealers/${table.id}.svg?v=${dealerArtVersion(table)}`,
  open: isOpenAt(table, p.now()),
  opensAt: clock(table.opensAt),
  closesAt: clock(table.closesAt),
});

const tableQuery = (p: Platform) =>
  p.db
    .select({ table: liveTables, nodeId: games.nodeId, vendor: games.vendor, nameEn: games.nameEn, nameEs: games.nameEs })
    .from(liveTables)
    .innerJoin(games, and(eq(games.id, liveTables.gameId), eq(games.enabled, true)));

/** `CBS_modelList`: every table of an enabled game, in order. */
export const liveTableList = async (p: Platform, lang: ShippedLanguage): Promise<LiveTable[]> => {
  const rows = await tableQuery(p).orderBy(asc(liveTables.sort), asc(liveTables.id));
  return rows.map(({ table, ...game }) => toLiveTable(p, table, game, lang));
};

/** One table, or `live.table.unknown`. */
export const findLiveTable = async (p: Platform, tableId: number, lang: ShippedLanguage): Promise<LiveTable> => {
  const [row] = await tableQuery(p).where(eq(liveTables.id, tableId)).limit(1);
  if (!row) throw new PlatformError('live.table.unknown');
  const { table, ...game } = row;
  return toLiveTable(p, table, game, lang);
};

/** A table's row for its picture; null when there is none. */
export const liveTableRow = async (p: Platform, tableId: number): Promise<TableRow | null> => {
  const [row] = await p.db.select().from(liveTables).where(eq(liveTables.id, tableId)).limit(1);
  return row ?? null;
};
