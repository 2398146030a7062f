import { expect, test, type Page } from '@playwright/test';
import { SEED_PLAYER_NOTICES } from '../../platform/db/seed/content-notices.ts';
import { SEED_AGENT } from '../../platform/db/seed/identities.ts';
import { SEED_CUSTOMER_SERVICES } from '../../platform/db/seed/site.ts';
import { expectAccessible } from './support/axe.ts';
import { headingOf, text, type Lang } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { loginAs } from './support/session.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * The agent centre (/agentHome): the header's zone, clock, nickname and sign-out; the menu of the
 * sections built; the team overview it opens on; team management as a list and a tree; a downline's details and the actions on
 * a direct downline. The accounts it locks and resets are its own, signed up with agent01's
 * affiliate code.
 */
test.use({ storageState: ROLE_STATE.agent });

const TEAM = 'agent.sections.teamManagement';
const OVERVIEW = 'agent.sections.teamOverview';
const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, TEAM) });
const table = (page: Page, lang: Lang) => section(page, lang).getByRole('table');
const rowOf = (page: Page, lang: Lang, account: string) =>
  table(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: account }) });

const useLanguage = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
};

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: the header tells zone, time and nickname, and the menu lists the sections built`, async ({ page, baseURL }) => {
    await useLanguage(page, lang, baseURL);
    await page.goto('/agentHome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lang, 'agentHome'));
    const bar = page.getByRole('group', { name: text(lang, 'agent.bar.label') });
    await expect(bar.getByTestId('agent-nickname')).toHaveText(SEED_AGENT.nickname);
    await expect(bar).toContainText(/GMT[+-]\d{2}:\d{2}/);
    const clock = bar.locator('time');
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const menu = page.getByRole('navigation', { name: text(lang, 'agent.nav.label') });
    const inMemberCentre = (key: string) => `${text(lang, key)} (${text(lang, 'agent.menu.inMemberCentre')})`;
    // SPEC's order, only the sections built; the team overview opens by default. agent01 holds the
    // site's contracts of all four kinds, so all four contract sections are its own.
    const sections = ['announcements', 'teamOverview', 'registerCentre', 'teamManagement', 'teamBetting', 'transactions', 'userLossStatements', 'myIncome'];
    const contracts = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'];
    await expect(menu.getByRole('link')).toHaveText([
      ...[...sections, ...contracts].map((id) => text(lang, `agent.sections.${id}`)),
      inMemberCentre('inbox.section'),
      text(lang, 'agent.sections.customerService'),
      inMemberCentre('member.sections.deposit'),
      inMemberCentre('member.sections.withdraw'),
    ]);
    // Platform messages, deposit and withdraw are the member centre's own sections.
    await expect(menu.getByRole('link', { name: text(lang, 'member.sections.deposit') })).toHaveAttribute('href', '/member?section=deposit#deposit');
    await expect(menu.getByRole('link', { name: text(lang, OVERVIEW) })).toHaveAttribute('aria-current', 'true');

    // Today's figures of agent01's seeded team: every account of it registered and deposited today.
    const overview = page.getByRole('region', { name: text(lang, OVERVIEW) });
    const figure = (key: string) => overview.locator(`[data-figure="${key}"] dd`);
    await expect(overview.getByRole('link', { name: text(lang, 'agent.overview.range.today') })).toHaveAttribute('aria-current', 'page');
    await expect(figure('teamAll')).toHaveText(/^[1-9]/);
    expect(await figure('registrations').textContent()).toBe(await figure('teamAll').textContent());
    await expect(figure('deposits')).not.toHaveText(/^0[.,]00$/);
    await expect(overview.getByRole('img', { name: text(lang, 'agent.overview.chartCaption') })).toBeVisible();
    await expectAccessible(page);

    // Chosen days: yesterday and today, one row each, newest first, with the totals below.
    const today = (await overview.getByLabel(text(lang, 'agent.overview.endDate')).inputValue()) || '';
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await overview.getByLabel(text(lang, 'agent.overview.startDate')).fill(yesterday);
    await overview.getByRole('button', { name: text(lang, 'agent.overview.show') }).click();
    const days = overview.getByRole('table').locator('tbody').getByRole('rowheader');
    await expect(days).toHaveText([today, yesterday]);
    await expect(overview.getByTestId('overview-period')).toContainText(yesterday);
    await expect(overview.locator('tfoot [data-total="deposits"]')).toHaveText((await figure('deposits').textContent()) ?? '');
  });

  test(`${lang}: team management lists every level, filters, sorts and opens as a tree`, async ({ page, baseURL }) => {
    await useLanguage(page, lang, baseURL);
    await page.goto('/agentHome#teamManagement');
    await expect(rowOf(page, lang, 'player21')).toContainText('agent02');
    await expect(table(page, lang).getByRole('row')).not.toHaveCount(0);
    const total = new RegExp(text(lang, 'agent.team.total', { count: 'COUNT' }).replace('COUNT', '\\d+'));
    await expect(table(page, lang).locator('tfoot')).toContainText(total);

    // Level 2: agent02's two players, 10,000.00 each.
    await section(page, lang).getByLabel(text(lang, 'agent.team.level')).selectOption('2');
    await section(page, lang)
      .getByRole('button', { name: text(lang, 'agent.team.search') })
      .click();
    await expect(table(page, lang).getByRole('rowheader')).toContainText(['player21', 'player22']);
    await expect(page.getByTestId('team-total-balance')).toContainText('20');

    // Sorting by username, then the other way, by keyboard.
    const byAccount = table(page, lang).getByRole('columnheader', { name: text(lang, 'agent.team.account') });
    await byAccount.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(byAccount).toHaveAttribute('aria-sort', 'ascending');
    await table(page, lang)
      .getByRole('columnheader', { name: text(lang, 'agent.team.account') })
      .getByRole('link')
      .click();
    await expect(table(page, lang).getByRole('columnheader', { name: text(lang, 'agent.team.account') })).toHaveAttribute('aria-sort', 'descending');
    await expect(table(page, lang).getByRole('rowheader')).toContainText(['player22', 'player21']);
    await expectAccessible(page);

    await section(page, lang)
      .getByRole('link', { name: text(lang, 'agent.team.treeView') })
      .click();
    const tree = section(page, lang).getByRole('list', { name: text(lang, 'agent.tree.label') });
    await expect(tree.getByRole('link', { name: 'agent02', exact: true })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'player21', exact: true })).toHaveCount(0);
    const expand = tree.getByRole('link', { name: text(lang, 'agent.tree.expand', { account: 'agent02', count: '2' }) });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(tree.getByRole('link', { name: 'player21', exact: true })).toBeVisible();
    await expect(tree.getByRole('link', { name: text(lang, 'agent.tree.collapse', { account: 'agent02' }) })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
  });
}

test('es: a deeper downline shows its details and a transfer, without the direct upline actions', async ({ page }) => {
  await page.goto('/agentHome#teamManagement');
  await rowOf(page, 'es', 'player21').getByRole('link', { name: 'player21' }).click();
  const detail = section(page, 'es').getByRole('article', { name: text('es', 'agent.detail.title', { account: 'player21' }) });
  await expect(detail).toContainText(text('es', 'agent.detail.indirect', { upline: 'agent02' }));
  await expect(detail).toContainText(text('es', 'agent.detail.notDirect', { upline: 'agent02' }));
  await expect(detail.getByRole('group', { name: text('es', 'agent.actions.label') })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: text('es', 'agent.actions.lock') })).toHaveCount(0);
  await expect(detail.getByRole('form', { name: text('es', 'agent.transfer.title', { account: 'player21' }) })).toBeVisible();
  await expect(detail).toContainText('55****0021');
  await expectAccessible(page);
});

test('en: locks and unlocks a direct downline, notes it and resets its password', async ({ page, browser, baseURL, request }) => {
  const account = uniqueUsername('ag');
  await registerByApi(request, {
    username: account,
    password: 'Player2026',
    email: `${account}@betplay.example`,
    mobileNum: uniqueMobile(),
    affiliateCode: 'AG01',
  });
  await useLanguage(page, 'en', baseURL);
  await page.goto(`/agentHome?section=teamManagement&username=${account}#teamManagement`);
  await rowOf(page, 'en', account).getByRole('link', { name: account }).click();
  const detail = section(page, 'en').getByRole('article', { name: text('en', 'agent.detail.title', { account }) });
  await expect(detail.getByTestId('downline-status')).toHaveText(text('en', 'agent.team.statuses.active'));
  await expectAccessible(page);

  // Lock, with the keyboard through the confirmation.
  const lock = detail.getByRole('button', { name: text('en', 'agent.actions.lock') });
  await expect(lock).toBeEnabled();
  await lock.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: text('en', 'agent.actions.confirmTitle') });
  await expect(confirm).toContainText(text('en', 'agent.actions.lockQuestion', { account }));
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(lock).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: text('en', 'agent.actions.confirm') }).click();
  await expect(detail.getByTestId('downline-status')).toHaveText(text('en', 'agent.team.statuses.locked'));
  await expect(rowOf(page, 'en', account)).toContainText(text('en', 'agent.team.statuses.locked'));

  const unlock = detail.getByRole('button', { name: text('en', 'agent.actions.unlock') });
  await expect(unlock).toBeEnabled();
  await unlock.click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('en', 'agent.actions.confirm') })
    .click();
  await expect(detail.getByTestId('downline-status')).toHaveText(text('en', 'agent.team.statuses.active'));

  // The remark.
  await expect(detail.getByRole('button', { name: text('en', 'agent.actions.saveRemark') })).toBeEnabled();
  await detail.getByLabel(text('en', 'agent.detail.remark')).fill('Weekend player');
  await detail.getByRole('button', { name: text('en', 'agent.actions.saveRemark') }).click();
  await expect(detail.getByTestId('downline-remark')).toHaveText('Weekend player');

  // A reset password that breaks the site's rule is refused in the form.
  const reset = detail.getByRole('button', { name: text('en', 'agent.actions.resetPassword') });
  await expect(reset).toBeEnabled();
  await reset.click();
  await expect(detail.getByRole('alert').filter({ hasText: text('en', 'agent.actions.passwordRequired') })).toBeVisible();
  await detail.getByLabel(text('en', 'agent.actions.newPassword')).fill('Agent5Reset');
  await reset.click();
  const done = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: text('en', 'agent.actions.resetDone', { account }) });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: text('en', 'agent.actions.ok') }).click();

  // The account's next login must change the password (the login's forced change pop-up).
  const other = await browser.newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
  const login = await loginAs(await other.newPage(), account, 'Agent5Reset');
  expect(login.value.mustChangePassword).toBe(true);
  await other.close();
});

