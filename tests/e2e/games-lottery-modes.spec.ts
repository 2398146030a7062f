import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { lotteryMenusSchema } from '../../contract/games.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { skipPopups } from './support/shell.ts';

/*
 * The ZY and SEA prize modes (SPEC section 4, CONTRACT.md 4.6): /seaLottery plays the SEA lottery
 * in its own mode, /lottery offers ZY beside the traditional mode, and a ticket bought in each
 * settles at the next draw of the platform's clock. One-minute games keep the wait short, and
 * both tickets share that wait.
 */

const frameOf = (page: Page) => page.frameLocator('main iframe');
const modeNav = (page: Page, lang: 'es' | 'en') => page.getByRole('navigation', { name: text(lang, 'play.lottery.modes') });

/** The code of a one-minute game of a prize mode, from the platform's own menu. */
const oneMinuteGame = async (page: Page, prizeMode: 'SEA' | 'ZY', vendor: string): Promise<string> => {
  const response = await page.request.get(`/lgw/games/game_menus?prizeMode=${prizeMode}&language=EN`, { headers: { Merchant: 'betplay' } });
  expect(response.ok()).toBe(true);
  const items = Object.values(lotteryMenusSchema.parse(((await response.json()) as { value: unknown }).value)).flatMap((group) => group.gameMenus);
  const game = items.find((item) => item.accountTypeName === vendor && / 1 Minute$/.test(item.gameName));
  expect(game, `a one-minute ${prizeMode} game of ${vendor}`).toBeTruthy();
  return game!.gameCode;
};

/** Buys one ticket in the framed lottery and waits for the purchase to be confirmed. */
const buy = async (frame: FrameLocator, lang: 'es' | 'en', betType: string, pick: string) => {
  await frame.getByRole('radio', { name: new RegExp(`^${betType}:`) }).check();
  await frame.getByLabel(text(lang, 'lottery-server.form.pick')).fill(pick);
  await frame.getByRole('spinbutton').fill('1.00');
  const bought = frame.getByRole('status').filter({ hasText: `${betType} ${pick}` });
  // A draw stops selling 10 s before it is drawn, and a ticket sent then is refused: the page moves
  // to the next draw and the same press buys there. A second press within one draw is the same
  // request, so it can never buy twice.
  await expect(async () => {
    if (!(await bought.isVisible())) await frame.getByRole('button', { name: text(lang, 'lottery-server.form.submit') }).click();
    await expect(bought).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
};

/** The framed page's row of the ticket on `pick`. */
const ticketRow = (frame: FrameLocator, lang: 'es' | 'en', pick: string) =>
  frame
    .getByRole('region', { name: text(lang, 'lottery-server.tickets.heading') })
    .getByRole('row')
    .filter({ hasText: pick });

test.use({ storageState: ROLE_STATE.player });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

for (const lang of ['es', 'en'] as const) {
  test(`the SEA lottery plays its own mode and ZY can be chosen; a ticket in each is bought${lang === 'es' ? ' and settles' : ''} (${lang.toUpperCase()})`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Up to a draw's minute plus the sales' close and the clock's pass, on a busy machine.
    test.setTimeout(200_000);
    await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
    const seaCode = await oneMinuteGame(page, 'SEA', 'TCG_SEA');
    const zyCode = await oneMinuteGame(page, 'ZY', 'LOTT');
    const settled = new RegExp(`^(${text(lang, 'lottery-server.status.won')}|${text(lang, 'lottery-server.status.lost')})$`);

    // /seaLottery: the SEA prize mode, six-digit bets, no choice of mode.
    await page.goto(`/seaLottery?gameCode=${seaCode}`);
    await expect(page.getByRole('main').getByText(text(lang, 'play.lottery.prizeMode.SEA'), { exact: true })).toBeVisible();
    await expect(modeNav(page, lang)).toHaveCount(0);
    const sea = frameOf(page);
    const seaMode = text(lang, 'lottery-server.draw.mode', { mode: text(lang, 'lottery-server.mode.SEA') });
    await expect(sea.getByText(seaMode)).toBeVisible();
    await expect(sea.getByRole('radio')).toHaveCount(4);
    await buy(sea, lang, '6D', '123456');

    // /lottery: the traditional mode first; ZY is one link away and launches the same draws in ZY.
    await page.goto(`/lottery?gameCode=${zyCode}`);
    await expect(modeNav(page, lang).getByRole('link', { name: text(lang, 'play.lottery.modeLink.LOTT') })).toHaveAttribute('aria-current', 'page');
    await modeNav(page, lang)
      .getByRole('link', { name: text(lang, 'play.lottery.modeLink.ZY') })
      .click();
    await expect(page).toHaveURL(`/lottery?gameCode=${zyCode}&prizeMode=ZY`);
    await expect(modeNav(page, lang).getByRole('link', { name: text(lang, 'play.lottery.modeLink.ZY') })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByText(text(lang, 'play.lottery.prizeMode.ZY'), { exact: true })).toBeVisible();
    // The game just opened is among the recent lotteries, and its link stays in ZY.
    const recent = page.getByRole('region', { name: text(lang, 'play.lottery.recent') });
    await expect(recent.getByRole('link').and(page.locator(`[href*="gameCode=${zyCode}"]`))).toHaveAttribute('href', /[?&]prizeMode=ZY$/);
    const zy = frameOf(page);
    await expect(zy.getByText(text(lang, 'lottery-server.draw.mode', { mode: text(lang, 'lottery-server.mode.ZY') }))).toBeVisible();
    await buy(zy, lang, '4D', '1234');
    await expectAccessible(page);

    // The draw is a real minute away: the Spanish run waits for it, the English one has shown its
    // words and bought its tickets (the platform tests settle every mode to the cent).
    if (lang === 'en') return;

    // The ZY ticket settles at its draw, with the five-digit number drawn.
    const zyRow = ticketRow(zy, lang, '1234');
    await expect(zyRow.getByRole('cell').nth(5)).toHaveText(settled, { timeout: 100_000 });
    await expect(zyRow.getByRole('cell').nth(4)).toHaveText(/^\d{5}$/);

    // The SEA ticket's draw was at the same minute or earlier: settled, on six digits.
    await page.goto(`/seaLottery?gameCode=${seaCode}`);
    const seaRow = ticketRow(frameOf(page), lang, '123456');
    await expect(seaRow.getByRole('cell').nth(5)).toHaveText(settled);
    await expect(seaRow.getByRole('cell').nth(4)).toHaveText(/^\d{6}$/);
    await expectAccessible(page);
  });
}
