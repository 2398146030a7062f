import { describe, expect, it } from 'vitest';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'rewards-cli-test-token-0123456789abcdef0';

describe.each(TEST_DATABASES)('npm run platform -- rebate and red-envelope on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);

  it("lists the seed's rates and changes one, with two decimals at most and 10 % at most", async () => {
    const listed = await cli(['rebate', 'rates']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^RNG\s+0\.80$/m);
    expect(listed.stdout).toMatch(/^LOTT\s+0\.30$/m);
    expect(listed.stdout).toContain('Manual rebate (MANPLAYREB3): on');

    const set = await cli(['rebate', 'set', 'live', '1.5', '--json']);
    expect(set.code, set.stderr).toBe(0);
    expect((JSON.parse(set.stdout) as { rates: { category: string; percent: string }[] }).rates).toContainEqual({ category: 'LIVE', percent: '1.50' });
    expect((await cli(['rebate', 'rates'])).stdout).toMatch(/^LIVE\s+1\.50$/m);

    for (const args of [
      ['POKER', '1'],
      ['RNG', '10.01'],
      ['RNG', '0.005'],
      ['RNG', '-1'],
      ['RNG', 'one'],
    ]) {
      expect((await cli(['rebate', 'set', ...args])).code, args.join(' ')).toBe(2);
    }
    expect((await cli(['rebate', 'rates'])).stdout).toMatch(/^RNG\s+0\.80$/m);
  });

  it('sets how long after it settles a bet counts, from one second to a day', async () => {
    expect((await cli(['rebate', 'rates'])).stdout).toContain('A settled bet counts 60 s after it settles.');
    const set = await cli(['rebate', 'delay', '5']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('A settled bet counts 5 s after it settles.');
    expect(set.stdout).toMatch(/^LIVE\s+1\.50$/m);
    for (const seconds of ['0', '86401', 'soon']) expect((await cli(['rebate', 'delay', seconds])).code, seconds).toBe(2);
    expect((await cli(['rebate', 'delay', '60'])).code).toBe(0);
  });

  it('creates a red-envelope event, lists it and ends it early, refusing amounts that do not hold', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const base = ['--title-es', 'Sobres', '--title-en', 'Envelopes', '--from', from, '--until', until];
    const created = await cli(['red-envelope', 'create', ...base, '--budget', '500', '--min', '0.5', '--max', '20', '--by', 'ana', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const event = JSON.parse(created.stdout) as { id: number; state: string; budget: string; min: string; max: string; createdBy: string };
    expect(event).toMatchObject({ state: 'open', budget: '500.00', min: '0.50', max: '20.00', createdBy: 'ana' });

    const listed = await cli(['red-envelope', 'list']);
    expect(listed.stdout).toMatch(new RegExp(`^${event.id}\\s+open\\s+.*Sobres\\s+Envelopes\\s+500\\.00 MXN\\s+0\\.50\\s+20\\.00\\s+0\\.00\\s+0\\s+ana$`, 'm'));
    const ended = await cli(['red-envelope', 'end', String(event.id)]);
    expect(ended.code, ended.stderr).toBe(0);
    expect(ended.stdout).toContain(`Red-envelope event ${event.id} is ended: 0 envelopes paid 0.00 MXN of 500.00.`);

    for (const bad of [
      ['--budget', '10', '--min', '1', '--max', '20'],
      ['--budget', '10', '--min', '2', '--max', '1'],
      ['--budget', '10', '--min', '0', '--max', '1'],
      ['--budget', 'ten', '--min', '1', '--max', '2'],
      ['--min', '1', '--max', '2'],
    ]) {
      expect((await cli(['red-envelope', 'create', ...base, ...bad])).code, bad.join(' ')).toBe(2);
    }
    expect((await cli(['red-envelope', 'end', '999999'])).code).toBe(1);
  });

  it('shows and sets the invite-friends reward', async () => {
    expect((await cli(['referral', 'show'])).stdout).toContain("Each friend's first deposit of 200.00 or more pays the member who invited them 50.00.");
    const set = await cli(['referral', 'set', '--reward', '25.5', '--min-deposit', '100']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain("Each friend's first deposit of 100.00 or more pays the member who invited them 25.50.");
    expect((await cli(['referral', 'set', '--reward', '0', '--min-deposit', '100'])).stdout).toContain('Referrals pay no reward.');
    for (const bad of [
      ['--reward', '-1', '--min-deposit', '1'],
      ['--reward', '1.001', '--min-deposit', '1'],
      ['--reward', '5'],
    ]) {
      expect((await cli(['referral', 'set', ...bad])).code, bad.join(' ')).toBe(2);
    }
    expect((await cli(['referral', 'set', '--reward', '50', '--min-deposit', '200'])).code).toBe(0);
  });

  it('lists, adds and disables missions, refusing a mission that does not hold', async () => {
    expect((await cli(['missions', 'list'])).stdout).toMatch(/^\d+\s+on\s+wager\s+daily\s+RNG\s+100\.00\s+5\.00\s+Apuesta 100 en tragamonedas/m);
    const added = await cli([
      'missions',
      'add',
      '--kind',
      'lotteryTickets',
      '--period',
      'weekly',
      '--target',
      '20',
      '--reward',
      '12.5',
      '--title-es',
      'Veinte boletos',
      '--title-en',
      'Twenty tickets',
      '--json',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const mission = JSON.parse(added.stdout) as { id: number; target: string; reward: string; active: boolean };
    expect(mission).toMatchObject({ target: '20', reward: '12.50', active: true });
    const off = await cli(['missions', 'disable', String(mission.id)]);
    expect(off.stdout).toContain(`Mission ${mission.id} is off; its reward was claimed 0 times.`);
    for (const bad of [
      ['--kind', 'poker', '--period', 'daily', '--target', '1', '--reward', '1'],
      ['--kind', 'loginDays', '--period', 'daily', '--target', '1.5', '--reward', '1'],
      ['--kind', 'deposit', '--period', 'daily', '--target', '100', '--reward', '1', '--category', 'RNG'],
      ['--kind', 'wager', '--period', 'monthly', '--target', '100', '--reward', '1'],
      ['--kind', 'wager', '--period', 'daily', '--target', '0', '--reward', '1'],
    ]) {
      expect((await cli(['missions', 'add', ...bad, '--title-es', 'T', '--title-en', 'T'])).code, bad.join(' ')).toBe(2);
    }
    expect((await cli(['missions', 'disable', '999999'])).code).toBe(1);
  });

  it("lists the seed's promotions, adds a first-deposit bonus and a sign-up reward, and ends one", async () => {
    const listed = await cli(['promotions', 'list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/\bopen\s+firstDeposit\s+100\.00 % of the first deposit up to 2000\.00\s+3x\b/);
    expect(listed.stdout).toMatch(/\bopen\s+signUp\s+8\.00 once per new account\s+1x\b/);
    expect(listed.stdout).toMatch(/\bopen\s+weeklyLoss\s+10\.00 % of last week's net loss up to 1000\.00\s+1x\b/);

    const from = new Date(Date.now() - 60_000).toISOString();
    const base = ['--title-es', 'Bono', '--title-en', 'Bonus', '--text-es', 'Reglas', '--text-en', 'Rules', '--from', from];
    const added = await cli([
      'promotions',
      'add',
      '--kind',
      'firstDeposit',
      '--percent',
      '50',
      '--cap',
      '300',
      '--turnover',
      '5',
      ...base,
      '--by',
      'ana',
      '--json',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const promotion = JSON.parse(added.stdout) as { id: number; open: boolean; percent: string; cap: string; turnoverTimes: number; createdBy: string };
    expect(promotion).toMatchObject({ open: true, percent: '50.00', cap: '300.00', turnoverTimes: 5, createdBy: 'ana' });
    const reward = await cli(['promotions', 'add', '--kind', 'signUp', '--reward', '12.5', '--turnover', '0', ...base]);
    expect(reward.code, reward.stderr).toBe(0);
    expect(reward.stdout).toMatch(/^Promotion \d+ \(signUp, open\): 12\.50 once per new account, turnover 0x\.$/m);

    const ended = await cli(['promotions', 'end', String(promotion.id)]);
    expect(ended.code, ended.stderr).toBe(0);
    expect(ended.stdout).toContain(`Promotion ${promotion.id} is closed: 0 bonuses paid 0.00 MXN.`);
    expect((await cli(['promotions', 'list'])).stdout).toMatch(new RegExp(`^${promotion.id}\\s+closed\\s+firstDeposit`, 'm'));

    for (const bad of [
      ['--kind', 'firstDeposit', '--percent', '50', '--turnover', '1'],
      ['--kind', 'firstDeposit', '--percent', '0', '--cap', '10', '--turnover', '1'],
      ['--kind', 'firstDeposit', '--percent', '50', '--cap', '10', '--reward', '5', '--turnover', '1'],
      ['--kind', 'signUp', '--reward', '5', '--turnover', '101'],
      ['--kind', 'signUp', '--reward', '0', '--turnover', '1'],
      ['--kind', 'lottery', '--reward', '5', '--turnover', '1'],
      ['--kind', 'signUp', '--reward', '5'],
    ]) {
      expect((await cli(['promotions', 'add', ...bad, ...base])).code, bad.join(' ')).toBe(2);
    }
    expect((await cli(['promotions', 'end', '999999'])).code).toBe(1);
  });
});
