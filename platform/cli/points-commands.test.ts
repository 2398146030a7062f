import { describe, expect, it } from 'vitest';
import { localOperations } from '../operator/operations.ts';
import { redeemPointReward } from '../modules/rewards/points-spend.ts';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { newMember } from '../testing/slot-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../testing/transaction-password-fixtures.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'points-cli-test-token-0123456789abcdef01';

describe.each(TEST_DATABASES)('npm run platform -- points on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);

  it("shows the seed's rates and changes only what it is given", async () => {
    const shown = await cli(['points', 'show']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Points per 1.00 of valid bet: 1.00');
    expect(shown.stdout).toContain('Conversion: 100 points = 1.00');
    expect(shown.stdout).toContain('Points mall (PTSYS3): on');

    const set = await cli(['points', 'rate', '--earn', '2.5', '--by', 'ana', '--json']);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ earnPoints: '2.50', conversion: { points: 100, amount: '1.00' }, delaySeconds: 60, setBy: 'ana' });
    const conversion = await cli(['points', 'rate', '--convert-points', '50', '--convert-amount', '0.75', '--delay', '5']);
    expect(conversion.stdout).toContain('Conversion: 50 points = 0.75');
    expect(conversion.stdout).toContain('Points per 1.00 of valid bet: 2.50');
    expect(conversion.stdout).toContain('A settled bet earns points 5 s after it settles.');
    expect((await cli(['points', 'rate', '--convert-points', '0'])).stdout).toContain('Conversion: off');

    for (const bad of [[], ['--earn', '1.001'], ['--earn', '-1'], ['--earn', '1001'], ['--delay', '0'], ['--convert-amount', 'one']]) {
      expect((await cli(['points', 'rate', ...bad])).code, bad.join(' ')).toBe(2);
    }
    expect((await cli(['points', 'rate', '--earn', '1', '--convert-points', '100', '--convert-amount', '1', '--delay', '60'])).code).toBe(0);
  });

  it('adds items in both languages, sets their stock and takes them off the catalogue', async () => {
    const listed = await cli(['points', 'items', 'list']);
    expect(listed.stdout).toMatch(/^\d+\s+on\s+physical\s+50\s+-\s+0\.00\s+5\s+Taza BetPlay\s+BetPlay mug$/m);

    const added = await cli([
      'points',
      'items',
      'add',
      '--type',
      'cash',
      '--cash',
      '10',
      '--points',
      '1000',
      '--stock',
      '50',
      '--requirement',
      '100',
      '--name-es',
      'Bono de 10',
      '--name-en',
      '10 bonus',
      '--json',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const item = JSON.parse(added.stdout) as { id: number };
    expect(JSON.parse(added.stdout)).toMatchObject({ type: 'cash', cash: '10.00', points: 1000, requirement: '100.00', stock: 50, active: true });
    expect((await cli(['points', 'items', 'stock', String(item.id), '7'])).stdout).toContain(`Item ${item.id} (10 bonus) has 7 in stock.`);
    expect((await cli(['points', 'items', 'disable', String(item.id)])).stdout).toContain(`Item ${item.id} (10 bonus) is off the catalogue.`);
    expect((await cli(['points', 'items', 'list'])).stdout).toMatch(
      new RegExp(`^${item.id}\\s+off\\s+cash\\s+1000\\s+10\\.00\\s+100\\.00\\s+7\\s+Bono de 10\\s+10 bonus$`, 'm'),
    );

    for (const bad of [
      ['--type', 'cash', '--points', '10', '--stock', '1', '--name-es', 'a', '--name-en', 'b'],
      ['--type', 'physical', '--cash', '1', '--points', '10', '--stock', '1', '--name-es', 'a', '--name-en', 'b'],
      ['--type', 'physical', '--points', '0', '--stock', '1', '--name-es', 'a', '--name-en', 'b'],
      ['--type', 'physical', '--points', '10', '--stock', '-1', '--name-es', 'a', '--name-en', 'b'],
      ['--type', 'voucher', '--points', '10', '--stock', '1', '--name-es', 'a', '--name-en', 'b'],
    ]) {
      expect((await cli(['points', 'items', 'add', ...bad])).code, bad.join(' ')).toBe(2);
    }
    expect((await cli(['points', 'items', 'stock', '999999', '1'])).code).toBe(1);
  });

  it('grants points for support, lists redemptions and approves or rejects one, once', async () => {
    const m = await newMember(suite.t, { balance: 0n });
    await setTransactionPasswordFor(suite.t, m.id);
    const granted = await cli(['points', 'adjust', m.account, '200', '--reason', 'Goodwill for ticket 4411', '--by', 'ana']);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${m.account} now has 200 points (+200).`);
    expect((await cli(['points', 'adjust', m.account, '500', '--debit', '--reason', 'Too much'])).code).toBe(1);
    expect((await cli(['points', 'adjust', m.account, '10', '--reason', 'no'])).code).toBe(2);

    const mug = await localOperations(suite.t.platform).addPointItem({
      type: 'physical',
      points: 50,
      stock: 2,
      requirement: '0',
      nameEs: 'Taza',
      nameEn: 'Mug',
    });
    const redeem = (requestId: string) =>
      redeemPointReward(suite.t.platform, m.id, { itemId: String(mug.id), quantity: 1, transactionPassword: TRANSACTION_PASSWORD, requestId }, 'EN');
    const [first, second] = [await redeem('cli-redeem-0001'), await redeem('cli-redeem-0002')];

    const pending = await cli(['points', 'redemptions', 'list', '--status', 'in_process', '--json']);
    const rows = JSON.parse(pending.stdout) as { id: number; referenceNo: string; account: string }[];
    const idOf = (referenceNo: string) => rows.find((r) => r.referenceNo === referenceNo)!.id;
    expect(rows.filter((r) => r.account === m.account)).toHaveLength(2);

    const approved = await cli(['points', 'approve', String(idOf(first.redemption.referenceNo)), '--remark', 'Sent by courier']);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`(${first.redemption.referenceNo}, ${m.account}, 1 × Mug) is approved.`);
    expect((await cli(['points', 'reject', String(idOf(second.redemption.referenceNo))])).code).toBe(2);
    const rejected = await cli(['points', 'reject', String(idOf(second.redemption.referenceNo)), '--remark', 'No stock at the warehouse']);
    expect(rejected.stdout).toContain('is rejected.');
    expect((await cli(['points', 'approve', String(idOf(second.redemption.referenceNo))])).code).toBe(1);
    expect((await cli(['points', 'redemptions', 'list'])).stdout).toMatch(/rejected\s+\S+\s+Mug\s+physical\s+1\s+50\s+\S+\s+\S+\s+No stock at the warehouse$/m);
    // The rejected mug's points are back: 200 − 50.
    expect((await cli(['points', 'adjust', m.account, '150', '--debit', '--reason', 'Back to zero'])).stdout).toContain(
      `${m.account} now has 0 points (-150).`,
    );
  });
});
