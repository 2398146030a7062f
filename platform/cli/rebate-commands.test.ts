import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'rebate-cli-test-token-0123456789abcdef01';

describe.each(TEST_DATABASES)('npm run platform -- rebate on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    // A database URL nobody answers on: the commands must go through the server.
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it("lists the seed's rates and changes one, with two decimals at most and 10 % at most", async () => {
    const listed = await cli(['rebate', 'rates'], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^RNG\s+0\.80$/m);
    expect(listed.stdout).toMatch(/^LOTT\s+0\.30$/m);
    expect(listed.stdout).toContain('Manual rebate (MANPLAYREB3): on');

    const set = await cli(['rebate', 'set', 'live', '1.5', '--json'], env);
    expect(set.code, set.stderr).toBe(0);
    expect((JSON.parse(set.stdout) as { rates: { category: string; percent: string }[] }).rates).toContainEqual({ category: 'LIVE', percent: '1.50' });
    expect((await cli(['rebate', 'rates'], env)).stdout).toMatch(/^LIVE\s+1\.50$/m);

    for (const args of [
      ['POKER', '1'],
      ['RNG', '10.01'],
      ['RNG', '0.005'],
      ['RNG', '-1'],
      ['RNG', 'one'],
    ]) {
      expect((await cli(['rebate', 'set', ...args], env)).code, args.join(' ')).toBe(2);
    }
    expect((await cli(['rebate', 'rates'], env)).stdout).toMatch(/^RNG\s+0\.80$/m);
  });

  it('sets how long after it settles a bet counts, from one second to a day', async () => {
    expect((await cli(['rebate', 'rates'], env)).stdout).toContain('A settled bet counts 60 s after it settles.');
    const set = await cli(['rebate', 'delay', '5'], env);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('A settled bet counts 5 s after it settles.');
    expect(set.stdout).toMatch(/^LIVE\s+1\.50$/m);
    for (const seconds of ['0', '86401', 'soon']) expect((await cli(['rebate', 'delay', seconds], env)).code, seconds).toBe(2);
    expect((await cli(['rebate', 'delay', '60'], env)).code).toBe(0);
  });
});
