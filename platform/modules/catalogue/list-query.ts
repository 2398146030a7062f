import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { gameColumns, type GameRow } from './games.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

/** What a list call asks for, with vendor codes and the in-house group resolved. */
export interface ListFilter {
  category?: string | undefined;
  /** Undefined: every enabled vendor. Empty: none (an unknown or disabled vendor was asked for). */
  vendors?: string[] | undefined;
  classify?: string | undefined;
  flag: 'ALL' | 'NEW' | 'HOT';
  search?: { lang: ShippedLanguage; term: string } | undefined;
}

/** Lower case without accents: what a search term is reduced to before it becomes a pattern. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

// Every way a base letter is written in the catalogue's languages, in both cases: the database may
// run in the C locale, where case-insensitive matching knows only ASCII.
const LETTER_FORMS: Record<string, string> = {
  a: 'aáàâäãAÁÀÂÄÃ',
  e: 'eéèêëEÉÈÊË',
  i: 'iíìîïIÍÌÎÏ',
  o: 'oóòôöõOÓÒÔÖÕ',
  u: 'uúùûüUÚÙÛÜ',
  n: 'nñNÑ',
  c: 'cçCÇ',
};

/**
 * A folded term as a case- and accent-insensitive regular expression ("dragon" matches "Dragón").
 * Every other character is escaped, so the pattern has no operator a searcher could abuse.
 */
export const searchPattern = (folded: string) =>
  [...folded].map((ch) => (LETTER_FORMS[ch] ? `[${LETTER_FORMS[ch]}]` : ch.replace(/[\\^$.|?*+()[\]{}]/, '\\$&'))).join('');

const conditionsOf = (snapshot: CatalogueSnapshot, f: ListFilter, enabledOnly = true): SQL[] => {
  const where: SQL[] = enabledOnly ? [eq(games.enabled, true)] : [];
  if (f.category) where.push(eq(games.category, f.category));
  if (f.vendors) where.push(f.vendors.length === 1 ? eq(games.vendor, f.vendors[0]!) : inArray(games.vendor, f.vendors));
  else if (snapshot.disabledVendors.length) where.push(notInArray(games.vendor, snapshot.disabledVendors));
  if (f.classify) where.push(eq(games.classify, f.classify));
  if (f.flag === 'HOT') where.push(eq(games.isHot, true));
  if (f.flag === 'NEW') where.push(eq(games.isNew, true));
  if (f.search) {
    const column = f.search.lang === 'ES' ? games.nameEs : games.nameEn;
    // A regular expression, not lower()/translate(): on PGlite those functions cost ten times more per row.
    where.push(sql`${column} ~* ${searchPattern(f.search.term)}`);
  }
  return where;
};

/** Counts without a name search come from the snapshot's per-group counts: no query at all. */
export const snapshotCount = (snapshot: CatalogueSnapshot, f: ListFilter) =>
  snapshot.counts.reduce(
    (sum, row) =>
      (!f.category || row.category === f.category) &&
      (!f.vendors || f.vendors.includes(row.vendor)) &&
      (!f.classify || row.classify === f.classify) &&
      (f.flag !== 'HOT' || row.isHot) &&
      (f.flag !== 'NEW' || row.isNew)
        ? sum + row.n
        : sum,
    0,
  );

export const countGames = async (p: Platform, snapshot: CatalogueSnapshot, f: ListFilter): Promise<number> => {
  const [row] = await p.db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(...conditionsOf(snapshot, f)));
  return row?.n ?? 0;
};

/**
 * A page in list order (sort, then id). When the filter is only category and vendors and no game
 * is disabled, the page's ids come from an index-only scan of games_category_sort_idx or
 * games_vendor_sort_idx, and only those rows are read: a deep page (500 of RNG) then skips
 * 10,000 index entries instead of 10,000 table rows. Any other filter reads rows as it walks.
 */
export const pageOfGames = (p: Platform, snapshot: CatalogueSnapshot, f: ListFilter, limit: number, offset: number): Promise<GameRow[]> => {
  const order = [asc(games.sort), asc(games.id)];
  const onlyIndexed = !f.classify && f.flag === 'ALL' && !f.search;
  const indexOnly = onlyIndexed && !snapshot.hasDisabledGames && (!!f.vendors || !snapshot.disabledVendors.length);
  if (!indexOnly) {
    return p.db
      .select(gameColumns)
      .from(games)
      .where(and(...conditionsOf(snapshot, f)))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }
  const ids = p.db
    .select({ id: games.id })
    .from(games)
    .where(and(...conditionsOf(snapshot, f, false)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return p.db
    .select(gameColumns)
    .from(games)
    .where(inArray(games.id, ids))
    .orderBy(...order);
};
