import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { fromAddress } from './support/login.ts';
import { loginAs } from './support/session.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Public pages are rendered once and shared by every member of a kind, with each member's own
 * account, picture and favourites filled in (ARCHITECTURE.md "Request path of a page"). Two
 * members open the same pages at the same time, again and again: neither ever sees the other's
 * account or favourites, in the HTML as sent or on the page as shown.
 */

const PAGES = ['/', '/rng', '/promotions', '/live'];

interface Member {
  page: Page;
  account: string;
}

const signedIn = async (browser: Browser, request: Parameters<typeof registerByApi>[0], address: number): Promise<Member> => {
  const account = uniqueUsername('shr');
  await registerByApi(request, { username: account, password: 'Compartida2026', email: `${account}@betplay.example`, mobileNum: uniqueMobile() });
  const context = await browser.newContext({ extraHTTPHeaders: fromAddress(address) });
  const page = await context.newPage();
  await skipPopups(page);
  await loginAs(page, account, 'Compartida2026');
  return { page, account };
};

/** The first RNG game of the catalogue, starred by `member` through the platform, as a star does. */
const starFirstGame = async (member: Member) => {
  const list = await member.page.request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=20&language=ES&pageNo=1');
  const { value } = (await list.json()) as { value: { games: { nodeId: number; vassalage: string; gameType: string; gameName: string }[] } };
  const game = value.games[0]!;
  const added = await member.page.request.post('/wps/relay/MCSFE_addFavoriteGameV2', {
    data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    headers: { Origin: new URL(list.url()).origin },
  });
  expect(added.status(), await added.text()).toBe(200);
  return game;
};

const favouriteIdsIn = (html: string) => {
  const block = /<script type="application\/json" id="favourite-ids">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as number[]) : null;
};

test('two members on the same pages at once each see only their own account and favourites', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const [ana, ben] = await Promise.all([signedIn(browser, request, 81), signedIn(browser, request, 82)]);
  const starred = await starFirstGame(ana);

  // The HTML as each member is sent it, both at once, many times over: every answer carries its
  // reader's account and list, never the other's, whether it was rendered for them or kept.
  const read = async (member: Member, other: Member, path: string) => {
    const response = await member.page.request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('private');
    const html = await response.text();
    // Checked as booleans: a failure should not print a whole page.
    expect(html.includes(`>${member.account}</span>`), `${path} names its reader`).toBe(true);
    expect(html.includes(other.account), `${path} names the other member`).toBe(false);
    expect(/[\uE000\uE001]/.test(html), `${path} has unfilled holes`).toBe(false);
    return html;
  };
  for (let round = 0; round < 5; round++) {
    await Promise.all(
      PAGES.flatMap((path) => [
        read(ana, ben, path).then((html) => {
          if (path === '/rng') expect(favouriteIdsIn(html)).toEqual([starred.nodeId]);
        }),
        read(ben, ana, path).then((html) => {
          if (path === '/rng') expect(favouriteIdsIn(html)).toEqual([]);
        }),
      ]),
    );
  }

  // As shown: the header names the reader, and the starred game's star is pressed only for Ana.
  const starOf = (page: Page, pressed: boolean) =>
    page
      .getByRole('main')
      .getByRole('button', { name: text('es', pressed ? 'games.tile.favouriteRemove' : 'games.tile.favouriteAdd', { name: starred.gameName }), exact: true })
      .first();
  await Promise.all([ana.page.goto('/rng'), ben.page.goto('/rng')]);
  await expect(memberMenuTrigger(ana.page, ana.account)).toBeVisible();
  await expect(memberMenuTrigger(ben.page, ben.account)).toBeVisible();
  await expect(starOf(ana.page, true)).toHaveAttribute('aria-pressed', 'true');
  await expect(starOf(ben.page, false)).toHaveAttribute('aria-pressed', 'false');
  await Promise.all([ana.page.goto('/'), ben.page.goto('/')]);
  await expect(memberMenuTrigger(ana.page, ana.account)).toBeVisible();
  await expect(memberMenuTrigger(ben.page, ben.account)).toBeVisible();
  await expectAccessible(ana.page);
  await Promise.all([ana.page.context().close(), ben.page.context().close()]);
});
