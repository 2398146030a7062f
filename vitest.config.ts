import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'platform/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // One migrated, seeded PGlite database for the run, which test platforms copy.
    globalSetup: ['platform/testing/seeded-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each PGlite instance is a whole Postgres in WASM; two workers fit this machine's two cores.
    maxWorkers: 2,
  },
});
