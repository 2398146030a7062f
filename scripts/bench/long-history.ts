import { and, eq, sql } from 'drizzle-orm';
import { bootPlatform } from '../../platform/boot.ts';
import { ledgerAccounts, members } from '../../platform/db/schema/index.ts';
import { loadEnv } from '../../platform/env.ts';

/**
 * Gives `account` a long history before the server starts: `count` game events on its wallet,
 * a bet of 1.00 then a win of 1.00 in turn, against the house's games account. Written in two
 * statements rather than through the ledger one by one (which would take minutes), with the same
 * rows the ledger writes: each event's postings sum to zero, every balance-after is right, and
 * the balances end where they started.
 */
export const writeLongHistory = async (databaseUrl: string, account: string, count: number): Promise<void> => {
  if (count % 2 !== 0) throw new RangeError('The history is bets and wins in pairs: give an even count');
  const booted = await bootPlatform(loadEnv({ NODE_ENV: 'development', DATABASE_URL: databaseUrl }));
  try {
    const { db } = booted.platform;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, account));
    if (!member) throw new Error(`No member ${account} to write a history for`);
    const [wallet] = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.kind, 'wallet')));
    const [house] = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, 'house:games'));
    if (!wallet || !house) throw new Error(`${account} has no wallet, or the house no games account`);
    if (wallet.balance < 100n) throw new Error(`${account} needs 1.00 to bet`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with events as (
          insert into ledger_transactions (kind, member_id, reference)
          select case when n % 2 = 1 then 'game.bet' else 'game.win' end, ${member.id}, 'bench-' || n
          from generate_series(1, ${count}) as n
          returning id, kind
        )
        insert into ledger_postings (transaction_id, account_id, amount, balance_after)
        select * from (
          select id, ${wallet.id}::bigint, case when kind = 'game.bet' then -100 else 100 end,
                 case when kind = 'game.bet' then ${String(wallet.balance - 100n)}::bigint else ${String(wallet.balance)}::bigint end
          from events order by id
        ) as wallet_side
        union all
        select * from (
          select id, ${house.id}::bigint, case when kind = 'game.bet' then 100 else -100 end,
                 case when kind = 'game.bet' then ${String(house.balance + 100n)}::bigint else ${String(house.balance)}::bigint end
          from events order by id
        ) as house_side`);
    });
  } finally {
    await booted.close();
  }
};
