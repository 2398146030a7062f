import { Script } from 'node:vm';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGameQuerySchema, lotteryTicketSchema } from '../../contract/game-play.ts';
import { gameSessions, playSettings, recentGames } from '../db/schema/index.ts';
import { SEED_PLAYER_BALANCE } from '../db/seed/identities.ts';
import { hashToken } from '../modules/identity/index.ts';
import { GAME_SESSION_TTL_MS } from '../modules/play/index.ts';
import { setLotteryRng } from '../modules/lottery/index.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, sessionMemberOf, testClock, ticketRequest } from '../testing/lottery-fixtures.ts';
import { launchLottery } from '../modules/lottery/index.ts';
import type { GameState } from '../modules/lottery/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { contentHash } from './assets/asset-names.ts';
import { gameAssets } from './assets/game-assets.ts';

describe.each(TEST_DATABASES)('/gs/lottery on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  let bettingUrl: string;
  let lobbyUrl: string;
  const launch = async (q: Record<string, string>, lang: 'ES' | 'EN' = 'EN', account = 'player05') =>
    (await launchLottery(t.platform, await sessionMemberOf(t, account), launchGameQuerySchema.parse({ launchMode: 'LOTT', lottoArea: 'VN', ...q }), lang))
      .gameUrl;
  const json = async (res: Response) => (await res.json()) as { success: boolean; value: never; errorCode?: string; message?: string };
  const api = (url: string, path: string) => `${url.replace('/gs/lottery/', '/gs/lottery/api/')}${path}`;
  const post = (url: string, body: unknown) =>
    t.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'EN' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    bettingUrl = await launch({
      lottoPrizeMode: 'LOTT',
      lottoGameCode: FIVE_MINUTE_GAME,
      lottoView: 'betting',
      backUrl: '/lottery?gameCode=LOTT_0001',
    });
    lobbyUrl = await launch({ lottoPrizeMode: 'ELOTT', lottoGameCode: 'lobby', lottoView: 'lobby' }, 'ES');
  });
  afterAll(() => t.close());

  it('serves the betting page as HTML under a strict CSP, in the launch language', async () => {
    const res = await t.request(bettingUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Lucky Time 5 Minutes');
    expect(html).toContain('Draw 20261121-0153');
    expect(html).toContain('<label for="pick">Your number</label>');
    expect(html).toContain('role="timer"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('href="/lottery?gameCode=LOTT_0001" target="_top"');
    const { url } = await gameAssets();
    expect(html).toContain(`<script src="${url['lottery.js']}" defer=""></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${url['lottery.css']}"/>`);
    // Inline scripts are data only.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual(['<script type="application/json" id="lottery-data">']);
    const data = JSON.parse(/<script type="application\/json" id="lottery-data">([^<]*)<\/script>/.exec(html)![1]!) as { state: GameState };
    expect(data.state).toMatchObject({
      game: { code: FIVE_MINUTE_GAME, paceMinutes: 5 },
      draw: { drawNo: '20261121-0153' },
      balance: '10000.00',
    });
  });

  it('links back only to a path of this site, whatever the launch asked or the session holds', async () => {
    const url = await launch({ lottoPrizeMode: 'LOTT', lottoGameCode: FIVE_MINUTE_GAME, lottoView: 'betting', backUrl: '/.//evil.example' });
    const launched = await (await t.request(url)).text();
    expect(launched).toContain('<a class="back" href="/" target="_top">');
    expect(launched).not.toContain('evil.example');
    // A session stored before launches checked their back links reads the same.
    const tokenHash = hashToken(url.split('/').pop()!);
    const [row] = await t.platform.db.select({ options: gameSessions.options }).from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
    const options = { ...(row!.options as object), backUrl: '//evil.example' };
    await t.platform.db.update(gameSessions).set({ options }).where(eq(gameSessions.tokenHash, tokenHash));
    const stored = await (await t.request(url)).text();
    expect(stored).toContain('<a class="back" href="/" target="_top">');
    expect(stored).not.toContain('evil.example');
  });

  it('serves the lobby of a prize mode with links to its games, and records the game picked', async () => {
    const html = await (await t.request(lobbyUrl)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Lotería de entretenimiento');
    expect(html).toContain('href="?game=LOTT_0010"');
    expect(html).not.toContain('href="?game=LOTT_0001"');
    const picked = await t.request(`${lobbyUrl}?game=LOTT_0010`);
    expect(picked.status).toBe(200);
    expect(await picked.text()).toContain('Keno 1 Minuto');
    const member = await sessionMemberOf(t, 'player05');
    const game = await gameByCode(t, 'LOTT_0010');
    expect(
      await t.platform.db
        .select()
        .from(recentGames)
        .where(and(eq(recentGames.memberId, member.memberId), eq(recentGames.gameId, game.id))),
    ).toHaveLength(1);
    // A game of the other prize mode is not part of this launch.
    expect((await t.request(`${lobbyUrl}?game=${FIVE_MINUTE_GAME}`)).status).toBe(404);
  });

  it('serves its script and style under the hash of their content, cached for a year, and the script parses', async () => {
    const html = await (await t.request(bettingUrl)).text();
    const [js, css] = [/<script src="([^"]+)"/.exec(html)![1]!, /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!];
    expect(js).toMatch(/^\/gs\/assets\/lottery\.[0-9a-f]{12}\.js$/);
    expect(css).toMatch(/^\/gs\/assets\/lottery\.[0-9a-f]{12}\.css$/);
    for (const path of [js, css]) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(path).toContain(`.${contentHash(await res.clone().text())}.`);
    }
    const script = await t.request(js);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(() => new Script(source)).not.toThrow();
    const style = await t.request(css);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await style.text()).toContain(':focus-visible');
    // The lobby and the error page link the same stylesheet.
    expect(await (await t.request(lobbyUrl)).text()).toContain(`href="${css}"`);
    expect(await (await t.request('/gs/lottery/not-a-real-token')).text()).toContain(`href="${css}"`);
  });

  it('buys a ticket through the API once per request id, and shows it settled after the draw', async () => {
    const req = ticketRequest({ pick: '45', stake: '2.00', drawNo: '20261121-0153' });
    const first = await json(await post(api(bettingUrl, '/tickets'), req));
    expect(first.success).toBe(true);
    const bought = first.value as { ticket: unknown; balance: string };
    expect(lotteryTicketSchema.parse(bought.ticket)).toMatchObject({ drawNo: '20261121-0153', pick: '45', status: 'open' });
    expect(bought.balance).toBe('9998.00');
    expect(((await json(await post(api(bettingUrl, '/tickets'), req))).value as { ticket: { id: number } }).ticket).toEqual(bought.ticket);

    const bad = await post(api(bettingUrl, '/tickets'), { ...req, requestId: 'short' });
    expect(bad.status).toBe(422);
    const wrongPick = await post(api(bettingUrl, '/tickets'), ticketRequest({ betType: '3D', pick: '45' }));
    expect(wrongPick.status).toBe(422);
    expect(await json(wrongPick)).toMatchObject({ errorCode: 'lottery.bet.invalid', value: { fields: { pick: ['invalid_format'] } } });

    setLotteryRng(t.platform, fixedDraw(54_345));
    clock.set(Date.parse('2026-11-21T12:45:02Z'));
    const state = (await json(await t.request(api(bettingUrl, '/state')))).value as GameState;
    expect(state.draw.drawNo).toBe('20261121-0154');
    expect(state.opened[0]).toEqual({ drawNo: '20261121-0153', drawAt: Date.parse('2026-11-21T12:45:00Z'), numbers: '54345' });
    expect(state.tickets[0]).toMatchObject({ pick: '45', status: 'won', payout: '190.00', numbers: '54345' });
    expect(state.balance).toBe('10188.00');
    expect(BigInt(state.balance.replace('.', ''))).toBe(SEED_PLAYER_BALANCE - 200n + 19_000n);
    const list = (await json(await t.request(api(bettingUrl, '/tickets?limit=5')))).value as { list: unknown[] };
    expect(list.list).toHaveLength(1);
    setLotteryRng(t.platform, null);
  });

  it("offers a ZY launch ZY's bets and pays its tickets by ZY's table; the SEA page its six-digit bets", async () => {
    const zyUrl = await launch({ lottoPrizeMode: 'ZY', lottoGameCode: FIVE_MINUTE_GAME, lottoView: 'betting' }, 'EN', 'player04');
    const zyPage = await (await t.request(zyUrl)).text();
    expect(zyPage).toContain('Prize mode: ZY lottery');
    expect([...zyPage.matchAll(/name="betType" value="(\w+)"/g)].map((m) => m[1])).toEqual(['2D', '3D', '4D']);
    const bought = await json(await post(api(zyUrl, '/tickets'), ticketRequest({ betType: '4D', pick: '2345', stake: '1.00' })));
    expect(lotteryTicketSchema.parse((bought.value as { ticket: unknown }).ticket)).toMatchObject({ betType: '4D', prizeMode: 'ZY', status: 'open' });
    // ZY takes no 6D bet and no stake above 100.00.
    const sixDigits = await post(api(zyUrl, '/tickets'), ticketRequest({ betType: '6D', pick: '123456' }));
    expect([sixDigits.status, (await json(sixDigits)).errorCode]).toEqual([422, 'lottery.bet.invalid']);
    expect(await json(await post(api(zyUrl, '/tickets'), ticketRequest({ stake: '100.01' })))).toMatchObject({ value: { fields: { stake: ['too_big'] } } });

    const seaUrl = await launch({ lottoArea: 'SEA', lottoMode: 'SEA_Tradition', lottoGameCode: 'TCG_SEA_0005', lottoView: 'betting' }, 'EN', 'player04');
    const seaPage = await (await t.request(seaUrl)).text();
    expect(seaPage).toContain('Prize mode: South-East Asian lottery');
    expect([...seaPage.matchAll(/name="betType" value="(\w+)"/g)].map((m) => m[1])).toEqual(['2D', '3D', '4D', '6D']);
    expect(seaPage).toContain('6D: all six digits, pays 900,000×');
  });

  it("keeps the page's play clock: a due reality check refuses tickets until the player continues, and the notice is on the page", async () => {
    const member = await sessionMemberOf(t, 'player05');
    await t.platform.db.insert(playSettings).values({ memberId: member.memberId, realityMinutes: 10 }).onConflictDoNothing();
    const url = await launch({ lottoPrizeMode: 'LOTT', lottoGameCode: FIVE_MINUTE_GAME, lottoView: 'betting' });
    const html = await (await t.request(url)).text();
    expect(html).toContain('<dialog id="reality" class="reality"');
    // The session's playing time and net result wait in the bar for the script's first ping.
    expect(html).toMatch(/<p class="session" id="session" hidden="">Time played <strong id="session-time"/);
    expect(html).toContain('Continue playing');
    const ping = async () => (await json(await post(api(url, '/ping'), {}))).value as { playedMs: number; realityDue: boolean; net: string };
    await ping();
    for (let i = 0; i < 20; i++) {
      clock.advance(30_000);
      await ping();
    }
    expect(await ping()).toMatchObject({ playedMs: 600_000, realityDue: true, net: '0.00' });
    expect(await json(await post(api(url, '/tickets'), ticketRequest({ stake: '1.00' })))).toMatchObject({ success: false, errorCode: 'rg.reality.check' });
    expect((await json(await post(api(url, '/reality'), {}))).value).toMatchObject({ realityDue: false, playedMs: 600_000 });
    expect((await json(await post(api(url, '/tickets'), ticketRequest({ stake: '1.00' })))).success).toBe(true);
    expect(await ping()).toMatchObject({ realityDue: false, net: '-1.00' });
  });

  it('answers a dead link with 404 or 410, never 401: an HTML page for the page, the envelope for the API', async () => {
    const page = await t.request('/gs/lottery/not-a-real-token', { headers: { Cookie: 'lang=EN' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('This game link is not valid');
    const call = await t.request('/gs/lottery/api/not-a-real-token/state', { headers: { Language: 'EN' } });
    expect(call.status).toBe(404);
    expect(await json(call)).toMatchObject({ success: false, errorCode: 'game.session.invalid' });
    const buy = await post('/gs/lottery/api/not-a-real-token/tickets', ticketRequest());
    expect(buy.status).toBe(404);

    clock.advance(GAME_SESSION_TTL_MS);
    const expired = await t.request(bettingUrl, { headers: { Cookie: 'lang=ES' } });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('No se pudo abrir el juego');
    expect((await json(await t.request(api(bettingUrl, '/state')))).errorCode).toBe('game.session.expired');
  });
});
