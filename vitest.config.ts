import { defineConfig } from 'vitest/config';

/*
 * Two projects. The platform's tests (and the contract's and scripts') share one module graph per
 * worker: each of them imports most of the platform, and evaluating it anew for every file cost a
 * quarter of the run. They keep no state in modules between files, only in the test platforms
 * they open and close. The site's tests stay isolated: several replace modules with vi.mock.
 */
export default defineConfig({
  test: {
    // One migrated, seeded PGlite database for the run, which test platforms copy.
    globalSetup: ['platform/testing/seeded-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each PGlite instance is a whole Postgres in WASM; two workers fit this machine's two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'platform',
          include: ['contract/**/*.test.ts', 'platform/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'site', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
