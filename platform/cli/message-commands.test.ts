import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCount } from '../modules/inbox/index.ts';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { createMember, uniqueName } from '../testing/session-fixtures.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'message-cli-test-token-0123456789abcdef0';

describe.each(TEST_DATABASES)('npm run platform -- messages on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'message-cli-'));
    await writeFile(join(folder, 'es.html'), '<h3>Torneo</h3>\n<p>Empieza el <strong>lunes</strong>.<script>alert(1)</script></p>\n');
    await writeFile(join(folder, 'en.html'), '<h3>Tournament</h3>\n<p>It starts on <strong>Monday</strong>.</p>\n');
    await writeFile(join(folder, 'empty.html'), '<script>alert(1)</script>');
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const files = () => ['--es', join(folder, 'es.html'), '--en', join(folder, 'en.html')];

  it("sends a message from HTML files to a member's inbox and lists it with its readers", async () => {
    const member = await createMember(suite.t, { account: uniqueName('mcli'), password: 'Passw0rd!' });
    const sent = await cli(['messages', 'send', `member:${member.account}`, '--title-es', 'Torneo', '--title-en', 'Tournament', ...files(), '--by', 'ana']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(/^Message \d+ \("Tournament"\) is in 1 inbox\.$/m);
    expect(await unreadCount(suite.t.platform, member.id)).toBe(1);

    const listed = await cli(['messages', 'list', '--limit', '1', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ to: 'member', account: member.account, titleEs: 'Torneo', titleEn: 'Tournament', recipients: 1, read: 0, by: 'ana' }),
    ]);
    const table = await cli(['messages', 'list']);
    expect(table.stdout).toMatch(new RegExp(`member\\s+${member.account}\\s+Torneo\\s+Tournament\\s+1\\s+0\\s+ana`));
  });

  it('refuses a bad audience, a missing file, a missing title and HTML with nothing readable, sending nothing', async () => {
    const member = await createMember(suite.t, { account: uniqueName('mcli'), password: 'Passw0rd!' });
    const title = ['--title-es', 'T', '--title-en', 'T'];
    const usage = [
      ['messages', 'send', 'everyone', ...title, ...files()],
      ['messages', 'send', `member:${member.account}`, ...title, '--es', join(folder, 'none.html'), '--en', join(folder, 'en.html')],
      ['messages', 'send', `member:${member.account}`, '--title-en', 'T', ...files()],
      ['messages', 'send', `member:${member.account}`, ...title, '--es', join(folder, 'empty.html'), '--en', join(folder, 'en.html')],
      ['messages', 'send', `member:${member.account}`, ...title],
    ];
    for (const args of usage) {
      const run = await cli(args);
      expect(run.code, args.join(' ')).toBe(2);
    }
    const unknown = await cli(['messages', 'send', 'member:nobody-here', ...title, ...files()]);
    expect({ code: unknown.code, said: unknown.stderr.includes('unknown_account') }).toEqual({ code: 1, said: true });
    expect(await unreadCount(suite.t.platform, member.id)).toBe(0);
  });
});
