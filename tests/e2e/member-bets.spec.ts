import { expect, test, type Page } from '@playwright/test';
import { formatAmount, formatMinor } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { playFirstInHouseGame } from './support/play.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * The betting record and personal loss of the member centre: a new member plays one round of an
 * in-house game, as a player does, and finds it in both sections with the right figures.
 */

const FUNDS_CENTS = 10_000;
/** The figures of an amount as cents, whatever the separators and the currency sign. */
const cents = (shown: string | null) => BigInt((shown ?? '').replace(/\D/g, '') || '0');

interface Round {
  game: string;
  stake: bigint;
  win: bigint;
}

/** A new member with 100.00, logged in in this browser, who plays one round of the first in-house game at `stake`. */
const playOneRound = async (page: Page, lang: Lang, stake: string): Promise<Round> => {
  const username = uniqueUsername('bt');
  await registerByApi(page.request, { username, password: 'Player2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
  await platformCli('adjust', username, '100.00', '--reason', 'Funds to play with', '--by', 'e2e');
  const { game, frame } = await playFirstInHouseGame(page, lang, stake);
  const balance = cents(await frame.getByTestId('slot-balance').textContent());
  return { game, stake: cents(stake), win: balance - BigInt(FUNDS_CENTS) + cents(stake) };
};

const section = (page: Page, lang: Lang, key: 'bettingRecord' | 'personalLoss') => page.getByRole('region', { name: text(lang, `records.sections.${key}`) });
const moneyIn = (lang: Lang) => (minor: bigint) => formatAmount(formatMinor(minor), SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('a round shows in the betting record with its totals and in personal loss, and the filters narrow it', async ({ page }) => {
  const round = await playOneRound(page, 'es', '5.00');
  const money = moneyIn('es');
  const outcome = round.win > 0n ? 'won' : 'lost';
  await page.goto('/member#bettingRecord');
  const record = section(page, 'es', 'bettingRecord');
  const rows = record.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('td').nth(1)).toContainText(round.game);
  await expect(rows.locator('td').nth(6)).toHaveText(text('es', `records.bets.statuses.${outcome}`));
  const figures = [money(round.stake), money(round.stake), money(round.win), money(round.win - round.stake)];
  await expect(rows.locator('td.money')).toHaveText(figures);
  await expect(record.locator('tfoot th')).toHaveText(text('es', 'records.bets.totals', { count: '1' }));
  await expect(record.locator('tfoot td.money')).toHaveText(figures);
  await expectAccessible(page);

  const search = record.getByRole('button', { name: text('es', 'records.search') });
  await record.getByRole('combobox', { name: text('es', 'records.bets.category') }).selectOption('LIVE');
  await search.click();
  await expect(page).toHaveURL(/betCategory=LIVE/);
  await expect(record.getByText(text('es', 'records.bets.empty'))).toBeVisible();
  await record.getByRole('combobox', { name: text('es', 'records.bets.category') }).selectOption('RNG');
  await record.getByRole('combobox', { name: text('es', 'records.bets.status') }).selectOption(outcome);
  await search.click();
  await expect(rows).toHaveCount(1);
  await record.getByRole('link', { name: text('es', 'records.range.yesterday') }).click();
  await expect(record.getByText(text('es', 'records.bets.empty'))).toBeVisible();

  await page
    .getByRole('navigation', { name: text('es', 'member.nav.label') })
    .getByRole('link', { name: text('es', 'records.sections.personalLoss') })
    .click();
  const loss = section(page, 'es', 'personalLoss');
  const [periods, categories] = [loss.getByRole('table').first(), loss.getByRole('table').nth(1)];
  await expect(periods.locator('tbody tr')).toHaveCount(1);
  const statement = [...figures.slice(0, 3), money(0n), money(0n), figures[3]!];
  await expect(periods.locator('tbody td')).toHaveText(statement);
  await expect(periods.locator('tfoot td')).toHaveText(statement);
  await expect(categories.locator('tbody th')).toHaveText([text('es', 'records.categories.RNG')]);
  await expect(categories.locator('tbody td')).toHaveText(figures);
  await expectAccessible(page);
});

test('reads in English, in the browser time zone, period by period', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ timezoneId: 'America/Mexico_City' });
  await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  const page = await context.newPage();
  await skipPopups(page);
  const round = await playOneRound(page, 'en', '1.00');
  const money = moneyIn('en');
  // The first visit is written in UTC; the centre's script keeps the zone and has it written again in Mexico City's.
  await page.goto('/member');
  await expect(page.locator('[data-section][data-zone="America/Mexico_City"]').first()).toBeAttached();
  await page.goto('/member#bettingRecord');
  const record = section(page, 'en', 'bettingRecord');
  await expect(record.getByRole('table')).toHaveAccessibleName(text('en', 'records.bets.caption', { offset: 'GMT-06:00' }));
  await expect(record.locator('tbody td').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}game-round:\d+$/);
  await expect(record.locator('tfoot td.money').nth(3)).toHaveText(money(round.win - round.stake));
  await expectAccessible(page);

  await page.goto('/member#personalLoss');
  const loss = section(page, 'en', 'personalLoss');
  await loss.getByRole('combobox', { name: text('en', 'records.loss.period'), exact: true }).selectOption('monthly');
  await loss.getByRole('button', { name: text('en', 'records.search') }).click();
  await expect(page).toHaveURL(/pnlPeriod=monthly/);
  await expect(loss.getByRole('table').first()).toHaveAccessibleName(text('en', 'records.loss.caption', { offset: 'GMT-06:00' }));
  await expect(loss.locator('tfoot td').last()).toHaveText(money(round.win - round.stake));
  await expect(loss.getByRole('table').nth(1).locator('tbody th')).toHaveText([text('en', 'records.categories.RNG')]);
  await expectAccessible(page);
  // A week back there is nothing yet, and thirty days on from there have not begun.
  await loss.getByRole('link', { name: text('en', 'records.range.earlier7') }).click();
  await expect(loss.getByText(text('en', 'records.loss.empty'))).toBeVisible();
  await expect(loss.getByRole('link', { name: text('en', 'records.range.later30') })).toHaveCount(0);
  await context.close();
});
