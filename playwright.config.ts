import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef0123';

/**
 * Debian's Chromium headless shell when it is installed (`npm test` installs it): the same engine
 * as /usr/bin/chromium without the windowed browser's compositor, and what Playwright itself runs
 * for headless tests. A page load costs about 40% less time on two cores.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Two servers, each with its own port, operator port and throwaway database, and one worker
 * each: specs on one server never see the site-wide state (maintenance, region rules, site
 * flags) that specs on the other switch. A server's operator API listens on its port + 1.
 * E2E_PORT moves the first server; the second takes the two ports after it.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4390);
const SERVERS = [
  { name: 'a', port: BASE_PORT },
  { name: 'b', port: BASE_PORT + 2 },
];
/**
 * The specs server b runs: games, home, the page access checks, the security centre, the wallet (it switches the site's
 * wallet mode and back), withdrawals, responsible gambling, the manual rebate and the points mall. Server a runs the
 * rest, accounts first among them. The two take about as long (about ten minutes each on two cores).
 */
const ON_SERVER_B =
  /[\\/](?:(?:games|home)-[^\\/]*|access|budget|language|member-security|member-wallet|member-withdraw|member-responsible|member-rebate|points-mall)\.spec\.ts$/;

/** Specs about the server process itself: each starts servers of its own, on ports after server b's. */
const PROCESS_SPECS = /[\\/]process-[^\\/]*\.spec\.ts$/;

const SPECS: Record<string, Pick<PlaywrightTestConfig, 'testMatch' | 'testIgnore'>> = {
  a: { testIgnore: [ON_SERVER_B, PROCESS_SPECS] },
  b: { testMatch: ON_SERVER_B },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: SERVERS.length,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A long journey on a machine busy with two browsers and two servers can take twice its quiet time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    // Pages move nothing on their own: motion costs a software-rendered page much of its CPU, and
    // the specs of moving parts ask for motion themselves.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Last and alone: their servers and SIGKILL loops would otherwise take the CPU from the timed browser specs.
    { name: 'process', testMatch: PROCESS_SPECS, dependencies: SERVERS.map(({ name }) => `chromium-${name}`) },
    ...SERVERS.flatMap(({ name, port }) => {
      const baseURL = `http://127.0.0.1:${port}`;
      return [
        { name: `setup-${name}`, testMatch: /.*\.setup\.ts/, use: { baseURL } },
        {
          name: `chromium-${name}`,
          dependencies: [`setup-${name}`],
          workers: 1,
          ...SPECS[name],
          use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL },
        },
      ];
    }),
  ],
  webServer: SERVERS.map(({ port }) => ({
    // The production server; E2E_DIST lets two builds be tested side by side (e.g. `astro build --outDir dist-b`).
    command: 'node scripts/server.mjs',
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      SITE_DIST: process.env.E2E_DIST ?? 'dist',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: 'memory://',
      OPERATOR_PORT: String(port + 1),
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      NODE_ENV: 'production',
      SECURE_COOKIES: '0',
      // Specs give each login test a fake address of its own (X-Forwarded-For): the platform's
      // per-address limits and new-address checks then see separate visitors.
      TRUST_PROXY: '1',
      // The reality check may be set to one minute, so a spec can see it come without waiting an hour.
      REALITY_TEST_INTERVAL: '1',
    },
  })),
});
