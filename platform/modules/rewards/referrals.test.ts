import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositTaskSchema } from '../../../contract/deposits.ts';
import { referralDetailsSchema, type ReferralDetails } from '../../../contract/referrals.ts';
import { memberMessages, members, referralRewards } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { setModule } from '../../testing/session-fixtures.ts';
import { newMember, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

describe.each(TEST_DATABASES)('invite friends on %s', (kind) => {
  let t: TestPlatform;

  const details = async (m: TestMember): Promise<ReferralDetails> => {
    const res = await t.request('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { headers: { Authorization: m.token, Language: 'EN' } });
    expect(res.status).toBe(200);
    return referralDetailsSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  /** A friend of `referrer`, as if registered with the referrer's link. */
  const friendOf = async (referrer: TestMember) => {
    const friend = await newMember(t);
    await t.platform.db.update(members).set({ referredBy: referrer.id }).where(eq(members.id, friend.id));
    return friend;
  };
  /** A SPEI deposit request of the member, through the site's call; resolves with its id. */
  const requestDeposit = async (m: TestMember, amount: string) => {
    const res = await t.request('/wps/relay/MCSFE_createDepositTask', {
      method: 'POST',
      headers: { Authorization: m.token, Language: 'EN', 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: `ref-${Math.random().toString(36).slice(2, 12)}`, method: 'spei', amount }),
    });
    return Number(depositTaskSchema.parse(((await res.json()) as { value: unknown }).value).id);
  };
  const pay = async (m: TestMember, amount: string) => localOperations(t.platform).confirmDeposit({ id: await requestDeposit(m, amount), by: 'ops' });
  const balanceOf = async (m: TestMember) => (await walletBalance(t.platform, m.id))?.balance ?? 0n;

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it("pays the referrer once, for a friend's first deposit that reaches the minimum, and lists the friends", async () => {
    const referrer = await newMember(t);
    const before = await details(referrer);
    expect(before).toMatchObject({
      kind: 'referral',
      reward: { amount: '50.00', minDeposit: '200.00' },
      friends: [],
      totals: { invited: 0, deposited: 0, rewards: '0.00' },
    });
    expect(before.code).toMatch(/^[A-Z0-9]{8}$/);

    const rich = await friendOf(referrer);
    const small = await friendOf(referrer);
    await friendOf(referrer);
    await pay(rich, '250.00');
    expect(await balanceOf(referrer)).toBe(5_000n);
    // A second deposit of the same friend pays nothing more.
    await pay(rich, '300.00');
    // A first deposit under the minimum pays nothing, nor does a later, larger one.
    await pay(small, '150.00');
    await pay(small, '500.00');
    expect(await balanceOf(referrer)).toBe(5_000n);

    const after = await details(referrer);
    expect(after.totals).toEqual({ invited: 3, deposited: 2, rewards: '50.00' });
    expect(after.friends.map((f) => [f.account, f.firstDeposit?.amount ?? null, f.reward])).toEqual([
      [expect.stringMatching(/^pl\*\*\*[0-9a-f]{2}$/), null, null],
      [expect.stringMatching(/^pl\*\*\*/), '150.00', null],
      [expect.stringMatching(/^pl\*\*\*/), '250.00', '50.00'],
    ]);
    const messages = await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, referrer.id));
    expect(messages.map((m) => [m.template, m.params?.amount])).toEqual([['referralReward', '50.00']]);
  });

  it('pays once when two first deposits of one friend are confirmed at the same moment', async () => {
    const referrer = await newMember(t);
    const friend = await friendOf(referrer);
    const ids = [await requestDeposit(friend, '200.00'), await requestDeposit(friend, '400.00')];
    await Promise.all(ids.map((id) => localOperations(t.platform).confirmDeposit({ id, by: 'ops' })));
    expect(await balanceOf(referrer)).toBe(5_000n);
    expect(await t.platform.db.select().from(referralRewards).where(eq(referralRewards.friendId, friend.id))).toHaveLength(1);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it("gives an agent the affiliate link, and pays nothing once the operator's reward is 0", async () => {
    const agent = await newMember(t);
    await t.platform.db
      .update(members)
      .set({ type: 1, affiliateCode: `ag${agent.id}` })
      .where(eq(members.id, agent.id));
    expect(await details(agent)).toMatchObject({ kind: 'affiliate', code: `ag${agent.id}`, reward: null, friends: [] });

    const ops = localOperations(t.platform);
    await ops.setReferralSetting({ reward: '0.00', minDeposit: '200.00' });
    try {
      const referrer = await newMember(t);
      expect((await details(referrer)).reward).toBeNull();
      await pay(await friendOf(referrer), '300.00');
      expect(await balanceOf(referrer)).toBe(0n);
    } finally {
      await ops.setReferralSetting({ reward: '50.00', minDeposit: '200.00' });
    }
  });

  it('is for real accounts with a session, while REFERRAL3 is on', async () => {
    expect((await t.request('/wps/relay/MCSFE_getReferralDetails')).status).toBe(401);
    const trial = await newMember(t, { trial: true });
    expect((await t.request('/wps/relay/MCSFE_getReferralDetails', { headers: { Authorization: trial.token } })).status).toBe(403);
    const m = await newMember(t);
    expect((await t.request('/wps/relay/MCSFE_getReferralDetails?autoGenerate=maybe', { headers: { Authorization: m.token } })).status).toBe(422);
    await setModule(t, 'REFERRAL3', false);
    try {
      expect((await t.request('/wps/relay/MCSFE_getReferralDetails', { headers: { Authorization: m.token } })).status).toBe(403);
    } finally {
      await setModule(t, 'REFERRAL3', true);
    }
  });
});
