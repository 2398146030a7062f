import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCount } from '../modules/inbox/index.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createMember, uniqueName } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'message-cli-test-token-0123456789abcdef0';

describe.each(TEST_DATABASES)('npm run platform -- messages on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  let folder: string;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    // A database URL nobody answers on: the commands must go through the server.
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    folder = await mkdtemp(join(tmpdir(), 'message-cli-'));
    await writeFile(join(folder, 'es.html'), '<h3>Torneo</h3>\n<p>Empieza el <strong>lunes</strong>.<script>alert(1)</script></p>\n');
    await writeFile(join(folder, 'en.html'), '<h3>Tournament</h3>\n<p>It starts on <strong>Monday</strong>.</p>\n');
    await writeFile(join(folder, 'empty.html'), '<script>alert(1)</script>');
  });
  afterAll(async () => {
    await api.close();
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const files = () => ['--es', join(folder, 'es.html'), '--en', join(folder, 'en.html')];

  it("sends a message from HTML files to a member's inbox and lists it with its readers", async () => {
    const member = await createMember(t, { account: uniqueName('mcli'), password: 'Passw0rd!' });
    const sent = await cli(
      ['messages', 'send', `member:${member.account}`, '--title-es', 'Torneo', '--title-en', 'Tournament', ...files(), '--by', 'ana'],
      env,
    );
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(/^Message \d+ \("Tournament"\) is in 1 inbox\.$/m);
    expect(await unreadCount(t.platform, member.id)).toBe(1);

    const listed = await cli(['messages', 'list', '--limit', '1', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ to: 'member', account: member.account, titleEs: 'Torneo', titleEn: 'Tournament', recipients: 1, read: 0, by: 'ana' }),
    ]);
    const table = await cli(['messages', 'list'], env);
    expect(table.stdout).toMatch(new RegExp(`member\\s+${member.account}\\s+Torneo\\s+Tournament\\s+1\\s+0\\s+ana`));
  });

  it('refuses a bad audience, a missing file, a missing title and HTML with nothing readable, sending nothing', async () => {
    const member = await createMember(t, { account: uniqueName('mcli'), password: 'Passw0rd!' });
    const title = ['--title-es', 'T', '--title-en', 'T'];
    const usage = [
      ['messages', 'send', 'everyone', ...title, ...files()],
      ['messages', 'send', `member:${member.account}`, ...title, '--es', join(folder, 'none.html'), '--en', join(folder, 'en.html')],
      ['messages', 'send', `member:${member.account}`, '--title-en', 'T', ...files()],
      ['messages', 'send', `member:${member.account}`, ...title, '--es', join(folder, 'empty.html'), '--en', join(folder, 'en.html')],
      ['messages', 'send', `member:${member.account}`, ...title],
    ];
    for (const args of usage) {
      const run = await cli(args, env);
      expect(run.code, args.join(' ')).toBe(2);
    }
    const unknown = await cli(['messages', 'send', 'member:nobody-here', ...title, ...files()], env);
    expect({ code: unknown.code, said: unknown.stderr.includes('unknown_account') }).toEqual({ code: 1, said: true });
    expect(await unreadCount(t.platform, member.id)).toBe(0);
  });
});
