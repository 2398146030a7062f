import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { rankListSchema } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { bigWins, games } from '../../db/schema/index.ts';
import { nameIn } from './games.ts';
import { catalogueSnapshot, iconUrlOf } from './snapshot.ts';

/** Wins from this amount up (minor units: 5,000.00) are big wins and go on the winner board. */
export const BIG_WIN_THRESHOLD_MINOR = 500_000n;

/** "player01" to "pl***01": enough for a winner to recognise themselves, not enough to find the account. */
export const maskCustomerName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
};

export interface BigWinInput {
  memberId: number | null;
  /** The account name; stored whole, masked whenever it is shown. */
  customerName: string;
  gameId: number;
  /** Minor units. */
  amount: bigint;
  at?: Date;
}

/**
 * Records a settled win on the winner board when it reaches BIG_WIN_THRESHOLD_MINOR, inside the
 * caller's transaction (the one that paid the win). Returns the board entry's id, or null for a
 * win below the threshold.
 */
export const recordBigWin = async (tx: Db | Tx, win: BigWinInput): Promise<number | null> => {
  if (win.amount < BIG_WIN_THRESHOLD_MINOR) return null;
  const [row] = await tx
    .insert(bigWins)
    .values({
      memberId: win.memberId,
      customerName: win.customerName,
      gameId: win.gameId,
      amount: win.amount,
      ...(win.at ? { createdAt: win.at } : {}),
    })
    .returning({ id: bigWins.id });
  return row!.id;
};

export type RankList = z.infer<typeof rankListSchema>;

/** GCSGAME_getRankList: the largest wins, largest first (the newest first among equals). */
export const rankList = async (p: Platform, category: string, limit: number, lang: ShippedLanguage): Promise<RankList> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select({
      customerName: bigWins.customerName,
      amount: bigWins.amount,
      gameId: games.id,
      nodeId: games.nodeId,
      category: games.category,
      vendor: games.vendor,
      nameEn: games.nameEn,
      nameEs: games.nameEs,
      theme: games.theme,
    })
    .from(bigWins)
    .innerJoin(games, eq(games.id, bigWins.gameId))
    .where(category === 'ALL' ? undefined : eq(games.category, category))
    .orderBy(desc(bigWins.amount), desc(bigWins.createdAt), desc(bigWins.id))
    .limit(limit);
  return {
    list: rows.map((row) => ({
      vo: {
        customerName: maskCustomerName(row.customerName),
        winAmount: formatMinor(row.amount),
        iconUrl: iconUrlOf(snapshot, { id: row.gameId, nameEn: row.nameEn, vendor: row.vendor, theme: row.theme }),
        gameName: nameIn(row, lang),
        nodeId: row.nodeId,
        gameType: row.category,
        vendor: row.vendor,
      },
    })),
  };
};
