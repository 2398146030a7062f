import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotRoundSchema, slotSessionSchema } from '../../contract/game-play.ts';
import { rankListSchema } from '../../contract/games.ts';
import { bigWins, gameRounds, games, gameSessions, ledgerAccounts, ledgerTransactions, members, settings } from '../db/schema/index.ts';
import { GAME_SESSION_TTL_MS } from '../modules/play/index.ts';
import { invalidateSite, setMaintenance } from '../modules/system/index.ts';
import { walletBalance } from '../modules/ledger/index.ts';
import { scriptedRng, stopsFor } from '../modules/play/index.ts';
import { newMember, openSlotPage, pickGame, postRound, roundId, type TestMember } from '../testing/slot-fixtures.ts';
import { gameAssets } from './assets/game-assets.ts';
import { contentHash } from './assets/asset-names.ts';
import { useSlotRng } from '../modules/play/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const LOSE = stopsFor(['lemon', 'plum', 'bell']);
const TWO_CHERRIES = stopsFor(['cherry', 'cherry', 'bell']);
const SEVENS = stopsFor(['seven', 'seven', 'seven']);

describe.each(TEST_DATABASES)('the embedded game server (/gs) on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let game: Awaited<ReturnType<typeof pickGame>>;

  const envelope = async (res: Response) => ({
    status: res.status,
    ...((await res.json()) as { success: boolean; value: unknown; errorCode?: string }),
  });
  const round = async (page: string, stake: string, id = roundId()) => envelope(await postRound(t, page, { roundId: id, stake }));
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

  describe('the game page', () => {
    it('is a complete page in the launch language, under a strict policy', async () => {
      const player = await newMember(t, { balance: 123_456n });
      const res = await t.request(`/gs/slot/${await openSlotPage(t, player, game.id)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`<h1 id="slot-title">${game.nameEn}</h1>`);
      expect(html).toContain('by PG Soft');
      expect(html).toContain('1,234.56 MXN');
      expect(html).toContain(`/cdn/games/${game.id}.svg`);
      const { url } = await gameAssets();
      expect(html).toContain(`<script src="${url['slot.js']}" defer=""></script>`);
      expect(html).toContain(`<link rel="stylesheet" href="${url['slot.css']}"/>`);
      expect(html).toMatch(/role="status" aria-live="polite"/);
      expect(html).toMatch(/<label>Stake\s*<select id="slot-stake"/);
      expect(html).not.toMatch(/autoplay|turbo/i);
      // The only inline script is data; nothing runs without the hashed file.
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1])).toEqual([' type="application/json" id="slot-data"']);
    });

    it('speaks Spanish for a Spanish launch and shows the free balance in free play', async () => {
      const trial = await newMember(t, { trial: true });
      const html = await (await t.request(`/gs/slot/${await openSlotPage(t, trial, game.id, 0, 'ES')}`)).text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain(game.nameEs);
      expect(html).toContain('>Girar</button>');
      expect(html).toContain('Juego gratis');
      // Money as the market writes it (es-MX), the same as on the site: never Spain's 2.000,00.
      expect(html).toContain('2,000.00 MXN');
      expect(html).not.toContain('2.000,00');
    });

    it("writes money in the market's locale, which is a setting", async () => {
      const trial = await newMember(t, { trial: true });
      const market = async (locales: { ES: string; EN: string }) => {
        await t.platform.db
          .update(settings)
          .set({ value: { code: 'MXN', locales } })
          .where(eq(settings.key, 'currency'));
        invalidateSite(t.platform);
      };
      try {
        await market({ ES: 'es-ES', EN: 'en-US' });
        const html = await (await t.request(`/gs/slot/${await openSlotPage(t, trial, game.id, 0, 'ES')}`)).text();
        expect(html).toContain('2.000,00 MXN');
        expect(html).toContain('"locale":"es-ES"');
      } finally {
        await market({ ES: 'es-MX', EN: 'en-US' });
      }
    });

    it('answers a bad or ended link with a translated page, never JSON and never 401', async () => {
      const unknown = await t.request(`/gs/slot/${'x'.repeat(43)}`, { headers: { Cookie: 'lang=ES' } });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await unknown.text()).toContain('Juego no disponible');

      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      clock += GAME_SESSION_TTL_MS;
      try {
        const ended = await t.request(`/gs/slot/${page}`, { headers: { Language: 'EN' } });
        expect(ended.status).toBe(410);
        expect(await ended.text()).toContain('This game session has ended');
        expect(await round(page, '1.00')).toMatchObject({ status: 410, errorCode: 'game.session.expired' });
      } finally {
        clock -= GAME_SESSION_TTL_MS;
      }
      expect(await envelope(await t.request(`/gs/api/slot/${'y'.repeat(43)}`))).toMatchObject({
        status: 404,
        errorCode: 'game.session.invalid',
      });
    });

    it('answers with a page, not JSON, while the site is under maintenance', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      await setMaintenance(t.platform, { enabled: true });
      try {
        const closed = await t.request(`/gs/slot/${page}`, { headers: { Cookie: 'lang=EN' } });
        expect(closed.status).toBe(503);
        expect(closed.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await closed.text()).toContain('System maintenance');
      } finally {
        await setMaintenance(t.platform, { enabled: false });
      }
      expect((await t.request(`/gs/slot/${page}`)).status).toBe(200);
    });

    it('serves its script and stylesheet under the hash of their content, cached for a year', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const html = await (await t.request(`/gs/slot/${await openSlotPage(t, player, game.id)}`)).text();
      const linked = [...html.matchAll(/(?:src|href)="(\/gs\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(linked).toHaveLength(2);
      for (const path of linked) {
        const res = await t.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-type')).toMatch(path.endsWith('.css') ? /^text\/css; charset=utf-8$/ : /^text\/javascript; charset=utf-8$/);
        const body = await res.text();
        expect(path).toMatch(new RegExp(`^/gs/assets/slot\\.${contentHash(body)}\\.(js|css)$`));
        if (path.endsWith('.js')) expect(() => new Function(body)).not.toThrow();
        else expect(body).toContain('prefers-reduced-motion');
      }
      expect((await t.request('/gs/assets/slot.000000000000.js')).status).toBe(404);
    });

    it('escapes what the catalogue says about a game, in the page and in its data', async () => {
      const name = `Gonzo's "<b>Gold</b>" & Co`;
      await t.platform.db.update(games).set({ nameEn: name }).where(eq(games.id, game.id));
      try {
        const player = await newMember(t, { balance: 10_000n });
        const html = await (await t.request(`/gs/slot/${await openSlotPage(t, player, game.id)}`)).text();
        expect(html).toContain('<h1 id="slot-title">Gonzo&#39;s &quot;&lt;b&gt;Gold&lt;/b&gt;&quot; &amp; Co</h1>');
        expect(html).not.toContain('<b>Gold');
        expect(html).not.toContain(name);
      } finally {
        await t.platform.db.update(games).set({ nameEn: game.nameEn }).where(eq(games.id, game.id));
      }
    });
  });

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
      const pool = async () => (await t.platform.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:jackpot')))[0]!.balance;
      const player = await newMember(t, { balance: 1_000_000n });
      const page = await openSlotPage(t, player, game.id);
      rigTo(LOSE);
      const before = await pool();
      await round(page, '100.00');
      await round(page, '1.00');
      // 0.5 % of 100.00 is 0.50; 0.5 % of 1.00 is half a cent, which rounds down to nothing.
      expect((await pool()) - before).toBe(50n);
      expect(await t.platform.db.$count(ledgerTransactions, eq(ledgerTransactions.kind, 'jackpot.contribution'))).toBeGreaterThanOrEqual(1);
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
