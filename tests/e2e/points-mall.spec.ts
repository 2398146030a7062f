import { expect, test, type Page } from '@playwright/test';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { SEED_POINT_ITEMS } from '../../platform/db/seed/points.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { playFirstInHouseGame } from './support/play.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, sealedFor, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * The points mall (PTSYS3): a new member plays rounds of an in-house game and earns points on
 * them, redeems a cash bonus and a physical item with the transaction password, converts points
 * to cash, and reads the redeem history and the points details; the operator approves the
 * physical item with the CLI.
 */

const PASSWORD = 'Points2026';
const TRANSACTION_PASSWORD = '135246';

const mall = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'points.section') });
const nameOf = (lang: Lang, item: (typeof SEED_POINT_ITEMS)[number]) => (lang === 'es' ? item.nameEs : item.nameEn);
const [BONUS, , MUG] = SEED_POINT_ITEMS;

/** A new member logged in on this page in `lang`, with a transaction password and 200.00 to play with. */
const newMember = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  const username = uniqueUsername('pm');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, { username, password: PASSWORD, email: `${username}@example.test`, mobileNum: uniqueMobile() });
  const secured = await page.request.post(
    '/wps/member/password/transaction',
    await sealedFor(page.request, { loginPassword: PASSWORD, newPassword: TRANSACTION_PASSWORD, confirmNewPassword: TRANSACTION_PASSWORD }),
  );
  expect(secured.status(), await secured.text()).toBe(200);
  await platformCli('adjust', username, '200.00', '--reason', 'Funds to play with', '--by', 'e2e');
  return username;
};

/** Opens an item's redeem dialog from its card, once the page's script has enabled the button. */
const openRedeem = async (page: Page, lang: Lang, name: string) => {
  const button = mall(page, lang).getByRole('button', { name: `${text(lang, 'points.redeem')} ${name}` });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'points.redeemTitle', { name }) });
  await expect(dialog).toBeVisible();
  return { button, dialog };
};

