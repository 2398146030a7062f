import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { SEED_PROMOTIONS } from '../../platform/db/seed/promotions.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Reward centre and bonus details: a new member claims the sign-up reward, joins the first-deposit
 * bonus and deposits; once the operator confirms the deposit, the bonus is paid with its turnover,
 * bonus details shows both bonuses, and the withdrawal section says why money waits. Another
 * applies with a screenshot; the operator rejects, then approves the second application.
 */

const centre = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'rewards.promotions.section') });
const [FIRST_DEPOSIT, WEEKLY_LOSS, SIGN_UP, APPLICATION] = SEED_PROMOTIONS;

test.describe('reward centre', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  for (const lang of ['es', 'en'] as const) {
    const title = (p: (typeof SEED_PROMOTIONS)[number]) => (lang === 'es' ? p.titleEs : p.titleEn);

    test(`claims the sign-up reward, joins the first-deposit bonus and sees its turnover (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const money = (amount: string) => formatAmount(amount, SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);
      const username = uniqueUsername('pr');
      await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await registerByApi(page.request, { username, password: 'Promos2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });

      await page.goto('/member?section=rewardCenter#rewardCenter');
      const menu = page.getByRole('navigation', { name: text(lang, 'member.nav.label') });
      await expect(
        menu.getByRole('link', { name: `${text(lang, 'rewards.promotions.section')} 3 ${text(lang, 'rewards.promotions.menuActionable')}` }),
      ).toBeVisible();
      const card = (p: (typeof SEED_PROMOTIONS)[number]) => centre(page, lang).getByRole('listitem', { name: title(p) });
      await expect(card(FIRST_DEPOSIT)).toHaveAttribute('data-status', 'join');
      await expect(card(FIRST_DEPOSIT)).toContainText(text(lang, 'rewards.promotions.turnover.withDeposit', { times: '3' }));
      await expect(card(SIGN_UP)).toHaveAttribute('data-status', 'claim');
      await expect(card(WEEKLY_LOSS)).toHaveAttribute('data-status', 'join');
      await expectAccessible(page);

      // The sign-up reward: claimed once, with the keyboard.
      const claim = card(SIGN_UP).getByRole('button', { name: `${text(lang, 'rewards.promotions.claim', { reward: money('8.00') })} ${title(SIGN_UP)}` });
      await expect(claim).toBeEnabled();
      await claim.focus();
      await page.keyboard.press('Enter');
      await expect(card(SIGN_UP)).toHaveAttribute('data-status', 'claimed');
      await expect(card(SIGN_UP)).toContainText(text(lang, 'rewards.promotions.status.claimed'));

      // The first-deposit bonus: joined now, paid with the first deposit.
      await card(FIRST_DEPOSIT)
        .getByRole('button', { name: `${text(lang, 'rewards.promotions.join')} ${title(FIRST_DEPOSIT)}` })
        .click();
      await expect(card(FIRST_DEPOSIT)).toHaveAttribute('data-status', 'joined');
      await expect(card(FIRST_DEPOSIT)).toContainText(text(lang, 'rewards.promotions.joinedHint.firstDeposit'));
      await expect(
        menu.getByRole('link', { name: `${text(lang, 'rewards.promotions.section')} 1 ${text(lang, 'rewards.promotions.menuActionable')}` }),
      ).toBeVisible();
      // The weekly loss rebate: joined once, issued each Monday.
      await card(WEEKLY_LOSS)
        .getByRole('button', { name: `${text(lang, 'rewards.promotions.join')} ${title(WEEKLY_LOSS)}` })
        .click();
      await expect(card(WEEKLY_LOSS)).toHaveAttribute('data-status', 'joined');
      await expect(card(WEEKLY_LOSS)).toContainText(text(lang, 'rewards.promotions.joinedHint.weeklyLoss'));
      await expect(menu.getByRole('link', { name: text(lang, 'rewards.promotions.section'), exact: true })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/member#deposit');
      const deposit = page.getByRole('region', { name: text(lang, 'member.sections.deposit') });
      const form = deposit.getByRole('form', { name: text(lang, 'deposit.form.label', { method: text(lang, 'deposit.methods.spei') }) });
      await form.getByLabel(text(lang, 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('250');
      await form.getByRole('button', { name: text(lang, 'deposit.form.spei.submit') }).click();
      await expect(page).toHaveURL(/depTask=\d+.*#deposit$/);
      const reference = (await deposit.getByTestId('deposit-task-reference').textContent())!.trim();
      const pending = JSON.parse(await platformCli('deposits', 'list', '--status', 'pending', '--json')) as { id: number; reference: string }[];
      await platformCli('deposits', 'confirm', String(pending.find((d) => d.reference === reference)!.id), '--by', 'e2e');

      // Bonus details: 250.00 matched, needing (250.00 + 250.00) × 3; the sign-up reward 8.00 × 1.
      await page.goto('/member?section=bonusDetails#bonusDetails');
      const details = page.getByRole('region', { name: text(lang, 'rewards.bonus.section') });
      await expect(details.locator('[data-bonus-remaining]')).toHaveText(money('1508.00'));
      const rows = details.getByRole('table', { name: text(lang, 'rewards.bonus.caption') }).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(title(FIRST_DEPOSIT));
      await expect(rows.nth(0)).toContainText(money('250.00'));
      await expect(rows.nth(0)).toContainText(money('1500.00'));
      await expect(rows.nth(0)).toContainText(text(lang, 'rewards.bonus.lockedState'));
      await expect(rows.nth(1)).toContainText(title(SIGN_UP));
      await expect(details).toContainText(text(lang, 'rewards.bonus.locked', { amount: money('1508.00') }));
      await expectAccessible(page);

      // The withdrawal section says why the money waits, and leads to the details.
      await page.goto('/member?section=withdraw#withdraw');
      const withdraw = page.getByRole('region', { name: text(lang, 'member.sections.withdraw') });
      await expect(withdraw.locator('[data-bonus-turnover]')).toContainText(text(lang, 'withdraw.bonusTurnoverDue', { amount: money('1508.00') }));
      await withdraw.getByRole('link', { name: text(lang, 'withdraw.toBonusDetails') }).click();
      await expect(page).toHaveURL(/section=bonusDetails#bonusDetails$/);

      // The bonus credited message is in the inbox, in the page's language.
      await page.goto('/member?section=platformMessages#platformMessages');
      await expect(page.getByRole('region', { name: text(lang, 'inbox.section') })).toContainText(text(lang, 'inbox.system.bonusCredited.title'));
    });
  }

  for (const lang of ['es', 'en'] as const) {
    test(`applies with a screenshot, hears the rejection, applies again and is paid (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const title = lang === 'es' ? APPLICATION.titleEs : APPLICATION.titleEn;
      const username = uniqueUsername('pa');
      await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await registerByApi(page.request, { username, password: 'Promos2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
      const screenshot = {
        name: 'win.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d7a46' } })
          .png()
          .toBuffer(),
      };

      await page.goto('/member?section=rewardCenter#rewardCenter');
      const card = centre(page, lang).getByRole('listitem', { name: title });
      await expect(card).toHaveAttribute('data-status', 'applying');
      const form = card.getByRole('form', { name: text(lang, 'rewards.promotions.apply.form', { title }) });
      const send = form.getByRole('button', { name: `${text(lang, 'rewards.promotions.apply.send')} ${title}` });
      await expect(send).toBeEnabled();
      await expectAccessible(page);

      // Without a screenshot, the form says so before sending anything.
      await send.click();
      await expect(form.locator('[data-form-error]')).toHaveText(text(lang, 'rewards.promotions.apply.problems.count', { count: '3' }));
      await form.getByLabel(text(lang, 'rewards.promotions.apply.images')).setInputFiles(screenshot);
      await form.getByLabel(text(lang, 'rewards.promotions.apply.comment')).fill('x500 en Fortune Tiger');
      await send.click();
      await expect(card).toHaveAttribute('data-status', 'process');
      await expect(card.locator('[data-promotion-application]')).toBeVisible();
      await expect(card.getByRole('form')).toHaveCount(0);

      const pending = JSON.parse(await platformCli('promotions', 'applications', '--json')) as { id: number; account: string; comment: string }[];
      const first = pending.find((a) => a.account === username)!;
      expect(first.comment).toBe('x500 en Fortune Tiger');
      await platformCli('promotions', 'reject', String(first.id), '--reason', 'La captura no muestra el premio', '--by', 'e2e');
      await page.reload();
      await expect(card).toHaveAttribute('data-status', 'rejected');
      await expect(card).toContainText('La captura no muestra el premio');
      await expectAccessible(page);

      await form.getByLabel(text(lang, 'rewards.promotions.apply.images')).setInputFiles(screenshot);
      await send.click();
      await expect(card).toHaveAttribute('data-status', 'process');
      const again = (JSON.parse(await platformCli('promotions', 'applications', '--json')) as { id: number; account: string }[]).find(
        (a) => a.account === username,
      )!;
      await platformCli('promotions', 'approve', String(again.id), '--by', 'e2e');
      await page.reload();
      await expect(card).toHaveAttribute('data-status', 'claimed');
      await expect(card).toContainText(text(lang, 'rewards.promotions.status.claimed'));
    });
  }

  test('opens the reward centre at the promotion an address names', async ({ page, baseURL }) => {
    const username = uniqueUsername('pf');
    await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await registerByApi(page.request, { username, password: 'Promos2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
    const listed = JSON.parse(await platformCli('promotions', 'list', '--json')) as { id: number; titleEn: string }[];
    const signUp = listed.find((p) => p.titleEn === SIGN_UP.titleEn)!;
    await page.goto(`/member?section=rewardCenter&promotion=${signUp.id}#rewardCenter`);
    const card = centre(page, 'en').getByRole('listitem', { name: SIGN_UP.titleEn });
    await expect(card).toHaveAttribute('data-focused', 'true');
    await expect(card.getByRole('button')).toBeEnabled();
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();

    // A pop-up's "go to promotion" names the kind: the centre opens at the first of it.
    await page.goto('/member?section=rewardCenter&promotion=firstDeposit#rewardCenter');
    const bonus = centre(page, 'en').getByRole('listitem', { name: FIRST_DEPOSIT.titleEn });
    await expect(bonus).toHaveAttribute('data-focused', 'true');
    await expect(bonus).toBeFocused();
  });
});
