import { and, count, desc, eq, isNull, min, ne, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { isAgentType } from '../../../contract/limits.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { REFERRAL_FRIENDS_SHOWN, type ReferralDetails } from '../../../contract/referrals.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { operatorAmount } from '../../core/operator-text.ts';
import type { Db, Tx } from '../../db/index.ts';
import { deposits, members, referralRewards } from '../../db/schema/index.ts';
import { maskCustomerName } from '../catalogue/index.ts';
import { newReferralCode, violatedConstraint } from '../identity/index.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import { isModuleEnabled, readSetting, requireModule, writeSetting } from '../system/index.ts';

/*
 * Invite friends (REFERRAL3): a member's referral link, and a reward to the member, once per
 * friend, when the friend's first deposit is paid and reaches the operator's minimum. The reward
 * is paid in the deposit's own transaction, from the house's rewards, as a `referral.reward` event;
 * a unique friend per reward and the ledger's idempotency key make a second payment impossible,
 * even for two first deposits confirmed at the same moment. An agent's link carries the agent's
 * affiliate code instead, and brings their team, not rewards (SPEC section 6).
 */

export const REFERRAL_MODULE = 'REFERRAL3';

/** The operator's reward per friend, in minor units; none while the operator set none. */
const rewardSetting = async (db: Db | Tx) => {
  const setting = await readSetting(db, 'referral');
  if (!setting) return null;
  const amount = parseMinor(setting.reward) ?? 0n;
  return amount > 0n ? { amount, minDeposit: parseMinor(setting.minDeposit) ?? 0n } : null;
};

/** The member's referral code; one made now for an account that has none. */
const referralCodeOf = async (p: Platform, memberId: number, code: string | null): Promise<string> => {
  for (let attempt = 0; !code && attempt < 3; attempt++) {
    try {
      const [row] = await p.db
        .update(members)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(members.id, memberId), isNull(members.referralCode)))
        .returning({ code: members.referralCode });
      code = row?.code ?? (await p.db.select({ code: members.referralCode }).from(members).where(eq(members.id, memberId)))[0]?.code ?? null;
    } catch (error) {
      // A code drawn twice is drawn again; anything else is a real failure.
      if (violatedConstraint(error) !== 'members_referral_code_unique') throw error;
    }
  }
  return code ?? fail('system.error');
};

/** The member's link code, reward and invited friends (`MCSFE_getReferralDetails`). */
export const referralDetails = async (p: Platform, memberId: number): Promise<ReferralDetails> => {
  await requireModule(p, REFERRAL_MODULE);
  const [member] = await p.db
    .select({ type: members.type, referralCode: members.referralCode, affiliateCode: members.affiliateCode })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return fail('login.not.session');
  const code = await referralCodeOf(p, memberId, member.referralCode);
  if (isAgentType(member.type)) {
    return { kind: 'affiliate', code: member.affiliateCode ?? code, reward: null, friends: [], totals: { invited: 0, deposited: 0, rewards: '0.00' } };
  }
  const firstDeposits = p.db
    .select({ memberId: deposits.memberId, paidAt: min(deposits.decidedAt).as('paid_at') })
    .from(deposits)
    .where(eq(deposits.status, 'paid'))
    .groupBy(deposits.memberId)
    .as('first_deposits');
  const [reward, friends, [totals], [paid]] = await Promise.all([
    rewardSetting(p.db),
    p.db
      .select({
        account: members.account,
        registeredAt: members.createdAt,
        paidAt: firstDeposits.paidAt,
        firstAmount: sql<
          string | null
        >`(select ${deposits.amount}::text from ${deposits} where ${deposits.memberId} = ${members.id} and ${deposits.status} = 'paid' order by ${deposits.decidedAt}, ${deposits.id} limit 1)`,
        reward: referralRewards.amount,
      })
      .from(members)
      .leftJoin(firstDeposits, eq(firstDeposits.memberId, members.id))
      .leftJoin(referralRewards, eq(referralRewards.friendId, members.id))
      .where(eq(members.referredBy, memberId))
      .orderBy(desc(members.id))
      .limit(REFERRAL_FRIENDS_SHOWN),
    p.db
      .select({ invited: count(), deposited: count(firstDeposits.memberId) })
      .from(members)
      .leftJoin(firstDeposits, eq(firstDeposits.memberId, members.id))
      .where(eq(members.referredBy, memberId)),
    p.db
      .select({ total: sum(referralRewards.amount) })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, memberId)),
  ]);
  return {
    kind: 'referral',
    code,
    reward: reward ? { amount: formatMinor(reward.amount), minDeposit: formatMinor(reward.minDeposit) } : null,
    friends: friends.map((f) => ({
      account: maskCustomerName(f.account),
      registeredAt: f.registeredAt.toISOString(),
      firstDeposit: f.paidAt && f.firstAmount ? { amount: formatMinor(BigInt(f.firstAmount)), paidAt: f.paidAt.toISOString() } : null,
      reward: f.reward === null ? null : formatMinor(f.reward),
    })),
    totals: { invited: totals?.invited ?? 0, deposited: totals?.deposited ?? 0, rewards: formatMinor(BigInt(paid?.total ?? 0)) },
  };
};

