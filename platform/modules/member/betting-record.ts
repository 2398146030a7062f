import { formatMinor } from '../../../contract/money-format.ts';
import type { BetEntry, BetRecordPage, BetRecordQuery } from '../../../contract/bet-records.ts';
import type { GameCategory } from '../../../contract/game-rules.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { nameIn } from '../catalogue/index.ts';
import { settleDue } from '../lottery/index.ts';
import { BET_SOURCES, betsPage, betTotals, type BetKey, type BetRow, type BetsFrom, type BetSource } from './bets.ts';

/** A page cursor (`<microseconds>-<source>-<id>`) as the key it names; a source the platform does not keep is refused. */
const keyOf = (cursor: string, field: 'before' | 'after'): BetKey => {
  const [micros = '', source = '', id = ''] = cursor.split('-');
  if (!(BET_SOURCES as readonly string[]).includes(source)) throw new PlatformError('request_param_err', { fields: { [field]: ['invalid_cursor'] } });
  return { micros: BigInt(micros), source: source as BetSource, id: BigInt(id) };
};

const cursorOf = (row: BetKey) => `${row.micros}-${row.source}-${row.id}`;

const fromOf = (q: { before?: string | undefined; after?: string | undefined; oldest?: string | undefined }): BetsFrom =>
  q.before ? { older: keyOf(q.before, 'before') } : q.after ? { newer: keyOf(q.after, 'after') } : { edge: q.oldest ? 'oldest' : 'newest' };

/** The valid stake counts once the game has settled the bet; net is the win less it. */
const entryOf = (row: BetRow, zone: string, lang: ShippedLanguage): BetEntry => {
  const validStake = row.status === 'open' ? 0n : row.stake;
  return {
    id: `${row.source}-${row.id}`,
    time: zonedDateTime(new Date(Number(row.micros / 1000n)), zone),
    category: row.category as GameCategory,
    gameName: nameIn(row, lang),
    vendor: row.vendor,
    vendorName: row.vendorName,
    stake: formatMinor(row.stake),
    validStake: formatMinor(validStake),
    win: formatMinor(row.win),
    net: formatMinor(row.win - validStake),
    status: row.status,
    reference: row.reference,
    detail: row.detail,
  };
};

type CheckedQuery = Omit<BetRecordQuery, 'pageSize'> & { pageSize: number };

/** One page of the member's betting record, with the totals of the whole filter; times in the asked zone (UTC by default). */
export const bettingRecord = async (p: Platform, memberId: number, q: CheckedQuery, lang: ShippedLanguage): Promise<BetRecordPage> => {
  const zone = q.timeZone ?? 'UTC';
  const from = fromOf(q);
  const filter = {
    memberId,
    category: q.category,
    vendor: q.vendor,
    status: q.status,
    since: q.startDate ? startOfDay(q.startDate, zone) : undefined,
    until: q.endDate ? endOfDay(q.endDate, zone) : undefined,
  };
  // Tickets whose draw is due are settled first, as the lottery's own reads do.
  await settleDue(p);
  const [page, totals] = await Promise.all([betsPage(p.db, filter, from, q.pageSize), betTotals(p.db, filter)]);
  const { rows } = page;
  return {
    list: rows.map((row) => entryOf(row, zone, lang)),
    totals: {
      count: totals.count,
      stake: formatMinor(totals.stake),
      validStake: formatMinor(totals.validStake),
      win: formatMinor(totals.win),
      net: formatMinor(totals.win - totals.validStake),
    },
    gmtOffset: gmtOffset(p.now(), zone),
    older: page.hasOlder && rows.length ? cursorOf(rows.at(-1)!) : null,
    newer: page.hasNewer && rows.length ? cursorOf(rows[0]!) : null,
  };
};
