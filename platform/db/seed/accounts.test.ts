import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../modules/ledger/index.ts';
import { walletBalance } from '../../modules/ledger/index.ts';
import { verifyPassword } from '../../modules/identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { ledgerAccounts, ledgerTransactions, members } from '../schema/index.ts';
import { seedJackpotAmount } from './games.ts';
import { SEED_ACCOUNTS, SEED_CURRENCY } from './identities.ts';

const parents = alias(members, 'parents');

describe.each(TEST_DATABASES)('seed accounts on %s', (kind) => {
  let t: TestPlatform;
  let rows: {
    id: number;
    account: string;
    type: number;
    parent: string | null;
    affiliateCode: string | null;
    currency: string;
    passwordHash: string;
  }[];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    rows = await t.platform.db
      .select({
        id: members.id,
        account: members.account,
        type: members.type,
        parent: parents.account,
        affiliateCode: members.affiliateCode,
        currency: members.currency,
        passwordHash: members.passwordHash,
      })
      .from(members)
      .leftJoin(parents, eq(parents.id, members.parentId))
      .orderBy(asc(members.id));
  });
  afterAll(() => t.close());

  it('creates every identity, in order, with its type, upline, code and currency', () => {
    expect(rows.map(({ account, type, parent, affiliateCode, currency }) => ({ account, type, parent, affiliateCode, currency }))).toEqual(
      SEED_ACCOUNTS.map((a) => ({
        account: a.account,
        type: a.type,
        parent: a.parent,
        affiliateCode: a.affiliateCode ?? null,
        currency: SEED_CURRENCY.code,
      })),
    );
  });

  it('stores argon2id hashes of the seed passwords, each with its own salt', async () => {
    expect(rows.every((row) => row.passwordHash.startsWith('$argon2id$'))).toBe(true);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(rows.length);
    const checks = await Promise.all(rows.map((row, i) => verifyPassword(row.passwordHash, SEED_ACCOUNTS[i]!.password)));
    expect(checks.every(Boolean)).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'not-the-password')).toBe(false);
  });

  it('funds each wallet with its seed balance through a deposit from the house cash account', async () => {
    for (const [i, row] of rows.entries()) {
      expect(await walletBalance(t.platform, row.id)).toEqual({ currency: SEED_CURRENCY.code, balance: SEED_ACCOUNTS[i]!.balance });
    }
    const deposits = await t.platform.db
      .select({ memberId: ledgerTransactions.memberId })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'seed.deposit'))
      .orderBy(asc(ledgerTransactions.id));
    const funded = rows.filter((_, i) => SEED_ACCOUNTS[i]!.balance > 0n).map((row) => row.id);
    expect(deposits.map((d) => d.memberId)).toEqual(funded);

    const [cash] = await t.platform.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:cash'));
    // The house cash also funds the jackpot pool (games.ts); the rest went to the demo wallets.
    const seeded = SEED_ACCOUNTS.reduce((sum, a) => sum + a.balance, 0n) + seedJackpotAmount();
    expect(cash).toMatchObject({ kind: 'house', allowNegative: true, balance: -seeded });
  });

  it('leaves a ledger that reconciles', async () => {
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
