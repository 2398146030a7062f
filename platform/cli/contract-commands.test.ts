import { describe, expect, it } from 'vitest';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'contracts-cli-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('npm run platform -- contracts and settlements on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);

  it("lists the seed's site contracts, and offers a top agent another that it must accept", async () => {
    const listed = await cli(['contracts', 'list', '--account', 'agent01']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^\d+\s+dailySalary\s+agent01\s+\(site\)\s+A\s+1\s/m);
    expect(listed.stdout).toMatch(/^\d+\s+dividend\s+agent01\s+\(site\)\s+A\s+1\s.*\smonthly\s/m);

    const terms = JSON.stringify({ cycle: null, tiers: [{ minBet: '100', minLoss: '0', minActive: 1, rateType: 'P', rate: '0.6' }] });
    const offered = await cli(['contracts', 'offer', '--account', 'agent01', '--kind', 'hourlySalary', '--terms', terms, '--json']);
    expect(offered.code, offered.stderr).toBe(0);
    expect(JSON.parse(offered.stdout)).toMatchObject({
      kind: 'hourlySalary',
      holder: 'agent01',
      upline: null,
      status: 'P',
      terms: { tiers: [{ minBet: '100.00', rate: '0.6' }] },
    });
    // A second request while one waits, a sub-agent, bad terms, and no terms at all.
    expect((await cli(['contracts', 'offer', '--account', 'agent01', '--kind', 'hourlySalary', '--terms', terms])).code).toBe(1);
    expect((await cli(['contracts', 'offer', '--account', 'agent02', '--kind', 'hourlySalary', '--terms', terms])).code).toBe(1);
    const bad = JSON.stringify({ cycle: null, tiers: [{ minBet: '100', minLoss: '0', minActive: 1, rate: '101' }] });
    expect((await cli(['contracts', 'offer', '--account', 'agent01', '--kind', 'hourlySalary', '--terms', bad])).code).toBe(1);
    expect((await cli(['contracts', 'offer', '--account', 'agent01', '--kind', 'hourlySalary'])).code).toBe(2);
    expect((await cli(['contracts', 'offer', '--account', 'agent01', '--kind', 'weekly', '--terms', terms])).code).toBe(2);
  });

  it('runs a settlement pass that pays nothing twice, and lists and shows settlements', async () => {
    const first = await cli(['settlements', 'run', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const again = await cli(['settlements', 'run']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Nothing to settle');
    const listed = await cli(['settlements', 'list', '--kind', 'dailySalary']);
    expect(listed.code, listed.stderr).toBe(0);
    // The seed's contracts began now: no period of theirs has ended with anything earned.
    expect(listed.stdout.trim()).toBe('(none)');
    expect((await cli(['settlements', 'show', '999999', '2026-11-27T00:00:00Z'])).code).toBe(1);
    expect((await cli(['settlements', 'show', '1', 'yesterday'])).code).toBe(2);
  });
});
