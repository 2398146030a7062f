import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4390);
const OPERATOR_PORT = Number(process.env.E2E_OPERATOR_PORT ?? 4391);
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef0123';

/**
 * End-to-end tests drive Debian's Chromium against the built server on a fresh throwaway
 * database. One worker: some tests switch site-wide state (maintenance, region rules).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // E2E_DIST lets two builds be tested side by side (e.g. `astro build --outDir dist-b`).
    command: `node ${process.env.E2E_DIST ?? 'dist'}/server/entry.mjs`,
    url: `http://127.0.0.1:${PORT}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: 'memory://',
      OPERATOR_PORT: String(OPERATOR_PORT),
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      NODE_ENV: 'production',
      SECURE_COOKIES: '0',
      // Specs give each login test a fake address of its own (X-Forwarded-For): the platform's
      // per-address limits and new-address checks then see separate visitors.
      TRUST_PROXY: '1',
    },
  },
});
