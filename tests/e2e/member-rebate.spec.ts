import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { playFirstInHouseGame } from './support/play.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Manual rebate (MANPLAYREB3): a new member plays rounds of an in-house game as a player does,
 * then claims 0.80 % of them in the member centre, once.
 */

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'rewards.rebate.section') });

/** A new member with 100.00, logged in in this browser in `lang`, who plays two rounds of 10.00 on the first in-house game. */
const playTwoRounds = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  const username = uniqueUsername('rb');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, { username, password: 'Rebate2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
  await platformCli('adjust', username, '100.00', '--reason', 'Funds to play with', '--by', 'e2e');
  await playFirstInHouseGame(page, lang, '10.00', 2);
};

test.describe('manual rebate', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
    // Bets count a second after they settle, not a minute, so the spec need not wait.
    await platformCli('rebate', 'delay', '1');
  });
  test.afterEach(async () => {
    await platformCli('rebate', 'delay', '60');
  });

  for (const lang of ['es', 'en'] as const) {
    test(`claims the rebate of the member's rounds once, and the inbox says so (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const money = (amount: string) => formatAmount(amount, SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);
      await playTwoRounds(page, lang, baseURL);
      await page.waitForTimeout(1_100);
      await page.goto('/member#manualRebate');
      const rebate = section(page, lang);
      const slots = rebate.locator('tr[data-category="RNG"]');
      await expect(slots.locator('th')).toHaveText(text(lang, 'records.categories.RNG'));
      await expect(slots.locator('td')).toHaveText([money('20.00'), text(lang, 'rewards.rebate.percent', { rate: '0.80' }), money('0.16')]);
      await expect(rebate.locator('[data-rebate-total]')).toHaveText(money('0.16'));
      await expect(rebate.getByText(text(lang, 'rewards.rebate.noClaims'))).toBeVisible();
      await expectAccessible(page);

      const claim = rebate.getByRole('button', { name: text(lang, 'rewards.rebate.claim', { amount: money('0.16') }) });
      await claim.click();
      await expect(rebate.locator('[data-rebate-total]')).toHaveText(money('0.00'));
      await expect(rebate.locator('[data-rebate-claims] tbody tr')).toHaveCount(1);
      await expect(rebate.locator('[data-rebate-claims] tbody td').last()).toHaveText(money('0.16'));
      await expect(rebate.getByRole('button', { name: text(lang, 'rewards.rebate.claim', { amount: money('0.00') }) })).toBeDisabled();
      await expect(rebate.getByText(text(lang, 'rewards.rebate.nothing'))).toBeVisible();
      // The inbox says so: the header's badge counts the new message.
      await expect(page.getByTestId('unread-count')).toHaveText('1');
      await expectAccessible(page);

      // A second claim, straight to the platform, pays nothing.
      const again = await page.evaluate(async () => {
        const res = await fetch('/wps/relay/ODSFE2_rebateDisburse', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requestId: 'e2e-second-claim' }),
        });
        return { status: res.status, body: (await res.json()) as { errorCode?: string } };
      });
      expect({ status: again.status, code: again.body.errorCode }).toEqual({ status: 409, code: 'rebate.nothing' });
    });
  }

  test('is not in the member centre while the site flag is off', async ({ page, baseURL }) => {
    const username = uniqueUsername('rbo');
    await registerByApi(page.request, { username, password: 'Rebate2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
    await platformCli('flags', 'set', 'MANPLAYREB3', 'off');
    try {
      // Site flags reach the pages within the status cache's few seconds.
      await expect(async () => {
        await page.goto('/member');
        await expect(
          page.getByRole('navigation', { name: text('es', 'member.nav.label') }).getByRole('link', { name: text('es', 'rewards.rebate.section') }),
        ).toHaveCount(0);
      }).toPass({ timeout: 15_000 });
      expect((await page.request.get(`${baseURL}/partials/member/manualRebate`)).status()).toBe(404);
    } finally {
      await platformCli('flags', 'set', 'MANPLAYREB3', 'on');
    }
  });
});
