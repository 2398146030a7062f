import { expect, type Locator, type Page } from '@playwright/test';
import { readCaptcha } from './captcha-reader.ts';
import { text } from './catalogue.ts';
import { platformCli } from './platform-cli.ts';

type Lang = 'es' | 'en';

/**
 * A fake client address for one group of login tests (the server trusts one proxy hop in the
 * e2e run). The platform asks every login from an address for a captcha after three failures,
 * and checks addresses an account has not used: tests that fail logins, or need a new address,
 * take their own.
 */
export const fromAddress = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

export const loginDialog = (page: Page, lang: Lang = 'es') => page.getByRole('dialog', { name: text(lang, 'login.title') });

/** The header's login link (a link that opens the pop-up when script runs). */
export const headerLogin = (page: Page, lang: Lang = 'es') => page.getByRole('banner').getByRole('link', { name: text(lang, 'shell.auth.login') });

/** A form's message after a refused submit (the live region, not the empty one). */
export const formAlert = (scope: Locator, message: string) => scope.getByRole('alert').filter({ hasText: message });

/** The code of the newest SMS the platform sent to `+<code><number>`, read from its outbox as an operator would. */
export const latestSmsCode = async (phone: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const rows = JSON.parse(await platformCli('outbox', '--channel', 'sms', '--limit', '20', '--json')) as {
        recipient: string;
        body: string;
      }[];
      code = rows.find((row) => row.recipient === phone)?.body.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
};

/**
 * Answers the captcha shown in `scope` and submits with Enter until `done` shows: a misread
 * (rare) is refused as a wrong captcha, and the form shows a new image to read.
 */
export const answerCaptcha = async (scope: Locator, done: Locator, lang: Lang = 'es') => {
  const image = scope.getByRole('img', { name: text(lang, 'login.captchaImage') });
  const field = scope.getByLabel(text(lang, 'login.captcha'), { exact: true });
  const wrong = formAlert(scope, text(lang, 'errors.captcha.invalid'));
  for (let attempt = 1; ; attempt++) {
    await expect(image).toBeVisible();
    const src = (await image.getAttribute('src')) ?? '';
    await field.fill(readCaptcha(src.slice(src.indexOf(',') + 1)));
    await field.press('Enter');
    await expect(done.or(wrong)).toBeVisible();
    if (await done.isVisible()) return;
    expect(attempt, 'the captcha was misread three times').toBeLessThan(3);
    await expect(image).not.toHaveAttribute('src', src);
  }
};

/** A text field of a form, by its label in `lang`. */
export const field = (dialog: Locator, lang: Lang, key: string) => dialog.getByRole('textbox', { name: text(lang, key), exact: true });
/** The password field (not a textbox to the accessibility tree). */
export const password = (dialog: Locator, lang: Lang = 'es') => dialog.getByLabel(text(lang, 'login.password'), { exact: true });

/** The pop-up, opened from the header's link with the keyboard. */
export const openLogin = async (page: Page, lang: Lang = 'es') => {
  await headerLogin(page, lang).focus();
  await page.keyboard.press('Enter');
  const dialog = loginDialog(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Ends the page's session through the API, as the sign-out does. */
export const logout = async (page: Page, baseURL: string | undefined) => {
  const response = await page.request.delete('/wps/session/logout', { headers: { 'Content-Type': 'application/json', Origin: baseURL! } });
  expect(response.status()).toBe(200);
};
