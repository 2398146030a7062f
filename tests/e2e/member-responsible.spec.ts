import { expect, test } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { formatZonedDateTime } from '../../src/lib/dates.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { field, loginDialog, password } from './support/login.ts';
import { skipPopups } from './support/shell.ts';
import {
  escaped,
  freshMember,
  LOCALES,
  money,
  PASSWORD,
  readyToWithdraw,
  realityCheck,
  section,
  sendAndReload,
  TRANSACTION_PASSWORD,
  ZONE,
} from './support/responsible.ts';

/*
 * Responsible gambling (`/member#responsible`): the member's own limits, the reality check of a
 * game session, a time-out, and where to find help. Each test has a member of its own: a limit or
 * a break must never reach another spec's member.
 */

test.describe('responsible gambling', () => {
  test.use({ timezoneId: ZONE });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  for (const [lang, typed] of [
    ['es', '150,00'],
    ['en', '150.00'],
  ] as const) {
    test(`a daily deposit limit refuses a deposit above it, saying what is left (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      await freshMember(page, lang, baseURL);
      await page.goto('/member#responsible');
      const rg = section(page, lang);
      await expect(rg.getByRole('heading', { level: 2, name: text(lang, 'responsible.section') })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: text(lang, 'member.nav.label') }).getByRole('link', { name: text(lang, 'responsible.section') }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(rg.getByText(text(lang, 'responsible.limits.rule'))).toBeVisible();
      await expect(rg.getByRole('link', { name: text(lang, 'responsible.help.link') })).toHaveAttribute('href', '/help#responsible');
      await expectAccessible(page);

      const set = rg.getByRole('form', { name: text(lang, 'responsible.set.title') });
      await set.getByRole('combobox', { name: text(lang, 'responsible.set.kind') }).selectOption('deposit');
      await set.getByRole('combobox', { name: text(lang, 'responsible.set.period') }).selectOption('day');
      await set.getByLabel(text(lang, 'responsible.set.amount', { currency: SEED_CURRENCY.code })).fill(typed);
      await sendAndReload(page, () => set.getByRole('button', { name: text(lang, 'responsible.set.submit') }).click());
      const row = section(page, lang).locator('tr[data-limit="deposit-day"]');
      await expect(row.locator('[data-cell="amount"]')).toHaveText(money(lang, '150.00'));
      await expect(row.locator('[data-cell="remaining"]')).toHaveText(money(lang, '150.00'));
      const limitName = text(lang, 'responsible.limitName', { kind: text(lang, 'responsible.kinds.deposit'), period: text(lang, 'responsible.periods.day') });
      await expect(row.getByRole('button', { name: text(lang, 'responsible.limits.removeLabel', { limit: limitName }) })).toBeEnabled();

      await page.goto('/member#deposit');
      const deposit = page.getByRole('region', { name: text(lang, 'member.sections.deposit') });
      await deposit.getByRole('link', { name: new RegExp(`^${escaped(text(lang, 'deposit.methods.spei'))}`) }).click();
      const form = deposit.getByRole('form', { name: text(lang, 'deposit.form.label', { method: text(lang, 'deposit.methods.spei') }) });
      await form.getByLabel(text(lang, 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('200');
      await form.getByRole('button', { name: text(lang, 'deposit.form.spei.submit') }).click();

      await expect(page).toHaveURL(/depError=rg\.deposit\.limit.*#deposit$/);
      const [before, after] = text(lang, 'deposit.problem.ownLimit', {
        period: text(lang, 'deposit.limitPeriod.day'),
        remaining: money(lang, '150.00'),
        resetsAt: '\u0000',
      }).split('\u0000');
      const refusal = deposit.getByRole('alert').filter({ hasText: text(lang, 'errors.rg.deposit.limit') });
      await expect(refusal).toContainText(new RegExp(`${escaped(before!)}.+${escaped(after!)}`));
      await expect(refusal.getByRole('link', { name: text(lang, 'deposit.problem.ownLimitLink') })).toHaveAttribute(
        'href',
        '/member?section=responsible#responsible',
      );
      await expectAccessible(page);

      // A higher limit waits 24 hours for a confirmation; until then the lower one holds, and the change can be cancelled.
      await refusal.getByRole('link', { name: text(lang, 'deposit.problem.ownLimitLink') }).click();
      const raise = section(page, lang).getByRole('form', { name: text(lang, 'responsible.set.title') });
      await raise.getByRole('combobox', { name: text(lang, 'responsible.set.period') }).selectOption('day');
      await raise.getByLabel(text(lang, 'responsible.set.amount', { currency: SEED_CURRENCY.code })).fill('300');
      await sendAndReload(page, () => raise.getByRole('button', { name: text(lang, 'responsible.set.submit') }).click());
      const waiting = section(page, lang).locator('tr[data-limit="deposit-day"]');
      await expect(waiting.locator('[data-pending]')).toHaveText(text(lang, 'responsible.limits.pendingAmount', { amount: money(lang, '300.00') }));
      await expect(waiting.locator('[data-cell="amount"]')).toHaveText(money(lang, '150.00'));
      await expect(waiting.getByRole('button', { name: text(lang, 'responsible.limits.confirmLabel', { limit: limitName }) })).toBeDisabled();
      await expectAccessible(page);
      await sendAndReload(page, () => waiting.getByRole('button', { name: text(lang, 'responsible.limits.cancelLabel', { limit: limitName }) }).click());
      await expect(section(page, lang).locator('tr[data-limit="deposit-day"] [data-pending]')).toHaveCount(0);
      await expect(section(page, lang).locator('tr[data-limit="deposit-day"] [data-cell="amount"]')).toHaveText(money(lang, '150.00'));
    });
  }

  test('without script, the deposit form is refused past the limit the same way', async ({ page, browser, baseURL }) => {
    await freshMember(page, 'es', baseURL);
    const set = await page.request.put('/wps/member/responsible/limit', {
      data: { kind: 'deposit', period: 'week', amount: '120.00' },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(set.status(), await set.text()).toBe(200);
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), timezoneId: ZONE });
    const noScript = await plain.newPage();
    await noScript.goto('/member?section=deposit&depMethod=spei#deposit');
    const deposit = noScript.getByRole('region', { name: text('es', 'member.sections.deposit') });
    await deposit.getByLabel(text('es', 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('150');
    await deposit.getByRole('button', { name: text('es', 'deposit.form.spei.submit') }).click();
    const refusal = deposit.getByRole('alert').filter({ hasText: text('es', 'errors.rg.deposit.limit') });
    await expect(refusal).toContainText(money('es', '120.00'));
    await expect(refusal).toContainText(text('es', 'deposit.limitPeriod.week'));
    // The section itself reads without script; its forms wait for it.
    await noScript.goto('/member?section=responsible#responsible');
    const rg = section(noScript, 'es');
    await expect(rg.locator('tr[data-limit="deposit-week"] [data-cell="amount"]')).toHaveText(money('es', '120.00'));
    await expect(rg.getByRole('button', { name: text('es', 'responsible.set.submit'), exact: true })).toBeDisabled();
    await plain.close();
  });

  test('the reality check comes after a minute of play; the player continues and plays on (ES and EN side by side)', async ({ page, browser, baseURL }) => {
    // A minute of play, and the slot's clock moves only with its 30-second pings and the rounds:
    // the two languages play the same minute, each in a browser of its own.
    test.setTimeout(180_000);
    const english = await browser.newContext({
      baseURL: baseURL!,
      timezoneId: ZONE,
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    try {
      const enPage = await english.newPage();
      await skipPopups(enPage);
      await Promise.all([realityCheck(page, 'es', baseURL), realityCheck(enPage, 'en', baseURL)]);
    } finally {
      await english.close();
    }
  });

  for (const lang of ['es', 'en'] as const) {
    test(`a 24-hour time-out logs the member out, the login says when it ends, and the balance can still leave (${lang.toUpperCase()})`, async ({
      page,
      baseURL,
    }) => {
      const username = await freshMember(page, lang, baseURL, '250.00');
      const bankAccount = await readyToWithdraw(page, baseURL);
      await page.goto('/member#responsible');
      const form = section(page, lang).getByRole('form', { name: text(lang, 'responsible.break.title') });
      await form.getByRole('combobox', { name: text(lang, 'responsible.break.choice') }).selectOption('timeout:24h');
      await form.getByLabel(text(lang, 'responsible.break.password')).fill(PASSWORD);
      await form.getByRole('button', { name: text(lang, 'responsible.break.submit') }).click();

      const question = page.getByRole('alertdialog', {
        name: text(lang, 'responsible.break.confirmTitle.timeout', { length: text(lang, 'responsible.lengths.24h') }),
      });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: text(lang, 'responsible.break.back') })).toBeFocused();
      await expectAccessible(page);
      // Escape keeps the account open.
      await page.keyboard.press('Escape');
      await expect(question).toBeHidden();
      await form.getByRole('button', { name: text(lang, 'responsible.break.submit') }).click();
      const start = Date.now();
      await question.getByRole('button', { name: text(lang, 'responsible.break.confirm.timeout') }).click();

      const done = page.getByRole('dialog', { name: text(lang, 'responsible.break.doneTitle.timeout') });
      await expect(done).toBeVisible();
      const end = Date.now();
      await expectAccessible(page);
      await done.getByRole('button', { name: text(lang, 'responsible.break.toLogin') }).click();
      // `/login` is the home page with the login open; its script then writes the address as `/`.
      await expect(page).toHaveURL(/\/(login)?$/);

      const login = loginDialog(page, lang);
      await field(login, lang, 'login.username').fill(username);
      await password(login, lang).fill(PASSWORD);
      await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
      const refusal = login.getByRole('alert').filter({ has: page.getByRole('heading', { name: text(lang, 'login.break.title.timeout') }) });
      await expect(refusal).toBeVisible();
      const ends = refusal.locator('[data-until]');
      const until = Date.parse((await ends.getAttribute('data-until'))!);
      expect(until).toBeGreaterThanOrEqual(start + 24 * 3600_000 - 5_000);
      expect(until).toBeLessThanOrEqual(end + 24 * 3600_000);
      await expect(ends).toHaveText(text(lang, 'login.break.ends.timeout', { until: formatZonedDateTime(until, LOCALES[lang], ZONE) }));
      await expect(login.getByRole('link', { name: text(lang, 'login.break.help') })).toHaveAttribute('href', '/help#responsible');
      await expectAccessible(page);
      // Nothing was let in: the page is still a visitor's.
      expect((await page.request.get('/wps/v2/wallets/balance')).status()).toBe(401);

      // The money can still leave: the password just typed shows the balance, the transaction password sends it all.
      await login.getByRole('button', { name: text(lang, 'login.break.withdraw.open') }).click();
      const out = login.getByRole('form', { name: text(lang, 'login.break.withdraw.open') });
      await expect(
        out.getByText(text(lang, 'login.break.withdraw.available', { amount: `${formatAmount('250.00', LOCALES[lang])} ${SEED_CURRENCY.code}` })),
      ).toBeVisible();
      await expect(out.getByRole('radio', { name: new RegExp(`${bankAccount.slice(-4)}$`) })).toBeChecked();
      await expectAccessible(page);
      await out.getByLabel(text(lang, 'login.break.withdraw.transactionPassword')).fill(TRANSACTION_PASSWORD);
      await out.getByRole('button', { name: text(lang, 'login.break.withdraw.submit') }).click();
      await expect(
        login.getByText(text(lang, 'login.break.withdraw.done', { amount: `${formatAmount('250.00', LOCALES[lang])} ${SEED_CURRENCY.code}` })),
      ).toBeVisible();
      expect((await page.request.get('/wps/v2/wallets/balance')).status()).toBe(401);
    });
  }

  for (const lang of ['es', 'en'] as const) {
    test(`the footer leads to the tools and to the organisations that help (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await page.goto('/help#responsible');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: text(lang, 'footer.links.responsible') })).toHaveAttribute('href', '/member#responsible');
      await expect(footer.locator('a[href="/help#responsible"]')).toBeVisible();
      const entry = page.locator('#responsible');
      await expect(entry).toBeVisible();
      await expect(entry).toContainText('55 5212 1212');
      await expect(entry.getByRole('link', { name: 'www.gamblersanonymous.org' })).toHaveAttribute('href', /^https:\/\/www\.gamblersanonymous\.org\/?$/);
      await expect(entry.getByRole('link', { name: 'www.begambleaware.org' })).toHaveAttribute('href', /^https:\/\/www\.begambleaware\.org\/?$/);
      await expectAccessible(page);
    });
  }
});