test('en: announcements open newest first, and customer service opens its channel', async ({ page, context, baseURL }) => {
  // The contacts are outside sites; the browser under test reaches none.
  await context.route(/^https:\/\/chat\.betplay\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Contact</title>' }));
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  await page.goto('/agentHome');
  const menu = page.getByRole('navigation', { name: text('en', 'agent.nav.label') });
  await menu.getByRole('link', { name: text('en', 'agent.sections.announcements') }).click();
  const announcements = page.getByRole('region', { name: text('en', 'agent.sections.announcements') });
  const newest = SEED_PLAYER_NOTICES[0]!.texts.EN!;
  await expect(announcements.locator('summary').first()).toContainText(newest.title);
  await expect(announcements.locator('details').first()).toHaveAttribute('open', '');
  await expectAccessible(page);

  await menu.getByRole('link', { name: text('en', 'agent.sections.customerService') }).click();
  const service = page.getByRole('region', { name: text('en', 'agent.sections.customerService') });
  const chat = service.getByRole('button', { name: new RegExp(`^${text('en', 'shell.service.LIVECHAT')}`) });
  const [popup] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
  await expect(popup).toHaveURL(SEED_CUSTOMER_SERVICES.find((c) => c.csType === 'LIVECHAT')!.url);
  await popup.close();
  await expectAccessible(page);

  // Deposit is the member centre's own section, which an agent uses as any member does.
  await menu.getByRole('link', { name: text('en', 'member.sections.deposit') }).click();
  await expect(page).toHaveURL(/\/member\?section=deposit#deposit$/);
  await expect(page.getByRole('region', { name: text('en', 'member.sections.deposit') })).toBeVisible();
});

test.describe('a signed-out browser', () => {
  // Its own login: signing out ends the session, which the other tests share.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('es: signing out asks first and returns the agent to /agent', async ({ page }) => {
    await loginAs(page, 'agent02', 'Agent2026');
    await page.goto('/agentHome');
    const signOut = page.getByRole('button', { name: text('es', 'agent.bar.signOut') });
    await signOut.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: text('es', 'shell.signOut.title') });
    await expect(dialog).toContainText(text('es', 'shell.signOut.question'));
    await dialog.getByRole('button', { name: text('es', 'shell.dialog.cancel') }).click();
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: text('es', 'shell.dialog.confirm') }).click();
    await expect(page).toHaveURL('/agent');
    const again = await page.goto('/agentHome');
    expect(new URL(again!.url()).pathname).toBe('/agent');
  });
});
