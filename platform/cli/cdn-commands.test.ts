import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { readCdns } from '../modules/system/index.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'cdn-cli-test-token-0123456789abcdef01234';

describe.each(TEST_DATABASES)('npm run platform -- cdns on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    // A database URL nobody answers on: the command must go through the server.
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('sets and shows the lists through the running server', async () => {
    const set = await cli(['cdns', 'set', '--image', ' /cdn , https://img2.example.com/cdn/ ', '--launch', 'https://play.example.com'], env);
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout).toContain('Image CDNs: /cdn, https://img2.example.com/cdn');
    expect(await readCdns(t.platform.db)).toEqual({ image: ['/cdn', 'https://img2.example.com/cdn'], launch: ['https://play.example.com'] });

    const shown = await cli(['cdns'], env);
    expect(shown.stdout).toContain('Launch CDNs: https://play.example.com');

    const back = await cli(['cdns', 'set', '--image', ''], env);
    expect(back.stdout).toContain('Image CDNs: (none: the site serves its own, /cdn)');
    expect((await readCdns(t.platform.db)).launch).toEqual(['https://play.example.com']);
  });

  it('refuses a bad host or nothing to set, and changes nothing', async () => {
    const before = await readCdns(t.platform.db);
    expect((await cli(['cdns', 'set'], env)).code).not.toBe(0);
    const bad = await cli(['cdns', 'set', '--image', '/cdn,javascript:alert(1)'], env);
    expect(bad.code).not.toBe(0);
    expect(await readCdns(t.platform.db)).toEqual(before);
  });
});
