import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotRoundSchema, slotSessionSchema } from '../../contract/game-play.ts';
import { parseMinor } from '../../contract/wallet.ts';
import { rankListSchema } from '../../contract/games.ts';
import { bigWins, gameRounds, games, gameSessions, ledgerTransactions, members } from '../db/schema/index.ts';
import { walletBalance } from '../modules/ledger/index.ts';
import { scriptedRng, stopsFor } from '../modules/play/index.ts';
import { envelopeOf, newMember, openSlotPage, pickGame, playRound, postRound, roundId, type TestMember } from '../testing/slot-fixtures.ts';
import { useSlotRng } from '../modules/play/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const LOSE = stopsFor(['lemon', 'plum', 'bell']);
const TWO_CHERRIES = stopsFor(['cherry', 'cherry', 'bell']);
const SEVENS = stopsFor(['seven', 'seven', 'seven']);

describe.each(TEST_DATABASES)('the embedded game server (/gs) on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let game: Awaited<ReturnType<typeof pickGame>>;

  const envelope = envelopeOf;
  const round = (page: string, stake: string, id?: string) => playRound(t, page, stake, id);
  const balanceOf = async (m: TestMember) => (await walletBalance(t.platform, m.id))!.balance;
  const roundsOf = (m: TestMember) => t.platform.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
  const betsOf = (m: TestMember) =>
    t.platform.db.$count(ledgerTransactions, and(eq(ledgerTransactions.memberId, m.id), eq(ledgerTransactions.kind, 'game.bet')));
  const rigTo = (stops: number[]) => useSlotRng(t.platform, scriptedRng(stops));

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    game = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'), eq(games.freeplay, true));
  });
  afterAll(() => t.close());

  describe('rounds in real money', () => {
    it('answers the launch, then settles a round: stake out, win in, one bet row', async () => {
      const player = await newMember(t, { balance: 100_000n });
      const page = await openSlotPage(t, player, game.id);
      const view = slotSessionSchema.parse((await envelope(await t.request(`/gs/api/slot/${page}`))).value);
      expect(view).toMatchObject({
        gameName: game.nameEn,
        vendor: 'PG Soft',
        mode: 'real',
        currency: 'MXN',
        balance: '1000.00',
        net: '0.00',
        rounds: 0,
        startedAt: clock,
      });
      expect(view.stakes).toEqual(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00']);

      rigTo(TWO_CHERRIES);
      const played = await round(page, '5.00');
      expect(played).toMatchObject({ status: 200, success: true });
      const r = slotRoundSchema.parse(played.value);
      expect(r).toMatchObject({ stake: '5.00', win: '10.00', multiplier: 2, balance: '1005.00', net: '5.00', rounds: 1 });
      expect(r.reels.map((reel) => reel[1])).toEqual(['cherry', 'cherry', 'bell']);
      expect(await balanceOf(player)).toBe(100_500n);
      const rows = await roundsOf(player);
      expect(rows).toEqual([expect.objectContaining({ mode: 'real', stake: 500n, win: 1_000n, transactionId: expect.any(Number) })]);
      expect(await betsOf(player)).toBe(1);

      rigTo(LOSE);
      expect(slotRoundSchema.parse((await round(page, '1.00')).value)).toMatchObject({
        win: '0.00',
        multiplier: 0,
        balance: '1004.00',
        net: '4.00',
        rounds: 2,
      });
      expect(slotSessionSchema.parse((await envelope(await t.request(`/gs/api/slot/${page}`))).value)).toMatchObject({
        balance: '1004.00',
        net: '4.00',
        rounds: 2,
      });
    });

    it('plays a round once per round id: a retry, even at the same moment, gets the first answer and moves nothing', async () => {
      const player = await newMember(t, { balance: 100_000n });
      const page = await openSlotPage(t, player, game.id);
      rigTo(LOSE);
      const id = roundId();
      const [a, b] = await Promise.all([round(page, '2.00', id), round(page, '2.00', id)]);
      rigTo(SEVENS);
      const c = await round(page, '2.00', id);
      expect(a).toMatchObject({ status: 200, success: true });
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(await roundsOf(player)).toHaveLength(1);
      expect(await betsOf(player)).toBe(1);
      expect(await balanceOf(player)).toBe(99_800n);
      expect(await round(page, '5.00', id)).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
    });

    it('refuses a stake off the list, and a stake the balance cannot cover, writing nothing', async () => {
      const player = await newMember(t, { balance: 150n });
      const page = await openSlotPage(t, player, game.id);
      rigTo(LOSE);
      expect(await round(page, '3.00')).toMatchObject({ status: 422, errorCode: 'game.stake.invalid' });
      expect(await round(page, '1.005')).toMatchObject({ status: 422, errorCode: 'request_param_err' });
      expect(await envelope(await postRound(t, page, { roundId: 'short', stake: '1.00' }))).toMatchObject({
        status: 422,
        errorCode: 'request_param_err',
      });
      const poor = await round(page, '2.00');
      expect(poor).toMatchObject({ status: 409, errorCode: 'balance.not.enough' });
      expect(await roundsOf(player)).toEqual([]);
      expect(await betsOf(player)).toBe(0);
      expect(await balanceOf(player)).toBe(150n);
      expect(await round(page, '1.00')).toMatchObject({ status: 200, value: { balance: '0.50' } });
    });

    it('feeds the jackpot pool its share of every stake', async () => {
      // The pool is spread over the house's jackpot shards: what players see is their sum.
      const pool = async () => parseMinor(((await (await t.request('/wps/relay/VIS_getJackpot')).json()) as { value: { amount: string } }).value.amount)!;
      const player = await newMember(t, { balance: 1_000_000n });
      const page = await openSlotPage(t, player, game.id);
      rigTo(LOSE);
      const before = await pool();
      await round(page, '100.00');
      await round(page, '1.00');
      // 0.5 % of 100.00 is 0.50; 0.5 % of 1.00 is half a cent, which rounds down to nothing.
      expect((await pool()) - before).toBe(50n);
    });

    it('puts a big win on the winner board under the masked account name', async () => {
      // The seed's own big wins would fill the board's twenty places.
      await t.platform.db.delete(bigWins);
      const player = await newMember(t, { balance: 1_000_000n });
      const page = await openSlotPage(t, player, game.id);
      rigTo(SEVENS);
      expect(slotRoundSchema.parse((await round(page, '100.00')).value)).toMatchObject({
        win: '10000.00',
        multiplier: 100,
        balance: '19900.00',
      });
      const board = await envelope(await t.request('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20'));
      const entries = rankListSchema.parse(board.value).list.map((e) => e.vo);
      const masked = `${player.account.slice(0, 2)}***${player.account.slice(-2)}`;
      expect(entries).toContainEqual(expect.objectContaining({ customerName: masked, winAmount: '10000.00', gameName: game.nameEn, nodeId: game.nodeId }));

      rigTo(TWO_CHERRIES);
      await round(page, '100.00');
      expect(
        rankListSchema.parse((await envelope(await t.request('/wps/relay/GCSGAME_getRankList'))).value).list.filter((e) => e.vo.customerName === masked),
      ).toHaveLength(1);
    });

    it('stops the page of an account locked since the launch', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      await t.platform.db.update(members).set({ status: 'locked' }).where(eq(members.id, player.id));
      expect(await round(page, '1.00')).toMatchObject({ status: 410, errorCode: 'game.session.expired' });
      expect(await balanceOf(player)).toBe(10_000n);
    });

    it('ends the game with the site session that launched it: logging out stops it', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      expect((await round(page, '1.00')).success).toBe(true);
      const out = await t.request('/wps/session/logout', { method: 'DELETE', headers: { Authorization: player.token } });
      expect(out.status).toBe(200);
      const before = await balanceOf(player);
      expect(await round(page, '1.00')).toMatchObject({ status: 410, errorCode: 'game.session.expired' });
      expect(await balanceOf(player)).toBe(before);
      expect((await t.request(`/gs/slot/${page}`)).status).toBe(410);
    });

    it('ends a launch that names no site session, or names it wrongly, without moving money', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      for (const options of [{}, { siteSessionId: 'x' }, { siteSessionId: -1 }, { siteSessionId: 99_999_999 }]) {
        await t.platform.db.update(gameSessions).set({ options }).where(eq(gameSessions.memberId, player.id));
        expect(await round(page, '1.00'), JSON.stringify(options)).toMatchObject({ status: 410, errorCode: 'game.session.expired' });
      }
      expect(await balanceOf(player)).toBe(10_000n);
    });

    it('keeps the site session from going idle while the member plays, and ends with it once idle', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      const idleMs = t.platform.env.SESSION_IDLE_MINUTES * 60_000;
      // Playing every so often, never leaving the game, keeps the site session alive past its idle limit.
      for (let i = 0; i < 3; i += 1) {
        clock += idleMs / 2;
        expect((await round(page, '1.00')).success).toBe(true);
      }
      const site = await t.request('/wps/v2/wallets/balance', { headers: { Authorization: player.token } });
      expect(site.status).toBe(200);
      clock += idleMs + 1000;
      expect(await round(page, '1.00')).toMatchObject({ status: 410, errorCode: 'game.session.expired' });
    });
  });

  describe('rounds in free play', () => {
    it('plays from the launch’s own balance and never touches the ledger', async () => {
      const trial = await newMember(t, { trial: true });
      const page = await openSlotPage(t, trial, game.id, 0);
      const transactions = await t.platform.db.$count(ledgerTransactions);
      rigTo(TWO_CHERRIES);
      expect(slotRoundSchema.parse((await round(page, '100.00')).value)).toMatchObject({
        win: '200.00',
        balance: '2100.00',
        net: '100.00',
        rounds: 1,
      });
      rigTo(LOSE);
      expect(slotRoundSchema.parse((await round(page, '50.00')).value)).toMatchObject({ balance: '2050.00', net: '50.00', rounds: 2 });
      expect(await t.platform.db.$count(ledgerTransactions)).toBe(transactions);
      expect(await roundsOf(trial)).toEqual([
        expect.objectContaining({ mode: 'free', transactionId: null }),
        expect.objectContaining({ mode: 'free', transactionId: null }),
      ]);
      expect(slotSessionSchema.parse((await envelope(await t.request(`/gs/api/slot/${page}`))).value)).toMatchObject({
        mode: 'free',
        balance: '2050.00',
      });
    });

    it('cannot spend more than the free balance', async () => {
      const trial = await newMember(t, { trial: true });
      const page = await openSlotPage(t, trial, game.id, 0);
      await t.platform.db.update(gameSessions).set({ freeBalance: 150n }).where(eq(gameSessions.memberId, trial.id));
      rigTo(SEVENS);
      expect(await round(page, '2.00')).toMatchObject({ status: 409, errorCode: 'balance.not.enough' });
      expect(await roundsOf(trial)).toEqual([]);
      expect((await t.platform.db.select().from(gameSessions).where(eq(gameSessions.memberId, trial.id)))[0]!.freeBalance).toBe(150n);
    });
  });
});
