import { join } from 'node:path';
import { bundleClient, writeClient } from '../../core/client-bundle.ts';
import { BUILT_FOLDER, hashedName, MANIFEST_NAME, PROVIDER_CLIENT_FILES, PROVIDER_CLIENT_SOURCES, type BuiltFile } from './asset-names.ts';

/** The checkout page's script and stylesheet, as the platform bundles them. */
const providerClient = (providerDir: string) => ({ dir: providerDir, files: PROVIDER_CLIENT_FILES, sources: PROVIDER_CLIENT_SOURCES, hashedName });

export const bundleProviderClient = (providerDir: string): Promise<BuiltFile[]> => bundleClient(providerClient(providerDir));

/** Writes the bundled files and their manifest into a built server's folder. */
export const writeProviderClient = (providerDir: string, serverDir: string): Promise<BuiltFile[]> =>
  writeClient(providerClient(providerDir), join(serverDir, BUILT_FOLDER), MANIFEST_NAME);
