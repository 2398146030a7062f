import { expect, test, type Page } from '@playwright/test';
import { lotteryMenusSchema, type LotteryMenus } from '../../contract/games.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { fromAddress } from './support/login.ts';
import { platformCli } from './support/platform-cli.ts';
import { ROLE_STATE } from './support/roles.ts';
import { startTrial } from './support/session.ts';
import { skipPopups } from './support/shell.ts';

/*
 * The lottery pages (SPEC section 2, CONTRACT.md 4.6): the side menu opens a lottery's first game
 * on its vendor's page, the page frames the lottery launched for the member, and its menu switches
 * games by the URL. Recent lotteries, results and missions sit beside it.
 */

const sideMenu = (page: Page) => page.getByRole('navigation', { name: text('es', 'common.sideMenu.label') });
const gameMenu = (page: Page) => page.getByRole('navigation', { name: text('es', 'play.lottery.menu') });
const lotteryFrame = (page: Page) => page.getByRole('main').locator('iframe');

const menuOf = async (page: Page, prizeMode: 'LOTT' | 'ELOTT'): Promise<LotteryMenus> => {
  const response = await page.request.get(`/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB&language=ES`, {
    headers: { Merchant: 'betplay' },
  });
  expect(response.ok()).toBe(true);
  return lotteryMenusSchema.parse(((await response.json()) as { value: unknown }).value);
};

