import { expect, test } from '@playwright/test';
import { SEED_DIALING_CODE, SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { answerCaptcha, field, formAlert, fromAddress, headerLogin, latestSmsCode, loginDialog, logout, openLogin, password } from './support/login.ts';
import { loginAs } from './support/session.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

/*
 * The login pop-up against the real server (SPEC sections 2, 4, 5 and 8). Each group logs in
 * from a fake address of its own and with seed accounts no other spec logs in with, since failed
 * logins bring captchas to an account and to an address.
 */
test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('by username', () => {
  test.use({ extraHTTPHeaders: fromAddress(11) });

  test('keyboard only: Esc closes and gives the focus back, empty fields are told, Enter logs in', async ({ page }) => {
    await page.goto('/promotions');
    const dialog = await openLogin(page);
    const username = field(dialog, 'es', 'login.username');
    await expect(username).toBeFocused();
    // Tabs only where SMS login is on (it is in the seed): username first, SMS second.
    await expect(dialog.getByRole('tab')).toHaveText([text('es', 'login.tabs.username'), text('es', 'login.tabs.sms')]);
    await expect(dialog.getByRole('checkbox', { name: text('es', 'login.remember') })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: text('es', 'login.forgot') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text('es', 'login.register') })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(headerLogin(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(username).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(username).toHaveAccessibleDescription(text('es', 'login.required'));
    await expect(password(dialog)).toHaveAccessibleDescription(text('es', 'login.required'));
    await expect(username).toBeFocused();

    await page.keyboard.type('  player21 ');
    await page.keyboard.press('Tab');
    await expect(password(dialog)).toBeFocused();
    await page.keyboard.type(SEED_PASSWORDS.player);
    await page.keyboard.press('Enter');
    // Any other page reloads as the member's.
    await expect(memberMenuTrigger(page, 'player21')).toBeVisible();
    await expect(page).toHaveURL('/promotions');
    expect(await page.evaluate(() => [sessionStorage.getItem('account'), sessionStorage.getItem('isAgent'), sessionStorage.getItem('firstTimeLogin')])).toEqual(
      ['player21', '0', '1'],
    );
  });

  test('/login opens the pop-up over the home page, and the address then reads /', async ({ page }) => {
    await page.goto('/login');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('jackpot-amount')).toBeAttached();
  });

  test('a network failure is told in words', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await page.route('**/wps/session/login', (route) => route.abort('internetdisconnected'));
    await field(dialog, 'es', 'login.username').fill('player21');
    await password(dialog).fill(SEED_PASSWORDS.player);
    await password(dialog).press('Enter');
    await expect(formAlert(dialog, text('es', 'errors.network'))).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('a wrong password', () => {
  test.use({ extraHTTPHeaders: fromAddress(13) });

  test('is refused, brings the captcha, and the captcha lets the right password in', async ({ page }) => {
    // Reading the captcha image takes the test a few seconds.
    test.slow();
    await page.goto('/');
    const dialog = await openLogin(page);
    await field(dialog, 'es', 'login.username').fill('player02');
    await password(dialog).fill('Wrong2026');
    await password(dialog).press('Enter');
    await expect(formAlert(dialog, text('es', 'errors.login.password.invalid'))).toBeVisible();
    const captcha = field(dialog, 'es', 'login.captcha');
    await expect(captcha).toBeVisible();
    await expect(dialog.getByRole('img', { name: text('es', 'login.captchaImage') })).toBeVisible();
    await expectAccessible(page);

    await password(dialog).fill(SEED_PASSWORDS.player);
    await password(dialog).press('Enter');
    await expect(captcha).toHaveAccessibleDescription(text('es', 'errors.captcha.required'));
    await answerCaptcha(dialog, memberMenuTrigger(page, 'player02'));
  });
});

test.describe('by SMS code', () => {
  test.use({ extraHTTPHeaders: fromAddress(14) });

  test('needs a valid number, counts down after sending, and logs in with the code from the outbox', async ({ page }) => {
    // The outbox is read through the operator CLI, a process per look.
    test.slow();
    await page.goto('/');
    const dialog = await openLogin(page);
    // From the username field back to the selected tab, then to the next tab with the arrow key.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('tab', { name: text('es', 'login.tabs.username') })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: text('es', 'login.tabs.sms') })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel(text('es', 'login.countryCode'))).toHaveValue(SEED_DIALING_CODE);
    await expectAccessible(page);

    const mobile = field(dialog, 'es', 'login.mobile');
    const send = dialog.getByRole('button', { name: text('es', 'login.sendCode') });
    await mobile.fill('12ab');
    await send.click();
    await expect(mobile).toHaveAccessibleDescription(text('es', 'login.mobileInvalid'));

    await mobile.fill('5510000003');
    // The button takes one click a second (SPEC section 9), the refused one included.
    const countdown = dialog.getByRole('button', { name: /^Reenviar en \d+ s$/ });
    await expect(async () => {
      if (!(await countdown.isVisible())) await send.click({ timeout: 1_000 });
      await expect(countdown).toBeDisabled({ timeout: 1_000 });
    }).toPass();
    const code = await latestSmsCode(`+${SEED_DIALING_CODE}5510000003`);
    await field(dialog, 'es', 'login.smsCode').fill(code);
    await field(dialog, 'es', 'login.smsCode').press('Enter');
    await expect(memberMenuTrigger(page, 'player03')).toBeVisible();
  });
});

test.describe('remember me', () => {
  test.use({ extraHTTPHeaders: fromAddress(15) });

  test('keeps the username and the SMS number for next time, never the password, and forgets when unticked', async ({ page, context, baseURL }) => {
    // The outbox is read through the operator CLI, a process per look.
    test.slow();
    await page.goto('/');
    let dialog = await openLogin(page);
    await field(dialog, 'es', 'login.username').fill('player05');
    await password(dialog).fill(SEED_PASSWORDS.player);
    await dialog.getByRole('checkbox', { name: text('es', 'login.remember') }).check();
    await password(dialog).press('Enter');
    await expect(memberMenuTrigger(page, 'player05')).toBeVisible();
    const remembered = await context.cookies();
    expect(remembered.find((c) => c.name === 'betplay-login')).toMatchObject({
      value: 'player05',
      sameSite: 'Lax',
      path: '/',
      httpOnly: false,
    });
    // One day, no more.
    const expires = remembered.find((c) => c.name === 'betplay-login')!.expires * 1000;
    expect(expires - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(expires - Date.now()).toBeGreaterThan(86_000_000);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SEED_PASSWORDS.player);

    await logout(page, baseURL);
    await page.goto('/');
    dialog = await openLogin(page);
    await expect(field(dialog, 'es', 'login.username')).toHaveValue('player05');
    await expect(dialog.getByRole('checkbox', { name: text('es', 'login.remember') })).toBeChecked();

    await dialog.getByRole('tab', { name: text('es', 'login.tabs.sms') }).click();
    await field(dialog, 'es', 'login.mobile').fill('5510000005');
    await dialog.getByRole('button', { name: text('es', 'login.sendCode') }).click();
    const code = await latestSmsCode(`+${SEED_DIALING_CODE}5510000005`);
    await field(dialog, 'es', 'login.smsCode').fill(code);
    await field(dialog, 'es', 'login.smsCode').press('Enter');
    await expect(memberMenuTrigger(page, 'player05')).toBeVisible();
    const cookieText = await page.evaluate(() => document.cookie);
    expect(cookieText).toContain('loginTypeSms=');
    expect(cookieText).not.toContain(SEED_PASSWORDS.player);
    expect(cookieText).not.toContain(code);

    await logout(page, baseURL);
    await page.goto('/');
    dialog = await openLogin(page);
    await expect(field(dialog, 'es', 'login.username')).toHaveValue('player05');
    await dialog.getByRole('tab', { name: text('es', 'login.tabs.sms') }).click();
    await expect(field(dialog, 'es', 'login.mobile')).toHaveValue('5510000005');
    await dialog.getByRole('checkbox', { name: text('es', 'login.remember') }).uncheck();
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/betplay-login|loginTypeSms|loginRemember/);

    await page.reload();
    dialog = await openLogin(page);
    await expect(field(dialog, 'es', 'login.username')).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: text('es', 'login.remember') })).not.toBeChecked();
  });
});

