import type { Platform } from '../../context.ts';
import { ensureWallet, HOUSE_CODES, houseAccount, transfer } from '../../modules/ledger/index.ts';
import { hashPassword } from '../../modules/identity/index.ts';
import { agentRights, members } from '../schema/index.ts';
import { SEED_ACCOUNTS, SEED_CURRENCY, SEED_DIALING_CODE, seedReferralCode } from './identities.ts';

/**
 * Creates the demo accounts of identities.ts, each with its wallet. Seed money is deposited from
 * the house's cash account like any other deposit, so the ledger reconciles from the first day.
 * All in one transaction: a seed that fails half-way leaves an empty database to seed again.
 */
export const seedAccounts = async (p: Platform) => {
  // argon2id is deliberately slow; the hashes run side by side on the thread pool.
  const hashes = await Promise.all(SEED_ACCOUNTS.map((a) => hashPassword(a.password)));
  const currency = SEED_CURRENCY.code;
  const now = p.now();
  await p.db.transaction(async (tx) => {
    for (const code of HOUSE_CODES) await houseAccount(tx, code, currency);
    const cash = await houseAccount(tx, 'house:cash', currency);
    const ids = new Map<string, number>();
    for (const [i, seed] of SEED_ACCOUNTS.entries()) {
      const parentId = seed.parent === null ? null : ids.get(seed.parent);
      if (parentId === undefined) throw new Error(`Seed account ${seed.account} is listed before its upline ${seed.parent}`);
      const [row] = await tx
        .insert(members)
        .values({
          account: seed.account,
          nickname: seed.nickname,
          type: seed.type,
          passwordHash: hashes[i]!,
          passwordChangedAt: now,
          parentId,
          affiliateCode: seed.affiliateCode ?? null,
          referralCode: seedReferralCode(seed.account),
          mobileNum: seed.mobileNum,
          countryDialingCode: SEED_DIALING_CODE,
          email: seed.email,
          currency,
          createdAt: now,
        })
        .returning({ id: members.id });
      const memberId = row!.id;
      ids.set(seed.account, memberId);
      if (seed.rights?.length) await tx.insert(agentRights).values(seed.rights.map((right) => ({ memberId, right })));
      const wallet = await ensureWallet(tx, memberId, currency);
      if (seed.balance > 0n) {
        await transfer(tx, {
          kind: 'seed.deposit',
          memberId,
          reference: 'seed',
          idempotencyKey: `seed:${seed.account}`,
          from: cash,
          to: wallet,
          amount: seed.balance,
        });
      }
    }
  });
};
