// Bundles the game server's browser scripts and stylesheets (platform/game-server/client, styles)
// into the built server, under content-hashed names with a manifest the server reads:
// `node scripts/build-game-client.mjs [outDir]`, after `astro build` into the same outDir
// (default dist), which empties it first. Runs on the pinned Node, which strips the types of the
// bundling module it imports.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGameClient } from '../platform/game-server/assets/client-bundle.ts';
import { writeProviderClient } from '../platform/payment-provider/assets/client-bundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(resolve(root, process.argv[2] ?? 'dist'), 'server');

const files = await writeGameClient(join(root, 'platform', 'game-server'), serverDir);
for (const f of files) console.log(`» game client: ${f.file} → ${f.name} (${f.body.length} bytes)`);
// The embedded payment provider's checkout page, the same way.
const providerFiles = await writeProviderClient(join(root, 'platform', 'payment-provider'), serverDir);
for (const f of providerFiles) console.log(`» payment provider client: ${f.file} → ${f.name} (${f.body.length} bytes)`);
