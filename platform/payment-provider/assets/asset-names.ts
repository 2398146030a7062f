import { createHash } from 'node:crypto';

/*
 * The checkout page's browser files, what each is built from, and the name it is served under:
 * the name carries a hash of the content, so browsers keep a file for a year and a release is a
 * new name. Plain erasable TypeScript, so the build script runs it on Node directly.
 */
export const PROVIDER_CLIENT_SOURCES = {
  'checkout.js': 'client/checkout.ts',
  'checkout.css': 'styles/checkout.css',
} as const;

export type ProviderClientFile = keyof typeof PROVIDER_CLIENT_SOURCES;

export const PROVIDER_CLIENT_FILES = Object.keys(PROVIDER_CLIENT_SOURCES) as ProviderClientFile[];

/** Where a build keeps the files and their manifest, inside the built server's folder. */
export const BUILT_FOLDER = 'provider-client';
export const MANIFEST_NAME = 'manifest.json';

export interface BuiltFile {
  file: ProviderClientFile;
  name: string;
  body: string;
}

export const hashedName = (file: ProviderClientFile, body: string): string =>
  file.replace(/\.(js|css)$/, `.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.$1`);
