// @ts-check
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

// The bench's reference page: one page rendered on every request by the Node adapter's own
// server, nothing else around it, to read the site's server rendering against.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // Built from a copy in a temporary folder: its caches stay there, away from the site's.
  cacheDir: './.cache/astro',
  vite: { cacheDir: './.cache/vite' },
});