test.describe('in English', () => {
  test.use({ extraHTTPHeaders: fromAddress(17) });

  test('the pop-up and its SMS tab read in English and stay accessible', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await page.goto('/');
    const dialog = await openLogin(page, 'en');
    await expect(field(dialog, 'en', 'login.username')).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: text('en', 'login.remember') })).toBeVisible();
    await expect(dialog.getByRole('link', { name: text('en', 'login.download') })).toHaveAttribute('href', /^https?:/);
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(field(dialog, 'en', 'login.username')).toHaveAccessibleDescription('Please enter the username and password');
    await dialog.getByRole('tab', { name: text('en', 'login.tabs.sms') }).click();
    await expect(dialog.getByRole('button', { name: text('en', 'login.sendCode') })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a session the platform ends', () => {
  test.use({ extraHTTPHeaders: fromAddress(18) });

  test('shows one dialog, then signs the tab out', async ({ page, context }) => {
    await loginAs(page, 'player22', SEED_PASSWORDS.player);
    await page.goto('/promotions');
    await expect(memberMenuTrigger(page, 'player22')).toBeVisible();
    await context.clearCookies({ name: 'session' });
    const ended = page.getByRole('alertdialog', { name: text('es', 'shell.session.endedTitle') });
    const refresh = page.getByRole('button', { name: text('es', 'shell.member.refreshBalance') });
    // The balance may be refreshed once every few seconds: ask until the platform is asked.
    await expect(async () => {
      // A short click: the dialog may open between the check and the click, and then covers the button.
      if (!(await ended.isVisible())) await refresh.click({ timeout: 1_000 });
      await expect(ended).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(ended).toContainText(text('es', 'errors.login.not.session'));
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(headerLogin(page)).toBeVisible();
  });
});
