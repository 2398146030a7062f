import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { fromAddress } from './support/login.ts';
import { ROLE_STATE } from './support/roles.ts';
import { startTrial } from './support/session.ts';
import { skipPopups, vendorLanes } from './support/shell.ts';
import { CENTRES, control, LOBBIES, main, markDocument, resultsHeading, stillSameDocument, tiles } from './support/lobby.ts';

/* Who may open the member lists of the game pages, and the game pages' accessibility. */

test.beforeEach(async ({ page }) => skipPopups(page));

test.describe('the member lists', () => {
  test('a visitor choosing favourites or recent games gets the login pop-up, and stays', async ({ page }) => {
    await page.goto('/fish');
    await markDocument(page);
    for (const filter of ['FAV', 'RECENT'] as const) {
      await control(page, 'games.filters.label', text('es', `games.filter.${filter}`)).click();
      const login = page.getByRole('dialog', { name: text('es', 'login.title') });
      await expect(login).toBeVisible();
      await expect(page).toHaveURL('/fish');
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
    }
    expect(await stillSameDocument(page)).toBe(true);
  });

  test.describe('a trial account', () => {
    test.use({ extraHTTPHeaders: fromAddress(71) });

    test('is told they need a real account', async ({ page }) => {
      await startTrial(page);
      await page.goto('/rng');
      await control(page, 'games.filters.label', text('es', 'games.filter.FAV')).click();
      const warning = page.getByRole('alertdialog', { name: text('es', 'login.warningTitle') });
      await expect(warning).toContainText(text('es', 'errors.in_need_true_account'));
      await expect(page).toHaveURL('/rng');
      await page.keyboard.press('Enter');
      await page.goto('/rng?filter=RECENT');
      await expect(main(page).getByText(text('es', 'errors.in_need_true_account'))).toBeVisible();
    });
  });

  test.describe('a member', () => {
    test.use({ storageState: ROLE_STATE.player });

    test('sees their own lists, filtered to the page', async ({ page }) => {
      await page.goto('/pvp');
      await control(page, 'games.filters.label', text('es', 'games.filter.RECENT')).click();
      await expect(page).toHaveURL('/pvp?filter=RECENT');
      await expect(resultsHeading(page)).toHaveText(text('es', 'games.filter.RECENT'));
      await expect(main(page).getByText(text('es', 'games.empty.RECENT')).or(tiles(page).first())).toBeVisible();
      await expectAccessible(page);
    });
  });
});

test.describe('accessibility', () => {
  for (const path of [...LOBBIES, '/rng?filter=FAV']) {
    test(`${path} is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 2 })).not.toHaveCount(0);
      await expectAccessible(page);
    });
  }

  for (const path of CENTRES) {
    test(`the game centre ${path} lists its vendors and is accessible`, async ({ page, request }) => {
      const category = path.slice(1).toUpperCase();
      const cards = (await vendorLanes(request)).find((lane) => lane.title === category)?.cards ?? [];
      await page.goto(path);
      const list = main(page).getByRole('list', { name: text('es', 'games.centre.label') });
      await expect(list.getByRole('listitem')).toHaveCount(cards.length);
      for (const card of cards) await expect(list).toContainText(card.displayName);
      await expectAccessible(page);
    });
  }
});
