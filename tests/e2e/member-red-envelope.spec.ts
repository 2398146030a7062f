import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Red envelopes: the operator opens an event with the CLI, a member opens one envelope in the
 * member centre, for an amount within the event's range, once.
 */

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'rewards.envelope.section') });

/** Ends every event still open or to come, so the one a test opens is the one on show. */
const endEvents = async () => {
  const events = JSON.parse(await platformCli('red-envelope', 'list', '--limit', '500', '--json')) as { id: number; state: string }[];
  for (const event of events) if (event.state !== 'ended') await platformCli('red-envelope', 'end', String(event.id), '--by', 'e2e');
};

test.describe('red envelopes', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
    await endEvents();
  });
  test.afterEach(endEvents);

  for (const lang of ['es', 'en'] as const) {
    test(`opens the member's red envelope once, for an amount in the range (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const money = (amount: string) => formatAmount(amount, SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);
      const from = new Date(Date.now() - 60_000).toISOString();
      const until = new Date(Date.now() + 3_600_000).toISOString();
      await platformCli(
        'red-envelope',
        'create',
        '--title-es',
        'Sobres de fin de año',
        '--title-en',
        'Year-end envelopes',
        '--from',
        from,
        '--until',
        until,
        '--budget',
        '100',
        '--min',
        '1',
        '--max',
        '5',
        '--by',
        'e2e',
      );
      const username = uniqueUsername('re');
      await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await registerByApi(page.request, { username, password: 'Sobres2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });

      await page.goto('/member#redEnvelope');
      const envelope = section(page, lang);
      await expect(envelope.getByRole('heading', { level: 3 })).toHaveText(lang === 'es' ? 'Sobres de fin de año' : 'Year-end envelopes');
      await expect(envelope.getByText(text(lang, 'rewards.envelope.range', { min: money('1.00'), max: money('5.00') }))).toBeVisible();
      await expectAccessible(page);

      await envelope.getByRole('button', { name: text(lang, 'rewards.envelope.open') }).click();
      const won = envelope.locator('[data-envelope-amount]');
      await expect(won).toBeVisible();
      const cents = Number(((await won.textContent()) ?? '').match(/\d+[.,]\d{2}/)![0]!.replace(/\D/g, ''));
      expect(cents).toBeGreaterThanOrEqual(100);
      expect(cents).toBeLessThanOrEqual(500);
      await expect(envelope.getByRole('button', { name: text(lang, 'rewards.envelope.open') })).toHaveCount(0);
      await expect(page.getByTestId('balance')).toContainText(money((cents / 100).toFixed(2)));
      await expectAccessible(page);

      // Opened again, straight to the platform: the same envelope, nothing more.
      const again = await page.evaluate(async () => {
        const status = (await (await fetch('/wps/relay/MCSFE_getRafflePromotionStatus')).json()) as { value: { event: { id: string } } };
        const res = await fetch('/wps/relay/MCS2_claimRafflePromotion', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ eventId: status.value.event.id }),
        });
        return (await res.json()) as { value: { amount: string } };
      });
      expect(Math.round(Number(again.value.amount) * 100)).toBe(cents);
    });
  }

  test('says so when no event is on', async ({ page }) => {
    const username = uniqueUsername('ren');
    await registerByApi(page.request, { username, password: 'Sobres2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
    await page.goto('/member?section=redEnvelope#redEnvelope');
    await expect(section(page, 'es').getByText(text('es', 'rewards.envelope.none'))).toBeVisible();
  });
});
