import { afterAll, beforeAll } from 'vitest';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli, type CliRun } from './cli.ts';
import { createTestPlatform, type TestDatabase, type TestPlatform } from './test-platform.ts';

export interface OperatorCli {
  /** The platform behind the operator API, once the suite started. */
  readonly t: TestPlatform;
  /** `npm run platform -- …` through the running server's operator API. */
  cli(args: readonly string[]): Promise<CliRun>;
}

/**
 * A test platform with its operator API for a suite of CLI tests, started before the suite and
 * closed after it. The CLI gets a database URL nobody answers on, so every command must go
 * through the server, as an operator's does while the site runs.
 */
export const operatorCliSuite = (kind: TestDatabase, token: string): OperatorCli => {
  let t: TestPlatform | undefined;
  let api: OperatorApi | undefined;
  let env: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: token });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: token, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });
  return {
    get t() {
      if (!t) throw new Error('The suite has not started');
      return t;
    },
    cli: (args) => runCli(args, env),
  };
};
