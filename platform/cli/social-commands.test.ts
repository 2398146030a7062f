import { describe, expect, it } from 'vitest';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'social-cli-test-token-0123456789abcdef0123';

describe.each(TEST_DATABASES)('npm run platform -- social on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);

  it('sets up a provider and the stand-in client, shows them without the secret, and switches the provider off', async () => {
    const { t } = suite;
    const client = await cli([
      'social',
      'stand-in-client',
      'betplay',
      '--client-secret',
      'stand-in-secret-0123456789',
      '--redirect-uri',
      'http://localhost/wps/social/callback',
    ]);
    expect(client.code, client.stderr).toBe(0);
    expect(client.stdout).toMatch(/^betplay\s+http:\/\/localhost\/wps\/social\/callback\s*$/m);
    const set = await cli([
      'social',
      'set',
      'standin',
      '--issuer',
      'http://localhost/oidc-provider/',
      '--client-id',
      'betplay',
      '--client-secret',
      'stand-in-secret-0123456789',
      '--name',
      'Stand-in ID',
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/^standin\s+Stand-in ID\s+http:\/\/localhost\/oidc-provider\s+betplay\s+on\s*$/m);
    expect(set.stdout).not.toContain('0123456789');
    expect((await (await t.request('/wps/social/providers')).json()).value).toEqual([{ key: 'standin', name: 'Stand-in ID' }]);

    const off = await cli(['social', 'off', 'standin']);
    expect(off.code, off.stderr).toBe(0);
    expect((await (await t.request('/wps/social/providers')).json()).value).toEqual([]);
    expect((await cli(['social', 'off', 'nobody'])).code).toBe(1);
    // A bad issuer or a short secret changes nothing.
    expect((await cli(['social', 'set', 'standin', '--issuer', 'ftp://x', '--client-id', 'a', '--client-secret', 'b', '--name', 'X'])).code).toBe(2);
  });
});
