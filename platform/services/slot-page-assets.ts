import { createHash } from 'node:crypto';
import { GAME_SERVER_PREFIX } from '../../contract/game-play.ts';
import { SLOT_SCRIPT } from './slot-page-script.ts';
import { SLOT_STYLE } from './slot-page-style.ts';

/*
 * The game page's script and stylesheet, named by a hash of their content: a name never changes
 * meaning, so browsers may keep each file for a year, and a new release is a new name.
 */
export interface SlotAsset {
  name: string;
  path: string;
  body: string;
  contentType: string;
}

const hashed = (base: string, ext: string, body: string, contentType: string): SlotAsset => {
  const name = `${base}.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.${ext}`;
  return { name, path: `${GAME_SERVER_PREFIX}/assets/${name}`, body, contentType };
};

export const SLOT_ASSETS = {
  script: hashed('slot', 'js', SLOT_SCRIPT, 'text/javascript; charset=utf-8'),
  style: hashed('slot', 'css', SLOT_STYLE, 'text/css; charset=utf-8'),
} as const;

const byName = new Map<string, SlotAsset>(Object.values(SLOT_ASSETS).map((a) => [a.name, a]));

/** The asset of that exact name (hash included), or null. */
export const slotAsset = (name: string): SlotAsset | null => byName.get(name) ?? null;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
