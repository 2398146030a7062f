import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Mission activity: a new member deposits 200.00, the operator confirms it, and the daily deposit
 * mission is complete: the menu counts it, and the member claims its reward once.
 */

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'rewards.missions.section') });

test.describe('missions', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  for (const lang of ['es', 'en'] as const) {
    test(`finishes the deposit mission and claims its reward (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const money = (amount: string) => formatAmount(amount, SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);
      const username = uniqueUsername('ms');
      await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await registerByApi(page.request, { username, password: 'Misiones2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });

      await page.goto('/member#missionActivity');
      const missions = section(page, lang);
      const depositMission = missions.getByRole('listitem').filter({ hasText: lang === 'es' ? 'Deposita 200 hoy' : 'Deposit 200 today' });
      await expect(depositMission).toHaveAttribute('data-state', 'inProgress');
      await expect(depositMission).toContainText(text(lang, 'rewards.missions.progress', { progress: money('0.00'), target: money('200.00') }));
      await expectAccessible(page);

      await page.goto('/member#deposit');
      const deposit = page.getByRole('region', { name: text(lang, 'member.sections.deposit') });
      const form = deposit.getByRole('form', { name: text(lang, 'deposit.form.label', { method: text(lang, 'deposit.methods.spei') }) });
      await form.getByLabel(text(lang, 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('200');
      await form.getByRole('button', { name: text(lang, 'deposit.form.spei.submit') }).click();
      await expect(page).toHaveURL(/depTask=\d+.*#deposit$/);
      const reference = (await deposit.getByTestId('deposit-task-reference').textContent())!.trim();
      const pending = JSON.parse(await platformCli('deposits', 'list', '--status', 'pending', '--json')) as { id: number; reference: string }[];
      await platformCli('deposits', 'confirm', String(pending.find((d) => d.reference === reference)!.id), '--by', 'e2e');

      await page.goto('/member?section=missionActivity#missionActivity');
      const menu = page.getByRole('navigation', { name: text(lang, 'member.nav.label') });
      await expect(
        menu.getByRole('link', { name: `${text(lang, 'rewards.missions.section')} 1 ${text(lang, 'rewards.missions.menuClaimable')}` }),
      ).toBeVisible();
      const done = section(page, lang)
        .getByRole('listitem')
        .filter({ hasText: lang === 'es' ? 'Deposita 200 hoy' : 'Deposit 200 today' });
      await expect(done).toHaveAttribute('data-state', 'claimable');
      await expectAccessible(page);
      await done.getByRole('button', { name: text(lang, 'rewards.missions.claim', { reward: money('10.00') }) }).click();

      const claimed = section(page, lang)
        .getByRole('listitem')
        .filter({ hasText: lang === 'es' ? 'Deposita 200 hoy' : 'Deposit 200 today' });
      await expect(claimed).toHaveAttribute('data-state', 'claimed');
      await expect(claimed.getByText(text(lang, 'rewards.missions.claimed'))).toBeVisible();
      await expect(menu.getByRole('link', { name: text(lang, 'rewards.missions.section'), exact: true })).toBeVisible();
      await expect(page.getByTestId('balance')).toContainText(money('210.00'));
    });
  }
});