test.describe('points mall', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
    // Ten points per 1.00, counted a second after a bet settles, so the spec need not wait a minute.
    await platformCli('points', 'rate', '--earn', '10', '--delay', '1', '--by', 'e2e');
  });
  test.afterEach(async () => {
    await platformCli('points', 'rate', '--earn', '1', '--delay', '60', '--by', 'e2e');
  });

  for (const lang of ['es', 'en'] as const) {
    test(`earns points by playing, redeems and converts them with the transaction password (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const points = (n: number) => new Intl.NumberFormat(SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']).format(n);
      const username = await newMember(page, lang, baseURL);
      await playFirstInHouseGame(page, lang, '50.00', 2);
      // The member centre's menu leads to the mall.
      await page.goto('/member');
      await page
        .getByRole('navigation', { name: text(lang, 'member.nav.label') })
        .getByRole('link', { name: text(lang, 'pages.pointMall.heading') })
        .click();
      await expect(page).toHaveURL(/\/pointMall$/);
      // 100.00 of valid bets at ten points per 1.00, once the bets are a second old.
      await expect(async () => {
        await page.goto('/pointMall');
        await expect(page.getByTestId('point-balance')).toHaveText(points(1000), { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'pages.pointMall.heading'));
      // Each count of the member's bets is one `earned` row: the two rounds may come in one or two.
      await expect(mall(page, lang).locator('[data-point-details] tbody tr td:first-of-type').first()).toHaveText(text(lang, 'points.kinds.earned'));
      await expectAccessible(page);

      // The cash bonus: Escape closes the dialog and gives focus back; a wrong password is refused in the member's language.
      const bonus = await openRedeem(page, lang, nameOf(lang, BONUS));
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(bonus.dialog).toBeHidden();
      await expect(bonus.button).toBeFocused();
      await bonus.button.click();
      await bonus.dialog.getByLabel(text(lang, 'withdraw.transactionPassword')).fill('000000');
      await bonus.dialog.getByRole('button', { name: text(lang, 'points.confirmRedeem') }).click();
      await expect(bonus.dialog.getByRole('alert')).toHaveText(text(lang, 'errors.transaction.password.invalid'));
      await bonus.dialog.getByLabel(text(lang, 'withdraw.transactionPassword')).fill(TRANSACTION_PASSWORD);
      await bonus.dialog.getByRole('button', { name: text(lang, 'points.confirmRedeem') }).click();
      await expect(page.getByTestId('point-balance')).toHaveText(points(1000 - BONUS.points));
      const history = mall(page, lang).locator('[data-redeem-history] tbody tr');
      await expect(history.first()).toContainText(nameOf(lang, BONUS));
      await expect(history.first()).toContainText(text(lang, 'points.status.approved'));

      // The physical item, all by keyboard: it waits, in process, for the operator.
      const mug = mall(page, lang).getByRole('button', { name: `${text(lang, 'points.redeem')} ${nameOf(lang, MUG)}` });
      await expect(mug).toBeEnabled();
      await mug.focus();
      await page.keyboard.press('Enter');
      const mugDialog = page.getByRole('dialog', { name: text(lang, 'points.redeemTitle', { name: nameOf(lang, MUG) }) });
      await expect(mugDialog.getByLabel(text(lang, 'points.quantity'))).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(mugDialog.getByLabel(text(lang, 'withdraw.transactionPassword'))).toBeFocused();
      await page.keyboard.type(TRANSACTION_PASSWORD);
      await page.keyboard.press('Enter');
      const afterMug = 1000 - BONUS.points - MUG.points;
      await expect(page.getByTestId('point-balance')).toHaveText(points(afterMug));
      await expect(history.first()).toContainText(nameOf(lang, MUG));
      await expect(history.first()).toContainText(text(lang, 'points.status.in_process'));

      // Points to cash: 100 points are 1.00 in the wallet.
      const convert = mall(page, lang).getByRole('button', { name: text(lang, 'points.convertOpen') });
      await expect(convert).toBeEnabled();
      await convert.click();
      const convertDialog = page.getByRole('dialog', { name: text(lang, 'points.convertTitle') });
      await convertDialog.getByLabel(text(lang, 'points.convertPoints')).fill('100');
      await convertDialog.getByLabel(text(lang, 'withdraw.transactionPassword')).fill(TRANSACTION_PASSWORD);
      await expectAccessible(page);
      await convertDialog.getByRole('button', { name: text(lang, 'points.confirmConvert') }).click();
      await expect(page.getByTestId('point-balance')).toHaveText(points(afterMug - 100));
      const details = mall(page, lang).locator('[data-point-details] tbody tr');
      await expect(details.first().locator('td').first()).toHaveText(text(lang, 'points.kinds.converted'));
      const kinds = await details.locator('td:first-of-type').allTextContents();
      expect(kinds.slice(0, 3)).toEqual([text(lang, 'points.kinds.converted'), text(lang, 'points.kinds.redeemed'), text(lang, 'points.kinds.redeemed')]);
      expect(new Set(kinds.slice(3))).toEqual(new Set([text(lang, 'points.kinds.earned')]));
      await expectAccessible(page);

      // The operator sends the mug and approves it; the member reads it with the remark.
      const pending = JSON.parse(await platformCli('points', 'redemptions', 'list', '--status', 'in_process', '--limit', '500', '--json')) as {
        id: number;
        account: string;
      }[];
      const mine = pending.find((r) => r.account === username)!;
      await platformCli('points', 'approve', String(mine.id), '--remark', 'Sent by courier', '--by', 'e2e');
      await page.reload();
      await expect(history.first()).toContainText(text(lang, 'points.status.approved'));
      await expect(history.first()).toContainText('Sent by courier');
      await expectAccessible(page);
    });
  }

  test('refuses the page and the calls while PTSYS3 is off', async ({ page, baseURL }) => {
    await newMember(page, 'en', baseURL);
    await platformCli('flags', 'set', 'PTSYS3', 'off');
    try {
      // Site flags reach the pages within the status cache's few seconds.
      await expect(async () => {
        const response = await page.goto('/pointMall');
        expect(response?.status()).toBe(403);
        await expect(mall(page, 'en').getByRole('alert')).toHaveText(text('en', 'points.off'));
      }).toPass({ timeout: 15_000 });
      await expectAccessible(page);
      await page.goto('/member');
      await expect(page.locator('[data-points-mall-link]')).toHaveCount(0);
      const refused = await page.evaluate(async () => {
        const res = await fetch('/wps/relay/MCS2_getPointBalance');
        return { status: res.status, body: (await res.json()) as { errorCode?: string } };
      });
      expect({ status: refused.status, code: refused.body.errorCode }).toEqual({ status: 403, code: 'function.not.available' });
    } finally {
      await platformCli('flags', 'set', 'PTSYS3', 'on');
    }
  });
});
