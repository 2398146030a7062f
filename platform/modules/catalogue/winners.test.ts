import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankListSchema } from '../../../contract/games.ts';
import { bigWins, members } from '../../db/schema/index.ts';
import { SEED_PLAYER } from '../../db/seed/identities.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { BIG_WIN_THRESHOLD_MINOR, maskCustomerName, rankList, recordBigWin } from './winners.ts';

describe('maskCustomerName', () => {
  it.each([
    ['player01', 'pl***01'],
    ['carlos_mx', 'ca***mx'],
    ['abcde', 'ab***de'],
    ['abcd', 'a***'],
    ['x', 'x***'],
    ['', '***'],
    ['ñoño2026', 'ño***26'],
  ])('%s becomes %s', (name, masked) => expect(maskCustomerName(name)).toBe(masked));
});

describe.each(TEST_DATABASES)('winner board on %s', (kind) => {
  let t: TestPlatform;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    [{ id: memberId }] = (await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account))) as [{ id: number }];
  });
  afterAll(() => t.close());

  it('ignores wins below the threshold', async () => {
    const before = await t.platform.db.$count(bigWins);
    expect(await recordBigWin(t.platform.db, { memberId, customerName: SEED_PLAYER.account, gameId: 1, amount: BIG_WIN_THRESHOLD_MINOR - 1n })).toBeNull();
    expect(await t.platform.db.$count(bigWins)).toBe(before);
  });

  it('puts a big win on the board inside the caller transaction, masked, ranked by amount', async () => {
    const id = await t.platform.db.transaction((tx) => recordBigWin(tx, { memberId, customerName: SEED_PLAYER.account, gameId: 2, amount: 999_999_999_99n }));
    expect(id).toBeGreaterThan(0);
    const board = rankListSchema.parse(await rankList(t.platform, 'ALL', 3, 'EN'));
    expect(board.list).toHaveLength(3);
    expect(board.list[0]!.vo).toMatchObject({
      customerName: 'pl***01',
      winAmount: '999999999.99',
      nodeId: 100_002,
      iconUrl: expect.stringMatching(/^\/cdn\/games\/2\.svg\?v=[\w-]{12}$/),
    });
    const rng = rankListSchema.parse(await rankList(t.platform, 'RNG', 20, 'EN'));
    expect(rng.list[0]!.vo.winAmount).toBe('999999999.99');
    const live = rankListSchema.parse(await rankList(t.platform, 'LIVE', 20, 'EN'));
    expect(live.list.some((w) => w.vo.winAmount === '999999999.99')).toBe(false);
  });

  it('rolls a win back with the transaction that failed to pay it', async () => {
    const before = await t.platform.db.$count(bigWins);
    await expect(
      t.platform.db.transaction(async (tx) => {
        await recordBigWin(tx, { memberId, customerName: SEED_PLAYER.account, gameId: 3, amount: BIG_WIN_THRESHOLD_MINOR });
        throw new Error('payout failed');
      }),
    ).rejects.toThrow('payout failed');
    expect(await t.platform.db.$count(bigWins)).toBe(before);
  });
});
