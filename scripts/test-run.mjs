// `npm test`: lint, type check, build, unit and integration tests (vitest), browser tests
// (Playwright). Every step runs even when an earlier one fails, so one run shows everything; the
// last line counts the tests of both runners.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs steps at most `parallel` at a time, each with its output held back and printed whole when
 * it ends, so two steps never mix their lines. Resolves with [name, ok, ms] per step, in order.
 */
const runConcurrently = async (root, steps, parallel) => {
  const outcomes = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      const [name, args] = steps[index];
      const started = Date.now();
      const child = spawn(npm, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((resolve) => {
        child.on('error', () => resolve(1));
        child.on('close', (code) => resolve(code ?? 1));
      });
      console.log(`\n» ${name}`);
      if (output) process.stdout.write(output);
      outcomes[index] = [name, status === 0, Date.now() - started];
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return outcomes;
};

export const runTests = async (root) => {
  const reports = join(root, '.reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const vitestJson = join(reports, 'vitest.json');
  const playwrightJson = join(reports, 'playwright.json');

  // The static checks and the build are one process each, mostly on one core. They run one at a
  // time beside vitest, whose two workers leave part of the second core idle while tests wait on
  // processes, PostgreSQL and timers: together they take less time than one after the other.
  const checks = [
    ['lint', ['run', '--silent', 'lint']],
    ['type check', ['run', '--silent', 'check']],
    ['format', ['run', '--silent', 'format:check']],
    ['migrations', ['run', '--silent', 'db:check']],
    ['unused code', ['run', '--silent', 'knip']],
    ['build', ['run', '--silent', 'build']],
  ];
  const vitestStep = ['vitest', ['run', '--silent', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]];
  const steps = [['playwright', ['run', '--silent', 'test:e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }]];

  const runVitest = async () => {
    console.log(`\n» ${vitestStep[0]} (the static checks' output follows each check's end)`);
    const started = Date.now();
    const child = spawn(npm, vitestStep[1], { cwd: root, stdio: 'inherit', env: process.env });
    const status = await new Promise((resolve) => {
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code ?? 1));
    });
    return [vitestStep[0], status === 0, Date.now() - started];
  };
  const [checkOutcomes, vitestOutcome] = await Promise.all([runConcurrently(root, checks, 1), runVitest()]);
  const outcomes = [...checkOutcomes, vitestOutcome];
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
