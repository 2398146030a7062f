import { z } from 'zod';
import type { Platform } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { readSetting, writeSetting } from './settings.ts';

/** At most this many hosts per list: browsers pick one per session, a longer list buys nothing. */
export const CDN_LIST_MAX = 10;
const CDN_ENTRY_MAX = 200;

/**
 * One CDN of the status call's lists (CONTRACT.md 4.2 `info.imageCDNs`, `info.launchGameCDNs`): a
 * path of this site (`/cdn`) or an http(s) address with a path (`https://img2.example.com/cdn`),
 * kept without its trailing slash. Anything else (`javascript:`, `//host`, a query, a fragment,
 * credentials) is refused, since browsers put it in front of every image address.
 */
const cdnEntrySchema = z
  .string()
  .trim()
  .min(1)
  .max(CDN_ENTRY_MAX)
  .transform((value) => value.replace(/\/+$/, '') || '/')
  .refine((value) => {
    // No control characters, spaces, backslashes, queries or fragments.
    if ([...value].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f) || /[\\?#]/.test(value)) return false;
    if (value.startsWith('/')) return !value.startsWith('//');
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.href.replace(/\/$/, '') === value.replace(/\/$/, '')
      );
    } catch {
      return false;
    }
  }, 'cdn.invalid');

const cdnListSchema = z
  .array(cdnEntrySchema)
  .max(CDN_LIST_MAX)
  .transform((list) => [...new Set(list)]);

/** A change of either list; a list left out stays as it is, an empty one goes back to the site's own `/cdn`. */
export const cdnsInputSchema = z
  .object({ image: cdnListSchema.optional(), launch: cdnListSchema.optional() })
  .refine((v) => v.image || v.launch, 'cdn.nothing');
export type CdnsInput = z.infer<typeof cdnsInputSchema>;

export interface CdnLists {
  image: string[];
  launch: string[];
}

export const readCdns = async (db: Db): Promise<CdnLists> => ({
  image: (await readSetting(db, 'imageCDNs')) ?? [],
  launch: (await readSetting(db, 'launchGameCDNs')) ?? [],
});

/** Writes the lists the status call hands to browsers; each server's status cache picks them up within seconds. */
export const setCdns = async (p: Platform, input: CdnsInput): Promise<CdnLists> => {
  if (input.image) await writeSetting(p, 'imageCDNs', input.image);
  if (input.launch) await writeSetting(p, 'launchGameCDNs', input.launch);
  return readCdns(p.db);
};
