import { expect, type Page } from '@playwright/test';
import { clabe } from 'clabe-validator';
import { formatMoney } from '../../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../../platform/db/seed/identities.ts';
import { expectAccessible } from './axe.ts';
import { text, type Lang } from './catalogue.ts';
import { platformCli } from './platform-cli.ts';
import { playFirstInHouseGame } from './play.ts';
import { registerByApi, sealedFor, uniqueMobile, uniqueUsername } from './sign-up.ts';

/*
 * What the responsible gambling spec's tests share: a member of its own, the section, a member
 * ready to withdraw, and the reality check played out in one language.
 */

export const ZONE = 'America/Mexico_City';
export const LOCALES = { es: SEED_CURRENCY.locales.ES, en: SEED_CURRENCY.locales.EN } as const;
export const PASSWORD = 'Pausa2026';

export const money = (lang: Lang, amount: string) => formatMoney(amount, { locale: LOCALES[lang], currency: SEED_CURRENCY.code });
export const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'responsible.section') });

/** A member of its own, logged in on this page in `lang`, with `funds` from the operator. */
export const freshMember = async (page: Page, lang: Lang, baseURL: string | undefined, funds?: string) => {
  const username = uniqueUsername('rg');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, { username, password: PASSWORD, email: `${username}@example.com`, mobileNum: uniqueMobile() });
  if (funds) await platformCli('adjust', username, funds, '--reason', 'Funds for the responsible gambling spec', '--by', 'e2e');
  return username;
};

export const TRANSACTION_PASSWORD = '246810';

/**
 * What withdrawing needs, set up through the platform's calls as the member: a real name, a
 * transaction password and a bank account, which the operator checks so it takes withdrawals now.
 */
export const readyToWithdraw = async (page: Page, baseURL: string | undefined): Promise<string> => {
  const origin = new URL(baseURL!).origin;
  const named = await page.request.post('/wps/member/info/payeeName', { data: { payeeName: 'Lucia Mendez Rios' }, headers: { Origin: origin } });
  expect(named.status(), await named.text()).toBe(200);
  const secured = await page.request.post(
    '/wps/member/password/transaction',
    await sealedFor(page.request, { loginPassword: PASSWORD, newPassword: TRANSACTION_PASSWORD, confirmNewPassword: TRANSACTION_PASSWORD }),
  );
  expect(secured.status(), await secured.text()).toBe(200);
  const number = clabe.calculate(12, 180, Math.floor(Math.random() * 90_000_000) + 10_000_000);
  const added = await page.request.post(
    '/wps/relay/passwordCheck/MCSFE_addWithdrawAccount',
    await sealedFor(page.request, { bankCode: '012', clabe: number, holderName: 'Lucia Mendez Rios', transactionPassword: TRANSACTION_PASSWORD }),
  );
  expect(added.status(), await added.text()).toBe(200);
  const { value } = (await added.json()) as { value: { id: string } };
  await platformCli('withdrawals', 'verify-account', value.id, '--by', 'e2e');
  return number;
};

/** Sends a form of the section and waits for the page it reads again. */
export const sendAndReload = async (page: Page, submit: () => Promise<void>) => {
  const loaded = page.waitForEvent('load');
  await submit();
  await loaded;
};

/**
 * A member of its own chooses the 1-minute reality check, plays the in-house slot until the check
 * stops it, reads it (axe included), continues and plays on; then the statement counts the play.
 */
export const realityCheck = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  await freshMember(page, lang, baseURL, '100.00');
  await page.goto('/member#responsible');
  const reality = section(page, lang).getByRole('form', { name: text(lang, 'responsible.reality.title') });
  const interval = reality.getByRole('combobox', { name: text(lang, 'responsible.reality.interval') });
  await expect(interval.getByRole('option', { name: text(lang, 'responsible.reality.minute') })).toBeAttached();
  await interval.selectOption('1');
  await sendAndReload(page, () => reality.getByRole('button', { name: text(lang, 'responsible.reality.submit') }).click());
  await expect(section(page, lang).getByRole('combobox', { name: text(lang, 'responsible.reality.interval') })).toHaveValue('1');

  const { frame } = await playFirstInHouseGame(page, lang, '1.00');
  const check = frame.getByRole('dialog', { name: text(lang, 'game-server.reality.title') });
  const spin = frame.getByRole('button', { name: text(lang, 'game-server.spin') });
  // Play on, a round now and then, until the check stops the game.
  await expect(async () => {
    if (!(await check.isVisible()) && (await spin.isEnabled())) await spin.click();
    await expect(check).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 120_000, intervals: [0] });
  const [played] = text(lang, 'game-server.reality.body', { time: text(lang, 'game-server.reality.minutes', { m: '1' }), net: '\u0000' }).split('\u0000');
  await expect(check).toContainText(played!);
  await expect(check.getByRole('link', { name: text(lang, 'game-server.reality.record') })).toBeVisible();
  await expectAccessible(page);

  await check.getByRole('button', { name: text(lang, 'game-server.reality.continue') }).click();
  await expect(check).toBeHidden();
  const rounds = frame.getByTestId('slot-rounds');
  const before = Number(await rounds.textContent());
  await spin.click();
  await expect(rounds).toHaveText(String(before + 1));

  // The statement counts the minutes played today and the stakes of the month.
  await page.goto('/member#responsible');
  const days = section(page, lang).getByRole('table', { name: text(lang, 'responsible.statement.daysCaption') });
  await expect(days.locator('tbody tr')).toHaveCount(1);
  await expect(days.locator('tbody td')).toHaveText(/^[1-9]\d*$/);
  const months = section(page, lang).getByRole('table', { name: text(lang, 'responsible.statement.monthsCaption') });
  await expect(months.locator('tbody tr').first().locator('[data-cell="stakes"]')).not.toHaveText(money(lang, '0.00'));
  await expect(section(page, lang).locator('[data-figure="played"]')).not.toHaveText(text(lang, 'responsible.minutes', { minutes: '0' }));
};
