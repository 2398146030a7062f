import boundaries from 'eslint-plugin-boundaries';

/*
 * The layers of the code base, held by lint (README "Repository map"):
 * contract at the bottom; platform core under the platform's modules, which reach each other only
 * through their index.ts; the game server imported by nobody but the app that mounts it; the site
 * reaching the platform only through src/gateway; feature islands over islands/ui, never importing
 * another feature's islands; stores over no island.
 */
const elements = [
  { type: 'contract', pattern: 'contract' },
  { type: 'platform-core', pattern: 'platform/core' },
  { type: 'platform-module', pattern: 'platform/modules/*', capture: ['module'] },
  { type: 'game-server', pattern: 'platform/game-server' },
  { type: 'platform-testing', pattern: 'platform/testing' },
  { type: 'platform-seed', pattern: 'platform/db/seed' },
  { type: 'platform', pattern: 'platform' },
  { type: 'gateway', pattern: 'src/gateway' },
  { type: 'islands-ui', pattern: 'src/islands/ui' },
  { type: 'islands-app', pattern: 'src/islands/app' },
  { type: 'island', pattern: 'src/islands/*', capture: ['feature'] },
  { type: 'stores', pattern: 'src/stores' },
  { type: 'site', pattern: 'src' },
  { type: 'tooling', pattern: '(scripts|tests)' },
];

const platformTypes = ['platform-core', 'platform-module', 'game-server', 'platform-testing', 'platform-seed', 'platform'];
const siteTypes = ['islands-ui', 'islands-app', 'island', 'stores', 'site'];
const anyOf = (types) => ({ to: { element: { types: { anyOf: types } } } });

export const boundariesConfig = {
  files: ['**/*.{ts,tsx,mjs,js}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['contract/**', 'platform/**', 'src/**', 'scripts/**', 'tests/**'],
    'boundaries/ignore': ['platform/db/migrations/**'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/legacy-warnings': false,
  },
  rules: {
    'boundaries/dependencies': [
      2,
      {
        default: 'allow',
        policies: [
          { from: { element: { type: 'contract' } }, disallow: anyOf([...platformTypes, 'gateway', ...siteTypes, 'tooling']) },
          {
            from: { element: { type: 'platform-core' } },
            disallow: anyOf(['platform-module', 'game-server', 'platform-testing', 'platform-seed', 'gateway', ...siteTypes]),
          },
          { from: { element: { types: { anyOf: platformTypes } } }, disallow: anyOf(['gateway', ...siteTypes]) },
          {
            from: { element: { type: 'platform-module', captured: { module: 'ledger' } } },
            disallow: anyOf(['platform-module', 'game-server']),
          },
          {
            from: { element: { types: { anyOf: ['platform-module', 'platform-core', 'platform-seed', 'platform-testing'] } } },
            disallow: anyOf(['game-server']),
          },
          { from: { element: { types: { anyOf: siteTypes } } }, disallow: anyOf(platformTypes) },
          {
            from: { element: { type: 'island' } },
            disallow: { to: { element: { type: 'island', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
          },
          { from: { element: { type: 'stores' } }, disallow: anyOf(['island', 'islands-ui', 'islands-app']) },
          { from: { element: { type: 'islands-ui' } }, disallow: anyOf(['island', 'islands-app']) },
          // A platform module is reached from outside only through its index.ts.
          {
            from: { element: { types: { noneOf: ['platform-module'] } } },
            disallow: { to: { element: { type: 'platform-module' }, file: { path: '!**/index.ts' } } },
          },
          {
            from: { element: { type: 'platform-module' } },
            disallow: {
              to: {
                element: { type: 'platform-module', captured: { module: '!{{ from.element.captured.module }}' } },
                file: { path: '!**/index.ts' },
              },
            },
          },
          // Tests may build a real platform and its seed, through the testing folder and module indexes.
          { from: { file: { path: '**/*.test.{ts,tsx}' } }, allow: anyOf(['platform-testing', 'platform-seed', 'platform-module']) },
        ],
      },
    ],
  },
};