/** The SEA lottery's draws (platform/db/seed/games-names-tables.ts), as their names begin in each language. */
const SEA_NAMES = {
  es: ['Lotería Tailandesa', 'Lotería de Laos', 'Malasia 4D', 'Singapur 4D', 'Magnum 4D', 'Toto 6D'],
  en: ['Thai Lottery', 'Lao Lottery', 'Malaysia 4D', 'Singapore 4D', 'Magnum 4D', 'Toto 6D'],
} as const;

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('a member', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('the side menu opens the first lottery game, framed on its page; the menu switches games', async ({ page }) => {
    await page.goto('/');
    await sideMenu(page)
      .getByRole('link', { name: text('es', 'shell.category.LOTT'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=TCG_LOTTO_VN_\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'pages.vnLottery.heading'));
    await expect(page.locator('html')).toHaveAttribute('data-side-menu', 'collapsed');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const code = new URL(page.url()).searchParams.get('gameCode')!;
    const games = Object.values(await menuOf(page, 'LOTT')).flatMap((g) => g.gameMenus);
    const first = games.find((g) => g.gameCode === code)!;
    await expect(page.getByRole('heading', { level: 2, name: first.gameName })).toBeVisible();
    await expect(lotteryFrame(page)).toHaveAttribute('title', text('es', 'play.lottery.frameTitle', { name: first.gameName }));
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toContainText(first.gameName);
    // The session's playing time and net result show in the game's bar once the platform answers.
    await expect(page.frameLocator('main iframe').getByTestId('lottery-session-time')).toHaveText(text('es', 'game-server.reality.minutes', { m: '0' }));
    await expect(page.frameLocator('main iframe').getByTestId('lottery-session-net')).toHaveText(/^0[.,]00$/);
    await expect(gameMenu(page).getByRole('link', { name: first.gameName })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    const other = games.find((g) => g.gameCode !== code)!;
    await gameMenu(page).getByRole('link', { name: other.gameName }).click();
    await expect(page).toHaveURL(`/vnLottery?gameCode=${other.gameCode}`);
    await expect(lotteryFrame(page)).toHaveAttribute('title', text('es', 'play.lottery.frameTitle', { name: other.gameName }));
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toContainText(other.gameName);
    await expect(gameMenu(page).getByRole('link', { name: other.gameName })).toHaveAttribute('aria-current', 'page');
    // The game launched before is now among the member's recent lotteries.
    const recent = page.getByRole('region', { name: text('es', 'play.lottery.recent') });
    await expect(recent.getByRole('link', { name: first.gameName })).toHaveAttribute('href', `/vnLottery?gameCode=${first.gameCode}`);
    // And so is the game just opened, on this very page.
    await expect(recent.getByRole('link', { name: other.gameName })).toHaveAttribute('href', `/vnLottery?gameCode=${other.gameCode}`);
    for (const part of ['play.lottery.opened', 'play.lottery.mission', 'play.lottery.leaderboard']) {
      await expect(page.getByRole('region', { name: text('es', part) })).toBeVisible();
    }
    // The lottery mission of the member centre's mission activity, with the member's progress.
    await expect(page.getByTestId('lottery-missions').getByRole('listitem').filter({ hasText: 'Juega 5 boletos de lotería' })).toContainText(
      text('es', 'play.lottery.missionProgress', { progress: '', target: '5' }).replace(/^\s*/, ''),
    );
  });

  test('each lottery vendor opens its own page, and e-lottery games their entertainment draws', async ({ page }) => {
    await page.goto('/lott');
    await page
      .getByRole('main')
      .getByRole('link', { name: /SEA Lottery/ })
      .click();
    await expect(page).toHaveURL(/\/seaLottery\?gameCode=TCG_SEA_\d+$/);
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/');
    await sideMenu(page)
      .getByRole('link', { name: text('es', 'shell.category.ELOTT'), exact: true })
      .click();
    await expect(page).toHaveURL(/Lottery\?gameCode=/);
    await expect(page.getByRole('main').getByText(text('es', 'play.lottery.prizeMode.ELOTT'))).toBeVisible();
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const lang of ['es', 'en'] as const) {
    test(`each lottery page's lobby lists its own area's games (${lang.toUpperCase()})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      const isSea = (name: string) => SEA_NAMES[lang].some((kind) => name.includes(kind));
      /** The lobby's game names on `path`, split into SEA games and the others. */
      const lobbyOf = async (path: string) => {
        await page.goto(path);
        const cards = page.frameLocator('main iframe').locator('ul.games .name');
        await expect(cards.first()).toBeVisible();
        const names = await cards.allInnerTexts();
        return { sea: names.filter(isSea), other: names.filter((name) => !isSea(name)) };
      };
      const seaPage = await lobbyOf('/seaLottery');
      expect(seaPage.sea.length).toBeGreaterThan(0);
      expect(seaPage.other).toEqual([]);
      const vnPage = await lobbyOf('/vnLottery');
      expect(vnPage.other.length).toBeGreaterThan(0);
      expect(vnPage.sea).toEqual([]);
      await expectAccessible(page);
    });
  }

  test('without a game the lottery lobby opens', async ({ page }) => {
    await page.goto('/lottery');
    await expect(page.getByRole('heading', { level: 2, name: text('es', 'play.lottery.lobby') })).toBeVisible();
    await expect(lotteryFrame(page)).toHaveAttribute('title', text('es', 'play.lottery.lobby'));
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("tells a lottery provider's maintenance window instead of the lottery", async ({ page }) => {
    await platformCli('vendor', 'maintenance', 'TCG_LOTTO_VN', '--until', new Date(Date.now() + 3600_000).toISOString());
    try {
      const games = Object.values(await menuOf(page, 'LOTT')).flatMap((g) => g.gameMenus);
      await page.goto(`/vnLottery?gameCode=${games[0]!.gameCode}`);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(text('es', 'errors.vendor_under_maintenance'));
      await expect(lotteryFrame(page)).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      await platformCli('vendor', 'maintenance', 'TCG_LOTTO_VN', '--off');
    }
  });
});

test.describe('a trial account', () => {
  test.use({ extraHTTPHeaders: fromAddress(63) });

  test('is told the lottery needs a real account', async ({ page }) => {
    await startTrial(page);
    await page.goto('/vnLottery');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(text('es', 'errors.in_need_true_account'));
    await expect(lotteryFrame(page)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test('a visitor is sent to log in', async ({ page }) => {
  const response = await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN_0001');
  expect(new URL(response!.url()).pathname).toBe('/login');
});
