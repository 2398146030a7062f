import { expect, test, type Page } from '@playwright/test';
import { SEED_PLAYER } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { playFirstInHouseGame } from './support/play.ts';
import { ROLE_STATE, roleStateFile } from './support/roles.ts';

/*
 * User loss statements: a player of agent01's team plays a round; agent01 finds the player in this
 * month's statement, sorts it, and drills into the player's days, in Spanish and in English.
 */
test.use({ storageState: ROLE_STATE.agent });

const LOSS = 'agent.sections.userLossStatements';
const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, LOSS) });
const rowOf = (page: Page, lang: Lang, account: string) =>
  section(page, lang)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: account }) });

test('a player’s round shows in the loss statement, with its days', async ({ page, browser, baseURL }) => {
  const player = await browser.newContext({ storageState: roleStateFile('player', baseURL) });
  await playFirstInHouseGame(await player.newPage(), 'es', '1.00');
  await player.close();

  // The section loads on first use, from the menu.
  await page.goto('/agentHome');
  await page
    .getByRole('navigation', { name: text('es', 'agent.nav.label') })
    .getByRole('link', { name: text('es', LOSS) })
    .click();
  await expect(page).toHaveURL(/#userLossStatements$/);
  await section(page, 'es').getByLabel(text('es', 'agent.loss.period')).selectOption('monthly');
  await section(page, 'es')
    .getByRole('button', { name: text('es', 'agent.team.search') })
    .click();
  await expect(section(page, 'es').getByTestId('loss-period')).toContainText('-01 ');
  const row = rowOf(page, 'es', SEED_PLAYER.account);
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
  await expectAccessible(page);

  // Sorted by bets, most first; then the player's days.
  const bets = text('es', 'agent.overview.bets');
  // A sort link's name is its column's, then what it does: "Apuestas (…" is not "Apuestas válidas (…".
  const sortByBets = section(page, 'es').getByRole('link', { name: `${bets} (` });
  await sortByBets.click();
  await sortByBets.click();
  await expect(section(page, 'es').getByRole('columnheader', { name: `${bets} (` })).toHaveAttribute('aria-sort', 'descending');
  await rowOf(page, 'es', SEED_PLAYER.account).getByRole('link').click();
  const days = section(page, 'es').getByRole('region', { name: text('es', 'agent.loss.daysOf', { account: SEED_PLAYER.account }) });
  await expect(days.locator('tbody').getByRole('rowheader').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  // The same address in English.
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  await page.reload();
  await expect(section(page, 'en').getByRole('region', { name: text('en', 'agent.loss.daysOf', { account: SEED_PLAYER.account }) })).toBeVisible();
  await expect(rowOf(page, 'en', SEED_PLAYER.account)).toBeVisible();
  await expectAccessible(page);
});
