import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../contract/money-format.ts';
import { REFRESH_INTERVAL_MS } from '../../src/stores/balance.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { SEED_MESSAGES } from '../../platform/db/seed/messages.ts';
import { ROLE_STATE } from './support/roles.ts';
import { startTrial } from './support/session.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

const FALLBACK = '/images/avatar-fallback.svg';

/** The balance as the wallet answers it now, written as the seeded market writes money in Spanish. */
const walletFigure = async (page: Page) => {
  const response = await page.request.get('/wps/v2/wallets/balance');
  const { value } = (await response.json()) as { value: { sumBalance: string; currency: string } };
  return formatMoney(value.sumBalance, { locale: SEED_CURRENCY.locales.ES, currency: value.currency });
};

test.describe('a member', () => {
  test.use({ storageState: ROLE_STATE.player });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('sees the balance and hides it as asterisks for the tab', async ({ page }) => {
    await page.goto('/promotions');
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(await walletFigure(page));
    // Mexican pesos as Mexicans read them, on the Spanish page too.
    await expect(balance).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await page.getByRole('button', { name: text('es', 'shell.member.hideBalance') }).click();
    await expect(balance).toHaveText('******');
    await page.reload();
    await expect(page.getByRole('button', { name: text('es', 'shell.member.showBalance') })).toBeVisible();
    await expect(balance).toHaveText('******');
    // The hidden state is accessible too: its note for screen readers, the button's new name.
    await expect(page.getByRole('banner').getByText(text('es', 'shell.member.balanceHidden'))).toBeAttached();
    await expectAccessible(page);
    await page.getByRole('button', { name: text('es', 'shell.member.showBalance') }).click();
    await expect(balance).toHaveText(await walletFigure(page));
  });

  test('refreshes the balance, at most once per interval', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/v2/wallets/balance')) reads.push(r.url());
    });
    await page.goto('/promotions');
    await expect(page.getByTestId('balance')).toHaveText(await walletFigure(page));
    expect(reads).toHaveLength(1);
    await page.clock.install();
    const refresh = page.getByRole('button', { name: text('es', 'shell.member.refreshBalance') });
    await page.clock.fastForward(REFRESH_INTERVAL_MS);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/wps/v2/wallets/balance')), refresh.click()]);
    await expect(page.getByTestId('balance')).toHaveText(await walletFigure(page));
    await refresh.click();
    await page.clock.fastForward(REFRESH_INTERVAL_MS);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/wps/v2/wallets/balance')), refresh.click()]);
    // The click within the interval read nothing.
    expect(reads).toHaveLength(3);
  });

  test('reaches deposit, withdraw and the member menu pages', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: text('es', 'shell.member.deposit') })).toHaveAttribute('href', '/member#deposit');
    await expect(banner.getByRole('link', { name: text('es', 'shell.member.withdraw') })).toHaveAttribute('href', '/member#withdraw');
    const menu = page.getByRole('list', { name: text('es', 'shell.member.menu', { account: 'player01' }) });
    await expect(menu).toBeHidden();
    await memberMenuTrigger(page, 'player01').hover();
    const keys = ['bettingRecord', 'accountRecord', 'personalLoss', 'rewardCenter', 'points', 'securityCenter', 'manualRebate'];
    await expect(menu.getByRole('link')).toHaveText(keys.map((k) => text('es', `shell.member.${k}`)));
    await expect(menu.getByRole('button')).toHaveText(text('es', 'shell.member.signOut'));
    await expect(menu.getByRole('link', { name: text('es', 'shell.member.securityCenter') })).toHaveAttribute('href', '/member#securityCenter');
    await expect(menu.getByRole('link', { name: text('es', 'shell.member.manualRebate') })).toHaveAttribute('href', '/member#manualRebate');
    await expectAccessible(page);
  });

  test('sees the fallback picture when the avatar cannot load', async ({ page }) => {
    await page.route('**/avatars/**', (route) => route.abort());
    await page.goto('/promotions');
    const avatar = page.getByRole('banner').locator('img[data-fallback]');
    await expect(avatar).toHaveAttribute('src', FALLBACK);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('keeps an avatar that loads', async ({ page }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="red"/></svg>';
    await page.route('**/avatars/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: svg }));
    await page.goto('/promotions');
    const avatar = page.getByRole('banner').locator('img[data-fallback]');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(avatar).not.toHaveAttribute('src', FALLBACK);
  });
});

test.describe('the inbox badge of a member', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('shows how many platform messages are unread, and names the count', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/promotions');
    // The seed's messages, and whatever account messages other specs' deposits and withdrawals of
    // this member wrote: the badge shows what the platform counts.
    const unread = await page.evaluate(async () => ((await (await fetch('/wps/relay/CSP_unreadCount')).json()) as { value: number }).value);
    expect(unread).toBeGreaterThanOrEqual(SEED_MESSAGES.length);
    const count = String(unread);
    await expect(page.getByTestId('unread-count')).toHaveText(count);
    const inbox = page.getByRole('link', { name: text('es', 'shell.member.messagesUnread', { count }) });
    await expect(inbox).toHaveAttribute('href', '/member#platformMessages');
  });
});

test('a trial account has no inbox and asks for no count', async ({ page }) => {
  await skipPopups(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('CSP_unreadCount')) asked.push(request.url());
  });
  await startTrial(page);
  await page.goto('/promotions');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe('an agent', () => {
  test.use({ storageState: ROLE_STATE.agent });

  test('has the agent centre in the member menu', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/promotions');
    await memberMenuTrigger(page, 'agent01').focus();
    const menu = page.getByRole('list', { name: text('es', 'shell.member.menu', { account: 'agent01' }) });
    await expect(menu.getByRole('link', { name: text('es', 'shell.member.agentCenter') })).toHaveAttribute('href', '/agentHome');
  });
});
