import { describe, expect, it } from 'vitest';
import { playBreaks, playLimits } from '../db/schema/index.ts';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { createMember, uniqueName } from '../testing/session-fixtures.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'responsible-cli-test-token-0123456789abcdef';
const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)('npm run platform -- responsible on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);

  it("lists players' limits and breaks, and reopens an exclusion only once it has ended", async () => {
    const { t } = suite;
    const now = t.platform.now().getTime();
    const ended = await createMember(t, { account: uniqueName('ex'), password: 'Passw0rd!' });
    const running = await createMember(t, { account: uniqueName('ex'), password: 'Passw0rd!' });
    await t.platform.db
      .insert(playLimits)
      .values({ memberId: ended.id, kind: 'deposit', period: 'week', amount: 50_000n, pendingAmount: 90_000n, pendingAt: new Date(now) });
    await t.platform.db.insert(playBreaks).values([
      { memberId: ended.id, kind: 'exclusion', length: '6m', startsAt: new Date(now - 200 * DAY_MS), endsAt: new Date(now - 17 * DAY_MS) },
      { memberId: running.id, kind: 'exclusion', length: '1y', startsAt: new Date(now - DAY_MS), endsAt: new Date(now + 364 * DAY_MS) },
    ]);

    const listed = await cli(['responsible', 'list', '--account', ended.account]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${ended.account}\\s+deposit\\s+week\\s+500\\.00\\s+900\\.00\\s`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${ended.account}\\s+exclusion\\s+6m\\s.*\\sdue\\s+-\\s+-\\s*$`, 'm'));

    const holding = await cli(['responsible', 'list', '--status', 'holding', '--json']);
    expect(holding.code, holding.stderr).toBe(0);
    const accounts = (JSON.parse(holding.stdout) as { breaks: { account: string; state: string }[] }).breaks.map((b) => `${b.account}:${b.state}`);
    expect(accounts).toEqual(expect.arrayContaining([`${ended.account}:due`, `${running.account}:holding`]));

    // Not before its end; then once, with who did it.
    const early = await cli(['responsible', 'reopen', running.account, '--by', 'ana']);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('cannot be lifted early');
    const reopened = await cli(['responsible', 'reopen', ended.account, '--by', 'ana']);
    expect(reopened.code, reopened.stderr).toBe(0);
    expect(reopened.stdout).toMatch(/\sended\s+\S+\s+ana\s*$/m);
    expect((await cli(['responsible', 'reopen', ended.account, '--by', 'ana'])).code).toBe(1);
    expect((await cli(['responsible', 'list', '--status', 'later'])).code).toBe(2);
  });
});
