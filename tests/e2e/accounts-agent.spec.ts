import { expect, test, type Page } from '@playwright/test';
import { SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { headingOf, text } from './support/catalogue.ts';
import { formAlert, fromAddress } from './support/login.ts';
import { ROLE_STATE } from './support/roles.ts';

/*
 * The agent login page (SPEC section 2, /agent): an agent-only layout with the login form, why to
 * join and when agent support answers. Agents land in the agent centre; members are refused.
 */
type Lang = 'es' | 'en';

const form = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'login.agent.formTitle') });

const fill = async (page: Page, lang: Lang, username: string, password: string) => {
  const region = form(page, lang);
  await region.getByLabel(text(lang, 'login.username'), { exact: true }).fill(username);
  await region.getByLabel(text(lang, 'login.password'), { exact: true }).fill(password);
  await region.getByLabel(text(lang, 'login.password'), { exact: true }).press('Enter');
};

test.describe('a visitor', () => {
  test.use({ extraHTTPHeaders: fromAddress(30) });

  test('reads why to join and the hours, and logs in as an agent into the agent centre', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'agent'));
    await expect(page.getByRole('heading', { name: text('es', 'login.agent.why') })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(text('es', 'login.agent.hours'));
    // No remember-me and no SMS tab on the agent page.
    await expect(form(page, 'es').getByRole('checkbox')).toHaveCount(0);
    await expect(form(page, 'es').getByRole('tab')).toHaveCount(0);
    await expectAccessible(page);

    // The form works with the keyboard alone, as soon as the page shows.
    await form(page, 'es').getByLabel(text('es', 'login.username'), { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(form(page, 'es').getByLabel(text('es', 'login.username'), { exact: true })).toHaveAccessibleDescription(text('es', 'login.required'));
    await page.keyboard.type('agent02');
    await page.keyboard.press('Tab');
    await page.keyboard.type(SEED_PASSWORDS.agent);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/agentHome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'agentHome'));
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('2');
  });

  test('who is a member is refused: only agents log in here', async ({ page }) => {
    await page.goto('/agent');
    await fill(page, 'es', 'player22', SEED_PASSWORDS.player);
    await expect(formAlert(form(page, 'es'), text('es', 'errors.login.not.agent'))).toBeVisible();
    await expect(page).toHaveURL('/agent');
  });

  test('reads the page in English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await page.goto('/agent');
    await expect(page.getByRole('heading', { name: text('en', 'login.agent.why') })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(text('en', 'login.agent.hours'));
    await fill(page, 'en', 'player22', SEED_PASSWORDS.player);
    await expect(formAlert(form(page, 'en'), 'Non-agents cannot log in')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a logged-in agent', () => {
  test.use({ storageState: ROLE_STATE.agent });

  test('visiting the agent login goes straight to the agent centre', async ({ page }) => {
    await page.goto('/agent');
    await expect(page).toHaveURL('/agentHome');
  });
});
