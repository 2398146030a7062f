// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Pages render on demand; the embedded platform is mounted by the catch-all endpoints under
// src/pages/{wps,lgw,lotto}. Styles and scripts that Astro bundles get CSP hashes automatically.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // No Markdown code blocks here; Shiki's inline styles would also need a CSP exception.
  markdown: { syntaxHighlight: false },
  server: { port: 4321, host: '127.0.0.1' },
  build: { inlineStylesheets: 'never' },
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        // Banner videos play only from these players (contract/content.ts VIDEO_HOSTS).
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'ioredis'] },
    environments: {
      // A page names each of its scripts in a tag of its own: by their hash alone, they cost it less.
      client: { build: { rolldownOptions: { output: { entryFileNames: '_astro/[hash].js' } } } },
    },
  },
});
