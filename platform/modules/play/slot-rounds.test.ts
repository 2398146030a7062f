import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotRoundSchema, type SlotRound } from '../../../contract/game-play.ts';
import { gameRounds, games, ledgerAccounts, ledgerTransactions } from '../../db/schema/index.ts';
import { checkedPostings } from '../../testing/ledger-checks.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { auditLedger } from '../ledger/index.ts';
import { walletBalance, walletCode } from '../ledger/index.ts';
import { scriptedRng, stopsFor } from './slot-engine.ts';
import type { SlotSymbol } from './slot-paytable.ts';
import { newMember, openSlotPage, pickGame, postRound, roundId, type TestMember } from '../../testing/slot-fixtures.ts';
import { useSlotRng } from './slot-rounds.ts';

const SESSIONS = 20;
const ROUNDS = 1_000;
const RETRIES = 50; // round ids sent a second time, at the same moment as the first
const SEED = 20_000n; // 200.00: far less than the rounds stake, so the wallet runs dry half-way
const STAKES = ['1.00', '2.00', '5.00'];

// Seven losses and three pairs of cherries in every ten spins: the wallet drains, with wins on the way.
const OUTCOMES: SlotSymbol[][] = [...Array<SlotSymbol[]>(7).fill(['lemon', 'plum', 'bell']), ...Array<SlotSymbol[]>(3).fill(['cherry', 'cherry', 'bell'])];

interface Sent {
  roundId: string;
  status: number;
  body: { success: boolean; value?: SlotRound; errorCode?: string };
}

describe.each(TEST_DATABASES)('slot rounds at once on one wallet on %s', (kind) => {
  let t: TestPlatform;
  let member: TestMember;
  let sent: Sent[];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    member = await newMember(t, { balance: SEED });
    const game = await pickGame(t, eq(games.category, 'RNG'));
    const pages = await Promise.all(Array.from({ length: SESSIONS }, () => openSlotPage(t, member, game.id)));
    useSlotRng(t.platform, scriptedRng(OUTCOMES.flatMap((line) => stopsFor(line))));

    const rounds = Array.from({ length: ROUNDS }, (_, i) => ({
      page: pages[i % SESSIONS]!,
      roundId: roundId(),
      stake: STAKES[i % STAKES.length]!,
    }));
    const calls = [...rounds, ...rounds.slice(0, RETRIES)];
    sent = await Promise.all(
      calls.map(async ({ page, ...body }) => {
        const res = await postRound(t, page, body);
        return { roundId: body.roundId, status: res.status, body: (await res.json()) as Sent['body'] };
      }),
    );
  }, 120_000);
  afterAll(() => t.close());

  const settled = () => new Map(sent.filter((s) => s.body.success).map((s) => [s.roundId, slotRoundSchema.parse(s.body.value)]));

  it('refuses rounds only for lack of balance, and plays some and refuses some', () => {
    const refused = sent.filter((s) => !s.body.success);
    expect(refused.every((s) => s.status === 409 && s.body.errorCode === 'balance.not.enough')).toBe(true);
    expect(settled().size).toBeGreaterThan(100);
    expect(refused.length).toBeGreaterThan(100);
  });

  it('answers a round id sent twice at once with one answer', () => {
    const answers = new Map<string, SlotRound[]>();
    for (const s of sent) if (s.body.success) answers.set(s.roundId, [...(answers.get(s.roundId) ?? []), s.body.value!]);
    for (const list of answers.values()) expect(new Set(list.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('writes one round row and one bet per round played', async () => {
    const rows = await t.platform.db.select().from(gameRounds).where(eq(gameRounds.memberId, member.id));
    expect(rows.map((r) => r.roundId).sort()).toEqual([...settled().keys()].sort());
    const bets = await t.platform.db.$count(ledgerTransactions, and(eq(ledgerTransactions.memberId, member.id), eq(ledgerTransactions.kind, 'game.bet')));
    const wins = await t.platform.db.$count(ledgerTransactions, and(eq(ledgerTransactions.memberId, member.id), eq(ledgerTransactions.kind, 'game.win')));
    expect(bets).toBe(rows.length);
    expect(wins).toBe(rows.filter((r) => r.win > 0n).length);
    expect(rows.every((r) => r.transactionId !== null && r.mode === 'real')).toBe(true);
  });

  it('never took the wallet below zero, and it holds the seed plus wins minus stakes', async () => {
    const [wallet] = await t.platform.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, walletCode(member.id)));
    const history = await checkedPostings(t.platform.db, wallet!.id);
    const rows = await t.platform.db.select({ stake: gameRounds.stake, win: gameRounds.win }).from(gameRounds).where(eq(gameRounds.memberId, member.id));
    const expected = rows.reduce((sum, r) => sum + r.win - r.stake, SEED);
    expect((await walletBalance(t.platform, member.id))!.balance).toBe(expected);
    expect(history.at(-1)?.balanceAfter).toBe(expected);
  });

  it('keeps every posting of the ledger summing to zero', async () => {
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
