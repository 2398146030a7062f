import { expect, test, type Page } from '@playwright/test';
import { formatAmount, formatMoney } from '../../contract/money-format.ts';
import { SEED_CURRENCY, SEED_PLAYER, SEED_PLAYER_BALANCE } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { ROLE_STATE, roleStateFile } from './support/roles.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'member.sections.accountRecord') });
const rows = (page: Page, lang: Lang) => section(page, lang).getByRole('table').locator('tbody tr');

/** The filtered table lists deposits and nothing else: the seeded one, and any a deposit spec made. */
const expectOnlyDeposits = async (page: Page) => {
  const types = rows(page, 'es').locator('td:nth-child(2)');
  await page.waitForLoadState('load');
  // Retried: right after a click the table may still be the page before it.
  await expect(async () => {
    const shown = await types.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([text('es', 'member.record.types.deposit')]));
  }).toPass();
};

/** The wallet as the platform answers it now, in minor units' wire form (`"10000.00"`). */
const walletNow = async (page: Page) => {
  const response = await page.request.get('/wps/v2/wallets/balance');
  return ((await response.json()) as { value: { sumBalance: string } }).value.sumBalance;
};

test.describe('the account record', () => {
  test.use({ storageState: ROLE_STATE.player });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('lists the postings, newest first, the newest balance being the wallet', async ({ page }) => {
    await page.goto('/member#accountRecord');
    const record = section(page, 'es');
    await expect(record).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: text('es', 'member.nav.label') }).getByRole('link', { name: text('es', 'member.sections.accountRecord') }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(record.getByRole('table')).toHaveAccessibleName(text('es', 'member.record.caption', { offset: 'GMT+00:00' }));
    const locale = SEED_CURRENCY.locales.ES;
    await expect(rows(page, 'es').first().locator('td').nth(3)).toHaveText(formatAmount(await walletNow(page), locale));
    // The seeded deposit is the member's first posting.
    const deposit = rows(page, 'es')
      .filter({ hasText: text('es', 'member.record.types.deposit') })
      .last();
    await expect(deposit.locator('td').nth(2)).toHaveText(formatAmount(SEED_PLAYER_BALANCE, locale));
    await expectAccessible(page);
  });

  test('filters by type and by the day shortcuts, and says when nothing matches', async ({ page }) => {
    // Each step reads the whole member centre again: on a loaded machine that takes seconds.
    test.setTimeout(60_000);
    await page.goto('/member#accountRecord');
    const record = section(page, 'es');
    /** Follows a shortcut of the section and waits for the page it leads to. */
    const follow = async (key: string) => {
      const href = await record.getByRole('link', { name: text('es', key) }).getAttribute('href');
      await page.goto(href!);
    };
    await record.getByLabel(text('es', 'member.record.type')).selectOption({ label: text('es', 'member.record.types.deposit') });
    await Promise.all([page.waitForURL(/type=deposit/), record.getByRole('button', { name: text('es', 'member.record.search') }).click()]);
    await expect(record.getByLabel(text('es', 'member.record.type'))).toHaveValue('deposit');
    await expectOnlyDeposits(page);

    // The seed was written when the server started (and other specs may deposit): today, not yesterday.
    await follow('member.record.today');
    await expect(page).toHaveURL(/startDate=/);
    await expectOnlyDeposits(page);
    await follow('member.record.yesterday');
    await expect(record.getByText(text('es', 'member.record.empty'))).toBeVisible();

    await page.goto('/member?startDate=2026-03-10&endDate=2026-03-09#accountRecord');
    await expect(record.getByRole('alert')).toHaveText(text('es', 'member.record.invalid'));
  });

  test('reads in English, in the browser time zone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: roleStateFile('player', baseURL), timezoneId: 'America/Mexico_City' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    const page = await context.newPage();
    await skipPopups(page);
    await page.goto('/member#accountRecord');
    // The page was written in UTC; its script keeps the zone and has it written again in Mexico City's.
    await expect(section(page, 'en').getByRole('table')).toHaveAccessibleName(text('en', 'member.record.caption', { offset: 'GMT-06:00' }));
    await expect(rows(page, 'en').first().locator('td').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(rows(page, 'en').last().locator('td').nth(1)).toHaveText(text('en', 'member.record.types.deposit'));
    await expectAccessible(page);
    await context.close();
  });

  test("shows an operator's correction at once, with its reason, and the header balance follows", async ({ page }) => {
    await page.goto('/member#accountRecord');
    const before = await walletNow(page);
    await platformCli('adjust', SEED_PLAYER.account, '12.34', '--reason', 'Goodwill for ticket 4411', '--by', 'e2e');
    await page.reload();
    const newest = rows(page, 'es').first();
    await expect(newest.locator('td').nth(1)).toHaveText(text('es', 'member.record.types.adjustment'));
    await expect(newest.locator('td').nth(2)).toHaveText(formatAmount('12.34', SEED_CURRENCY.locales.ES));
    await expect(newest.locator('td').nth(4)).toHaveText('Goodwill for ticket 4411');
    const after = await walletNow(page);
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(1234);
    await expect(newest.locator('td').nth(3)).toHaveText(formatAmount(after, SEED_CURRENCY.locales.ES));
    await expect(page.getByTestId('balance')).toHaveText(formatMoney(after, { locale: SEED_CURRENCY.locales.ES, currency: SEED_CURRENCY.code }));
  });

  test('works with no script at all: the table and the filter are HTML', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: roleStateFile('player', baseURL), javaScriptEnabled: false });
    const page = await context.newPage();
    // The centre writes its first section; another one opens by its link, as a page of its own.
    await page.goto('/member#accountRecord');
    await page.getByRole('link', { name: text('es', 'member.frame.open', { name: text('es', 'member.sections.accountRecord') }) }).click();
    await expect(page).toHaveURL(/section=accountRecord#accountRecord$/);
    await expect(rows(page, 'es').first()).toBeVisible();
    const record = section(page, 'es');
    await record.getByLabel(text('es', 'member.record.type')).selectOption('deposit');
    await record.getByRole('button', { name: text('es', 'member.record.search') }).click();
    await expect(page).toHaveURL(/type=deposit/);
    await expectOnlyDeposits(page);
    await context.close();
  });

  test('closes back to the page the member came from', async ({ page }) => {
    await page.goto('/rng');
    await memberMenuTrigger(page, SEED_PLAYER.account).hover();
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('es', 'shell.member.accountRecord') })
      .click();
    await expect(page).toHaveURL(/\/member#accountRecord$/);
    await section(page, 'es')
      .getByRole('link', { name: text('es', 'member.record.last7') })
      .click();
    await page.getByRole('link', { name: text('es', 'member.close') }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });
});
