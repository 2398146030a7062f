import { join } from 'node:path';
import { bundleClient, writeClient } from '../../core/client-bundle.ts';
import { BUILT_FOLDER, GAME_CLIENT_FILES, GAME_CLIENT_SOURCES, hashedName, MANIFEST_NAME, type BuiltFile } from './asset-names.ts';

/** The game pages' scripts (TypeScript modules) and stylesheets, as the platform bundles them. */
const gameClient = (gameServerDir: string) => ({ dir: gameServerDir, files: GAME_CLIENT_FILES, sources: GAME_CLIENT_SOURCES, hashedName });

export const bundleGameClient = (gameServerDir: string): Promise<BuiltFile[]> => bundleClient(gameClient(gameServerDir));

/** Writes the bundled files and their manifest into a built server's folder. */
export const writeGameClient = (gameServerDir: string, serverDir: string): Promise<BuiltFile[]> =>
  writeClient(gameClient(gameServerDir), join(serverDir, BUILT_FOLDER), MANIFEST_NAME);
