import { test } from '@playwright/test';
import { runPlatformCli } from '../../../platform/cli/run.ts';
import { E2E_OPERATOR_TOKEN } from '../../../playwright.config.ts';

/**
 * `npm run platform -- …` against the running test's server, as an operator would run it: the same
 * command line, run in the test process rather than a process of its own (platform/cli/main.test.ts
 * covers that). The database setting is a throwaway one: should the server not answer, the CLI's
 * direct-database fallback must not touch a real database. Resolves with what it printed.
 */
/** The operator port of the server the running test's project uses: its port + 1. */
const operatorPort = () => String(Number(new URL(test.info().project.use.baseURL!).port) + 1);

export const platformCli = async (...args: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runPlatformCli(args, {
    env: {
      NODE_ENV: 'test',
      OPERATOR_HOST: '127.0.0.1',
      OPERATOR_PORT: operatorPort(),
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      DATABASE_URL: 'memory://',
    },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  if (code !== 0) throw new Error(`platform ${args.join(' ')} failed (${code}): ${stderr}`);
  if (stderr.includes('No server answers')) throw new Error(`platform ${args.join(' ')} did not reach the server: ${stderr}`);
  return stdout;
};
