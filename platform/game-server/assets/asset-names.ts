import { createHash } from 'node:crypto';

/*
 * The game pages' browser files: what each is built from, and the name it is served under. A name
 * carries a hash of the file's content, so it never changes meaning: browsers may keep a file for
 * a year, and a new release is a new name. Plain erasable TypeScript, so the build script runs it
 * on Node directly.
 */

/** Each file pages ask for, and its source, from platform/game-server. */
export const GAME_CLIENT_SOURCES = {
  'slot.js': 'client/slot.ts',
  'slot.css': 'styles/slot.css',
  'lottery.js': 'client/lottery.ts',
  'lottery.css': 'styles/lottery.css',
  'chat.js': 'client/chat.ts',
  'chat.css': 'styles/chat.css',
} as const;

export type GameClientFile = keyof typeof GAME_CLIENT_SOURCES;

export const GAME_CLIENT_FILES = Object.keys(GAME_CLIENT_SOURCES) as GameClientFile[];

/** Where a build keeps the files and their manifest, inside the built server's folder. */
export const BUILT_FOLDER = 'game-client';
export const MANIFEST_NAME = 'manifest.json';

/** One built file: `slot.js` is served as `slot.<12 hex of its SHA-256>.js`. */
export interface BuiltFile {
  file: GameClientFile;
  name: string;
  body: string;
}

const HASH_LENGTH = 12;

export const contentHash = (body: string): string => createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);

export const hashedName = (file: GameClientFile, body: string): string => file.replace(/\.(js|css)$/, `.${contentHash(body)}.$1`);
