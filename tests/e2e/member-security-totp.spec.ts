import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { answerCaptcha, field, formAlert, fromAddress, openLogin, password } from './support/login.ts';
import { platformCli } from './support/platform-cli.ts';
import { freshMember, PASSWORD, readyToWithdraw } from './support/responsible.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

/*
 * The second factors of a login from a new address that a member sets up: the authenticator app
 * (turned on in the security centre, its codes computed here from the key the page shows, as an
 * app would) with its recovery codes, and the last four digits of a bound withdrawal account.
 * Each test has a member of its own and logs in from addresses of its own.
 */

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'member.sections.securityCenter') });
const modal = (page: Page, lang: Lang, titleKey: string) => page.getByRole('dialog', { name: text(lang, titleKey) });
/** The code an app holding `secret` shows now, or `steps` periods later. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Logs in as `username` in a new browser from address `n`, up to the verification it asks for. */
const loginFromElsewhere = async (browser: Browser, baseURL: string | undefined, lang: Lang, n: number, username: string) => {
  const context = await browser.newContext({ baseURL: baseURL!, extraHTTPHeaders: fromAddress(n) });
  await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  const page = await context.newPage();
  await skipPopups(page);
  await page.goto('/');
  const dialog = await openLogin(page, lang);
  await field(dialog, lang, 'login.username').fill(username);
  await password(dialog, lang).fill(PASSWORD);
  await password(dialog, lang).press('Enter');
  const verify = page.getByRole('dialog', { name: text(lang, 'login.verify.title') });
  await expect(verify).toContainText(text(lang, 'errors.login_verify_required'));
  return { page, verify, close: () => context.close() };
};

const choose = (verify: Locator, lang: Lang, method: string) => verify.getByRole('radio', { name: text(lang, `login.verify.method.${method}`) }).check();

test.describe('login verification a member sets up', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async () => {
    await platformCli('flags', 'set', 'LOGINIPVERF3', 'on');
  });
  test.afterAll(async () => {
    await platformCli('flags', 'set', 'LOGINIPVERF3', 'off');
  });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  for (const [lang, base] of [
    ['es', 60],
    ['en', 70],
  ] as const) {
    test(`${lang}: turns the authenticator on, shows the recovery codes once, then logs in with a code and a recovery code`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const username = await freshMember(page, lang, baseURL);
      await page.goto('/member');
      const centre = section(page, lang);
      await expect(centre.getByTestId('totp-state')).toHaveText(text(lang, 'security.totp.off'));
      await centre.getByRole('button', { name: text(lang, 'security.totp.enable') }).click();

      const enable = modal(page, lang, 'security.totp.enableTitle');
      await expect(enable.getByRole('img', { name: text(lang, 'security.totp.qr') })).toBeVisible();
      const secret = (await enable.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      const code = enable.getByRole('textbox', { name: text(lang, 'security.totp.code') });
      await expect(code).toBeFocused();
      await expectAccessible(page);
      const right = codeOf(secret);
      await code.fill(right === '000000' ? '999999' : '000000');
      await code.press('Enter');
      await expect(formAlert(enable, text(lang, 'errors.totp.code.invalid'))).toBeVisible();
      await code.fill(right);
      await code.press('Enter');

      const list = enable.getByRole('list', { name: text(lang, 'security.totp.codesList') });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      await expect(enable.getByRole('heading', { name: text(lang, 'security.totp.codesTitle') })).toBeFocused();
      await expectAccessible(page);
      const codes = await list.getByRole('listitem').allInnerTexts();
      const loaded = page.waitForEvent('load');
      await enable.getByRole('button', { name: text(lang, 'security.totp.saved') }).click();
      await loaded;
      await expect(centre.getByTestId('totp-state')).toHaveText(text(lang, 'security.totp.on', { count: '10' }));
      // Shown once: the page never carries them again.
      expect(await page.content()).not.toContain(codes[0]!);
      await expect(centre.getByRole('button', { name: text(lang, 'security.totp.disable') })).toBeVisible();

      // A new address: the app's code, first in the list. The code that turned it on is spent, so the next one.
      const byApp = await loginFromElsewhere(browser, baseURL, lang, base, username);
      await expect(byApp.verify.getByRole('radio', { name: text(lang, 'login.verify.method.G') })).toBeChecked();
      await expectAccessible(byApp.page);
      const app = field(byApp.verify, lang, 'login.verify.authCode');
      await app.fill(codeOf(secret, 1));
      await app.press('Enter');
      await expect(memberMenuTrigger(byApp.page, username)).toBeVisible();
      await byApp.close();

      // Another: a recovery code, which then works no more.
      const byRecovery = await loginFromElsewhere(browser, baseURL, lang, base + 1, username);
      await choose(byRecovery.verify, lang, 'R');
      const recovery = field(byRecovery.verify, lang, 'login.verify.recoveryCode');
      await recovery.fill(codes[0]!);
      await recovery.press('Enter');
      await expect(memberMenuTrigger(byRecovery.page, username)).toBeVisible();
      await byRecovery.close();
      await page.reload();
      await expect(centre.getByTestId('totp-state')).toHaveText(text(lang, 'security.totp.on', { count: '9' }));
    });

    test(`${lang}: the last four digits of a bound withdrawal account confirm a login from a new address`, async ({ page, browser, baseURL }) => {
      const username = await freshMember(page, lang, baseURL);
      const clabe = await readyToWithdraw(page, baseURL);
      const { page: away, verify, close } = await loginFromElsewhere(browser, baseURL, lang, base + 5, username);
      await choose(verify, lang, 'B');
      const digits = field(verify, lang, 'login.verify.bankDigits');
      await expect(digits).toHaveAccessibleDescription(text(lang, 'login.verify.bankDigitsHint'));
      await expectAccessible(away);
      const last = clabe.slice(-4);
      await digits.fill(last === '0000' ? '1111' : '0000');
      await digits.press('Enter');
      await expect(formAlert(verify, text(lang, 'errors.login.verification.invalid'))).toBeVisible();
      await digits.fill(last);
      await answerCaptcha(verify, memberMenuTrigger(away, username), lang);
      await close();
    });
  }
});
