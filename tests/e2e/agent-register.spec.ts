import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { loginAs } from './support/session.ts';
import { uniqueUsername } from './support/sign-up.ts';

/*
 * The agent centre's register centre (/agentHome#registerCentre): agent01's affiliate link and its
 * QR code, and new players and sub-agents made below agent01, who must change the password at
 * their first login.
 */
test.use({ storageState: ROLE_STATE.agent });

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'agent.sections.registerCentre') });
const form = (page: Page, lang: Lang) => section(page, lang).getByRole('form', { name: text(lang, 'agent.register.create') });

const open = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  await page.goto('/agentHome');
  // The section loads on first use, from the menu.
  await page
    .getByRole('navigation', { name: text(lang, 'agent.nav.label') })
    .getByRole('link', { name: text(lang, 'agent.sections.registerCentre') })
    .click();
  await expect(page).toHaveURL(/#registerCentre$/);
  await expect(form(page, lang).getByRole('button', { name: text(lang, 'agent.register.submit') })).toBeEnabled();
};

const fill = async (page: Page, lang: Lang, username: string, nickname: string) => {
  await form(page, lang).getByLabel(text(lang, 'agent.team.username')).fill(username);
  await form(page, lang).getByLabel(text(lang, 'agent.register.password')).fill('Start2026');
  await form(page, lang).getByLabel(text(lang, 'agent.team.nickname')).fill(nickname);
};

const mustChange = async (page: Page, baseURL: string | undefined, username: string) => {
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
  const login = await loginAs(await other.newPage(), username, 'Start2026');
  expect(login.value.mustChangePassword).toBe(true);
  await other.close();
};

test('es: shows the affiliate link and its QR code, and creates a player who must change the password', async ({ page, baseURL }) => {
  await open(page, 'es', baseURL);
  await expect(section(page, 'es').getByLabel(text('es', 'agent.register.link'))).toHaveValue(/\/register\?referralCode=AG01$/);
  await expect(section(page, 'es').getByRole('img', { name: text('es', 'agent.register.qr') })).toBeVisible();
  await expectAccessible(page);

  await form(page, 'es')
    .getByRole('button', { name: text('es', 'agent.register.submit') })
    .click();
  await expect(form(page, 'es').getByRole('alert')).toHaveText(text('es', 'agent.register.required'));
  await expect(form(page, 'es').getByLabel(text('es', 'agent.team.username'))).toBeFocused();

  const username = uniqueUsername('pl');
  await fill(page, 'es', username, 'Nuevo jugador');
  await page.keyboard.press('Enter');
  const done = page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .filter({ hasText: text('es', 'agent.register.done', { account: username }) });
  await expect(done).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: text('es', 'agent.actions.ok') }).click();

  await page.goto(`/agentHome?section=teamManagement&username=${username}#teamManagement`);
  await expect(page.getByRole('region', { name: text('es', 'agent.sections.teamManagement') }).getByRole('rowheader', { name: username })).toBeVisible();
  await mustChange(page, baseURL, username);
});

test('en: creates a sub-agent with some of the agent rights; a taken name is refused', async ({ page, baseURL }) => {
  await open(page, 'en', baseURL);
  const subAgent = form(page, 'en').getByRole('group', { name: text('en', 'agent.register.subAgentOnly') });
  const type = subAgent.getByLabel(text('en', 'agent.register.type'));
  await expect(type).toBeDisabled();
  await form(page, 'en')
    .getByRole('radio', { name: text('en', 'agent.register.subAgent') })
    .check();
  await expect(type).toBeEnabled();
  await expect(subAgent.getByRole('checkbox')).toHaveCount(4);
  await type.selectOption('41');
  await subAgent.getByRole('checkbox', { name: text('en', 'agent.rights.dividend') }).check();
  await expectAccessible(page);

  await fill(page, 'en', 'player01', 'Taken');
  await form(page, 'en')
    .getByRole('button', { name: text('en', 'agent.register.submit') })
    .click();
  await expect(form(page, 'en').getByRole('alert')).toHaveText(text('en', 'errors.member.account.exists'));

  const username = uniqueUsername('sa');
  await fill(page, 'en', username, 'Sub agent');
  await form(page, 'en')
    .getByRole('button', { name: text('en', 'agent.register.submit') })
    .click();
  const done = page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .filter({ hasText: text('en', 'agent.register.done', { account: username }) });
  await done.getByRole('button', { name: text('en', 'agent.actions.ok') }).click();

  await page.goto(`/agentHome?section=teamManagement&username=${username}&kind=agent#teamManagement`);
  const row = page
    .getByRole('region', { name: text('en', 'agent.sections.teamManagement') })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username }) });
  await expect(row).toContainText(text('en', 'agent.team.kinds.agent'));
  await mustChange(page, baseURL, username);
});
