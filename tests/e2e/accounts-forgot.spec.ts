import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMessageTo, loginStatus, registerByApi, sendCode, smsCodeSentTo, tabTo, typeInto, uniqueMobile, uniqueUsername } from './support/sign-up.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

/*
 * Password recovery, keyboard only, against the real server (SPEC sections 2, 4, 5 and 8). Each
 * test makes its own member through the API, from an address of its own, so the seeded accounts
 * that other specs log in with are never touched.
 */
type Lang = 'es' | 'en';

const OLD_PASSWORD = 'Antes2026';

const newMember = () => {
  const username = uniqueUsername('f');
  return { username, password: OLD_PASSWORD, email: `${username}@betplay.example`, mobileNum: uniqueMobile() };
};

/** The forgot-password dialog, reached with the keyboard: header login link, then the login modal's link. */
const openForgot = async (page: Page, lang: Lang) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: text(lang, 'shell.auth.login') }), 80);
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: text(lang, 'login.title') });
  await expect(login).toBeVisible();
  await tabTo(page, login.getByRole('button', { name: text(lang, 'login.forgot') }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text(lang, 'forgot.title') });
  await expect(dialog).toBeVisible();
  return dialog;
};

const tab = (dialog: Locator, lang: Lang, method: 'email' | 'mobile') => dialog.getByRole('tab', { name: text(lang, `forgot.methods.${method}`) });
const field = (dialog: Locator, lang: Lang, name: string) => dialog.getByLabel(text(lang, `forgot.field.${name}`), { exact: true });

/** From the phone form (shown first, CHNGPASSVERIF3) to the e-mail form, by the tab list's arrow keys. */
const toEmailTab = async (page: Page, dialog: Locator, lang: Lang) => {
  await expect(tab(dialog, lang, 'mobile')).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, tab(dialog, lang, 'mobile'));
  await page.keyboard.press('ArrowLeft');
  await expect(tab(dialog, lang, 'email')).toHaveAttribute('aria-selected', 'true');
};

const send = async (page: Page, dialog: Locator, label: string) => {
  await tabTo(page, dialog.getByRole('button', { name: label, exact: true }));
  await page.keyboard.press('Enter');
};

// Whole journeys by keyboard, with a proof of work and axe scans on the way: longer than a page check.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('by e-mail', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.21' } });

  test('an unknown pair is told; a known one mails a temporary password that forces a change at login', async ({ page, request }) => {
    const member = newMember();
    await registerByApi(request, member);

    const dialog = await openForgot(page, 'es');
    await expect(field(dialog, 'es', 'mobileNum')).toBeFocused();
    await expectAccessible(page);
    await toEmailTab(page, dialog, 'es');
    await expect(dialog.getByRole('button', { name: new RegExp(text('es', 'forgot.service.link')) })).toBeVisible();
    await expectAccessible(page);

    await send(page, dialog, text('es', 'forgot.email.submit'));
    await expect(field(dialog, 'es', 'username')).toHaveAccessibleDescription(text('es', 'register.required'));
    await expect(field(dialog, 'es', 'username')).toBeFocused();
    await typeInto(page, field(dialog, 'es', 'username'), member.username);
    await typeInto(page, field(dialog, 'es', 'email'), 'nobody@');
    await page.keyboard.press('Enter');
    await expect(field(dialog, 'es', 'email')).toHaveAccessibleDescription(text('es', 'forgot.email.invalid'));

    await typeInto(page, field(dialog, 'es', 'email'), 'someone.else@betplay.example');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(text('es', 'errors.password.reset.not.found'));

    await typeInto(page, field(dialog, 'es', 'email'), member.email);
    await page.keyboard.press('Enter');
    const sent = page.getByRole('dialog', { name: text('es', 'forgot.email.sentTitle') });
    await expect(sent).toContainText(text('es', 'forgot.in_been_out'));
    await expect(dialog).toBeHidden();
    const mail = await latestMessageTo('email', member.email);
    const temporary = /(?:temporal es|temporary password is) ([A-Za-z0-9]+)/.exec(mail.body)?.[1];
    expect(temporary).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(sent).toBeHidden();

    // Logging in with it opens the forced change of password.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: text('es', 'shell.auth.login') }), 80);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: text('es', 'login.title') });
    await typeInto(page, login.getByLabel(text('es', 'login.username'), { exact: true }), member.username);
    await typeInto(page, login.getByLabel(text('es', 'login.password'), { exact: true }), temporary!);
    await page.keyboard.press('Enter');
    // The login feature's change-password modal, told apart by its new-password field.
    const change = page.getByRole('dialog').filter({ has: page.getByLabel(text('es', 'login.change.newPassword'), { exact: true }) });
    await expect(change).toBeVisible();
    await expect(change).toContainText(text('es', 'login.change.forcedLead'));
  });
});

test.describe('in English', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.22' } });

  test('the modal is accessible and says when the username and e-mail do not belong together', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    const dialog = await openForgot(page, 'en');
    await expectAccessible(page);
    await toEmailTab(page, dialog, 'en');
    await expectAccessible(page);
    await typeInto(page, field(dialog, 'en', 'username'), uniqueUsername('nobody'));
    await typeInto(page, field(dialog, 'en', 'email'), 'nobody@betplay.example');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Username/Email does not exist');
  });
});

test.describe('by phone', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });

  test('a code from the outbox and a new password log the member in; the old password no longer works', async ({ page, request }) => {
    const member = newMember();
    await registerByApi(request, member);

    const dialog = await openForgot(page, 'es');
    await typeInto(page, field(dialog, 'es', 'mobileNum'), member.mobileNum);
    await sendCode(page, dialog.getByRole('button', { name: text('es', 'forgot.sendCode.send') }), dialog.getByRole('button', { name: /^Reenviar en \d+ s$/ }));
    const code = await smsCodeSentTo(`+52${member.mobileNum}`);

    // The new password follows the site's rule, and its confirmation must match.
    await typeInto(page, field(dialog, 'es', 'verificationCode'), code);
    await typeInto(page, field(dialog, 'es', 'newPassword'), 'sinnumeros');
    await typeInto(page, field(dialog, 'es', 'confirmNewPassword'), 'otra');
    await page.keyboard.press('Enter');
    await expect(field(dialog, 'es', 'newPassword')).toHaveAccessibleDescription(text('es', 'register.pattern.5', { min: '6', max: '20' }));
    await expect(field(dialog, 'es', 'confirmNewPassword')).toHaveAccessibleDescription(text('es', 'register.confirm'));
    await expect(field(dialog, 'es', 'newPassword')).toBeFocused();

    await typeInto(page, field(dialog, 'es', 'newPassword'), 'Nueva2026');
    await typeInto(page, field(dialog, 'es', 'confirmNewPassword'), 'Nueva2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(memberMenuTrigger(page, member.username)).toBeVisible();

    // The new password first: after a failure the platform wants a captcha for this account.
    expect(await loginStatus(request, member.username, 'Nueva2026')).toBe(200);
    expect(await loginStatus(request, member.username, OLD_PASSWORD)).toBe(401);
  });
});
