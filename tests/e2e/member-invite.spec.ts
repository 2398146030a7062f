import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Invite friends: a member's link and QR code; a friend registers with it and makes a first
 * deposit, the operator confirms it, and the member finds the friend and the reward.
 */

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'rewards.invite.section') });
const money = (lang: Lang, amount: string) => formatAmount(amount, SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);

const newMember = async (page: Page, lang: Lang, baseURL: string | undefined, referralCode?: string) => {
  const username = uniqueUsername('iv');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, {
    username,
    password: 'Invitar2026',
    email: `${username}@example.test`,
    mobileNum: uniqueMobile(),
    ...(referralCode ? { referralCode } : {}),
  });
  return username;
};

test.describe('invite friends', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('shows the link and its QR code, copies it, and lists a friend with the reward of their first deposit (ES)', async ({ page, baseURL, browser }) => {
    await page.context().grantPermissions(['clipboard-write'], { origin: baseURL! });
    await newMember(page, 'es', baseURL);
    await page.goto('/member#inviteFriends');
    const invite = section(page, 'es');
    await expect(invite.getByText(text('es', 'rewards.invite.reward', { reward: money('es', '50.00'), min: money('es', '200.00') }))).toBeVisible();
    const link = invite.getByLabel(text('es', 'rewards.invite.link'));
    const href = await link.inputValue();
    expect(href).toMatch(new RegExp(`^${baseURL}/register\\?referralCode=[A-Z0-9]{8}$`));
    await expect(invite.getByTestId('invite-qr')).toHaveJSProperty('complete', true);
    expect(await invite.getByTestId('invite-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await invite.getByRole('button', { name: text('es', 'rewards.invite.copy') }).click();
    await expect(invite.getByRole('status')).toHaveText(text('es', 'rewards.invite.copied'));
    await expect(invite.getByText(text('es', 'rewards.invite.noFriends'))).toBeVisible();
    await expectAccessible(page);

    // A friend registers with the link, in a browser of their own, and deposits 250.00.
    const friendContext = await browser.newContext({ baseURL: baseURL! });
    const friend = await friendContext.newPage();
    await skipPopups(friend);
    await newMember(friend, 'es', baseURL, new URL(href).searchParams.get('referralCode')!);
    await friend.goto('/member#deposit');
    const deposit = friend.getByRole('region', { name: text('es', 'member.sections.deposit') });
    const form = deposit.getByRole('form', { name: text('es', 'deposit.form.label', { method: text('es', 'deposit.methods.spei') }) });
    await form.getByLabel(text('es', 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('250');
    await form.getByRole('button', { name: text('es', 'deposit.form.spei.submit') }).click();
    await expect(friend).toHaveURL(/depTask=\d+.*#deposit$/);
    const reference = (await deposit.getByTestId('deposit-task-reference').textContent())!.trim();
    await friendContext.close();
    const pending = JSON.parse(await platformCli('deposits', 'list', '--status', 'pending', '--json')) as { id: number; reference: string }[];
    await platformCli('deposits', 'confirm', String(pending.find((d) => d.reference === reference)!.id), '--by', 'e2e');

    await page.reload();
    const rows = section(page, 'es').locator('[data-invite-friends] tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('td').nth(1)).toContainText(money('es', '250.00'));
    await expect(rows.locator('td').nth(2)).toHaveText(money('es', '50.00'));
    await expect(section(page, 'es').locator('[data-figure="rewards"]')).toHaveText(money('es', '50.00'));
    await expect(page.getByTestId('unread-count')).toHaveText('1');
  });

  test('reads in English, with the same link (EN)', async ({ page, baseURL }) => {
    await newMember(page, 'en', baseURL);
    await page.goto('/member?section=inviteFriends#inviteFriends');
    const invite = section(page, 'en');
    await expect(invite.getByRole('heading', { name: text('en', 'rewards.invite.friends') })).toBeVisible();
    await expect(invite.getByLabel(text('en', 'rewards.invite.link'))).toHaveValue(/\/register\?referralCode=[A-Z0-9]{8}$/);
    await expectAccessible(page);
  });
});
