import { vendorLanesSchema, type Lane } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { readPlatform } from '../../gateway/platform-client.ts';

/** The lanes in a language, or null when the platform could not answer. */
export type ReadLanes = (lang: ShippedLanguage, clientIp: string) => Promise<Lane[] | null>;

export interface LanesCacheOptions {
  read: ReadLanes;
  now(): number;
  ttlMs: number;
}

/**
 * Vendor lanes for server rendering (header, side menu, home sections), kept a few seconds per
 * language: every page needs them and they change only when an operator edits the catalogue.
 * Concurrent renders share one read. A failed read is not kept, and reads as no lanes.
 */
export const createVendorLanes = ({ read, now, ttlMs }: LanesCacheOptions) => {
  const cache = new Map<ShippedLanguage, { expires: number; lanes: Promise<Lane[]> }>();
  return (lang: ShippedLanguage, clientIp: string): Promise<Lane[]> => {
    const hit = cache.get(lang);
    if (hit && hit.expires > now()) return hit.lanes;
    const answer = read(lang, clientIp);
    const lanes = answer.then((l) => l ?? []);
    cache.set(lang, { expires: now() + ttlMs, lanes });
    void answer.then((l) => {
      if (l === null && cache.get(lang)?.lanes === lanes) cache.delete(lang);
    });
    return lanes;
  };
};

/** GCSGAME_newGameVendor as the desktop client asks for it (CONTRACT.md 4.4). */
export const vendorLanes = createVendorLanes({
  read: async (lang, clientIp) => {
    const path = `/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=${lang}`;
    const read = await readPlatform(path, vendorLanesSchema, { clientIp, lang });
    return read.ok ? read.value.data.lanes : null;
  },
  now: Date.now,
  ttlMs: 3_000,
});
