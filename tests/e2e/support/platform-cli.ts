import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_OPERATOR_TOKEN } from '../../../playwright.config.ts';

const run = promisify(execFile);

/**
 * `npm run platform -- …` against the server under test, as an operator would run it. The
 * database setting is a throwaway one: should the server not answer, the CLI's direct-database
 * fallback must not touch a real database.
 */
export const platformCli = async (...args: string[]) => {
  const { stdout } = await run('npm', ['run', '--silent', 'platform', '--', ...args], {
    cwd: new URL('../../..', import.meta.url),
    env: {
      ...process.env,
      OPERATOR_PORT: process.env.E2E_OPERATOR_PORT ?? '4391',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      DATABASE_URL: 'memory://',
    },
    timeout: 60_000,
  });
  return stdout;
};