export interface PaidDeposit {
  id: number;
  memberId: number;
  amount: bigint;
  currency: string;
}

/**
 * Pays the referrer of the deposit's member, if this is the member's first paid deposit and it
 * reaches the minimum; in the caller's transaction, which has just marked the deposit paid.
 */
export const payReferralReward = async (tx: Tx, deposit: PaidDeposit): Promise<void> => {
  const [friend] = await tx.select({ account: members.account, referredBy: members.referredBy }).from(members).where(eq(members.id, deposit.memberId));
  if (!friend?.referredBy) return;
  const [earlier] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, deposit.memberId), eq(deposits.status, 'paid'), ne(deposits.id, deposit.id)));
  if ((earlier?.n ?? 0) > 0) return;
  // Read in the deposit's transaction: an embedded database has one connection, which it holds.
  const [reward, enabled, [referrer]] = await Promise.all([
    rewardSetting(tx),
    isModuleEnabled({ db: tx }, REFERRAL_MODULE),
    tx.select({ currency: members.currency }).from(members).where(eq(members.id, friend.referredBy)),
  ]);
  if (!reward || !enabled || !referrer || deposit.amount < reward.minDeposit || referrer.currency !== deposit.currency) return;
  const moved = await transfer(tx, {
    kind: 'referral.reward',
    memberId: friend.referredBy,
    reference: `referral:${deposit.memberId}`,
    idempotencyKey: `referral:${deposit.memberId}`,
    from: await houseAccount(tx, 'house:rewards', referrer.currency),
    to: await ensureWallet(tx, friend.referredBy, referrer.currency),
    amount: reward.amount,
  });
  const [row] = await tx
    .insert(referralRewards)
    .values({ referrerId: friend.referredBy, friendId: deposit.memberId, depositId: deposit.id, amount: reward.amount, transactionId: moved.transactionId })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!row) return;
  await sendSystemMessages(tx, [
    {
      memberId: friend.referredBy,
      template: 'referralReward',
      params: { amount: formatMinor(reward.amount), currency: referrer.currency, friend: maskCustomerName(friend.account) },
    },
  ]);
};

// The operator's side: `referral show | set`.

const moneyText = operatorAmount().transform((text) => formatMinor(parseMinor(text)!));

export const referralSettingInputSchema = z.object({ reward: moneyText, minDeposit: moneyText });

export interface ReferralSettingReport {
  enabled: boolean;
  reward: string;
  minDeposit: string;
}

export const referralSettingReport = async (p: Platform): Promise<ReferralSettingReport> => {
  const [setting, enabled] = await Promise.all([readSetting(p.db, 'referral'), isModuleEnabled(p, REFERRAL_MODULE)]);
  return { enabled, reward: setting?.reward ?? '0.00', minDeposit: setting?.minDeposit ?? '0.00' };
};

/** Sets the reward per friend and the first deposit it needs; a reward of 0 pays none. */
export const setReferralSetting = async (p: Platform, input: z.output<typeof referralSettingInputSchema>): Promise<ReferralSettingReport> => {
  await writeSetting(p, 'referral', input);
  return referralSettingReport(p);
};
