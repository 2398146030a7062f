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
  server: { port: 4321, host: '127.0.0.1' },
  build: { inlineStylesheets: 'always' },
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'ioredis'] },
  },
});
