// `npm test`: lint, type check, unit and integration tests (vitest), build, browser tests
// (Playwright). Every step runs even when an earlier one fails, so one run shows everything; the
// last line counts the tests of both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

export const runTests = (root) => {
  const reports = join(root, '.reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const vitestJson = join(reports, 'vitest.json');
  const playwrightJson = join(reports, 'playwright.json');

  const steps = [
    ['lint', ['run', '--silent', 'lint']],
    ['format', ['run', '--silent', 'format:check']],
    ['migrations', ['run', '--silent', 'db:check']],
    ['unused code', ['run', '--silent', 'knip']],
    ['type check', ['run', '--silent', 'check']],
    ['vitest', ['run', '--silent', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
    ['build', ['run', '--silent', 'build']],
    ['playwright', ['run', '--silent', 'test:e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }],
  ];

  const outcomes = [];
  for (const [name, args, extraEnv] of steps) {
    if (name === 'playwright' && outcomes.some(([n, ok]) => n === 'build' && !ok)) {
      outcomes.push([name, false]);
      continue;
    }
    console.log(`\n» ${name}`);
    const started = Date.now();
    const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    outcomes.push([name, result.status === 0, Date.now() - started]);
  }

  const counts = { vitest: [0, 0, 0], playwright: [0, 0, 0] };
  const vitest = readJson(vitestJson);
  if (vitest) {
    counts.vitest = [vitest.numPassedTests ?? 0, vitest.numFailedTests ?? 0, (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)];
  }
  const playwright = existsSync(playwrightJson) ? readJson(playwrightJson) : null;
  if (playwright?.stats) {
    const s = playwright.stats;
    counts.playwright = [(s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0];
  }
  const passed = counts.vitest[0] + counts.playwright[0];
  const failed = counts.vitest[1] + counts.playwright[1];
  const skipped = counts.vitest[2] + counts.playwright[2];

  console.log('\nSteps:');
  for (const [name, ok, ms] of outcomes) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${ms === undefined ? ' (not run)' : ` (${(ms / 1000).toFixed(1)} s)`}`);
  }
  const allOk = outcomes.every(([, ok]) => ok);
  // A failed step whose failure no test count explains (lint, check, build, a runner that crashed)
  // still counts as one failure.
  const stepFailures = outcomes.filter(([name, ok]) => !ok && !(counts[name]?.[1] > 0)).length;
  console.log(`\n${passed} passed, ${failed + stepFailures} failed, ${skipped} skipped`);
  return allOk ? 0 : 1;
};
