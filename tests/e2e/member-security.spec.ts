import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { TRANSACTION_PASSWORD_ATTEMPTS } from '../../contract/security.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * The security centre (my account), the member centre's default section. Each test registers a
 * member of its own: the transaction password's lock must never reach an account other specs use.
 */
const PASSWORD = 'Secure2026';

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'member.sections.securityCenter') });
const modal = (page: Page, lang: Lang, titleKey: string) => page.getByRole('dialog', { name: text(lang, titleKey) });
const secret = (scope: ReturnType<typeof modal>, lang: Lang, key: string) => scope.getByLabel(text(lang, key), { exact: true });

/** A new member, logged in in this page's browser, on the member centre's default section. */
const newMember = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  const username = uniqueUsername('sec');
  await registerByApi(page.request, { username, password: PASSWORD, email: `${username}@example.com`, mobileNum: uniqueMobile() });
  if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  await skipPopups(page);
  await page.goto('/member');
  await expect(section(page, lang)).toBeVisible();
  return username;
};

/** Closes the success dialog; the page is then read again from the server. */
const confirmDone = async (page: Page, lang: Lang) => {
  const done = page.getByRole('dialog', { name: text(lang, 'security.form.doneTitle') });
  await done.getByRole('button', { name: text(lang, 'security.form.ok') }).click();
  await page.waitForLoadState('load');
};

test.describe('the security centre', () => {
  // Each flow registers a member, and each wrong answer is an argon2 check on the server.
  test.describe.configure({ timeout: 90_000 });
  test('sets a transaction password, then locks it after five wrong answers', async ({ page, baseURL }) => {
    await newMember(page, 'es', baseURL);
    const centre = section(page, 'es');
    const state = centre.getByTestId('transaction-password-state');
    await expect(state).toHaveText(text('es', 'security.passwords.unset'));
    await expectAccessible(page);

    await centre.getByRole('button', { name: text('es', 'security.passwords.setTransaction') }).click();
    const setForm = modal(page, 'es', 'security.transaction.setTitle');
    await expect(setForm).toBeVisible();
    await expectAccessible(page);
    await secret(setForm, 'es', 'security.transaction.loginPassword').fill(PASSWORD);
    await secret(setForm, 'es', 'security.transaction.newPassword').fill('135790');
    await secret(setForm, 'es', 'security.transaction.confirmPassword').fill('135790');
    await setForm.getByRole('button', { name: text('es', 'security.form.save') }).click();
    await confirmDone(page, 'es');
    await expect(state).toHaveText(text('es', 'security.passwords.set'));

    await centre.getByRole('button', { name: text('es', 'security.passwords.changeTransaction') }).click();
    const changeForm = modal(page, 'es', 'security.transaction.changeTitle');
    await expect(changeForm).toBeVisible();
    await expectAccessible(page);
    await secret(changeForm, 'es', 'security.transaction.newPassword').fill('246810');
    await secret(changeForm, 'es', 'security.transaction.confirmPassword').fill('246810');
    const alert = changeForm.getByRole('alert');
    for (let remaining = TRANSACTION_PASSWORD_ATTEMPTS - 1; remaining > 0; remaining--) {
      await secret(changeForm, 'es', 'security.transaction.oldPassword').fill(`00000${remaining}`);
      await changeForm.getByRole('button', { name: text('es', 'security.form.save') }).click();
      await expect(alert).toContainText(text('es', 'security.transaction.remaining', { count: String(remaining) }));
    }
    await secret(changeForm, 'es', 'security.transaction.oldPassword').fill('000009');
    await changeForm.getByRole('button', { name: text('es', 'security.form.save') }).click();
    await expect(alert).toContainText(text('es', 'errors.transaction.password.locked'));
    // Locked: even the right answer is refused now.
    await secret(changeForm, 'es', 'security.transaction.oldPassword').fill('135790');
    await changeForm.getByRole('button', { name: text('es', 'security.form.save') }).click();
    await expect(alert).toContainText(text('es', 'errors.transaction.password.locked'));

    await page.reload();
    await expect(state).toContainText(text('es', 'security.passwords.locked', { time: '' }).trim());
  });

  test('changes the nickname and shows an uploaded picture, in English', async ({ page, baseURL }) => {
    const username = await newMember(page, 'en', baseURL);
    const centre = section(page, 'en');
    await expect(centre.getByRole('table', { name: text('en', 'security.logins.caption', { count: '1' }) })).toBeVisible();

    await centre.getByRole('button', { name: text('en', 'security.profile.changeNickname') }).click();
    const nicknameForm = modal(page, 'en', 'security.nickname.title');
    await expect(nicknameForm).toBeVisible();
    await expectAccessible(page);
    await nicknameForm.getByRole('textbox', { name: text('en', 'security.profile.nickname') }).fill('Lucky Ana');
    await nicknameForm.getByRole('button', { name: text('en', 'security.form.save') }).click();
    await confirmDone(page, 'en');
    await expect(centre.getByTestId('security-nickname')).toHaveText('Lucky Ana');

    await centre.getByRole('button', { name: text('en', 'security.profile.changeAvatar') }).click();
    const avatarForm = modal(page, 'en', 'security.avatar.title');
    await expect(avatarForm).toBeVisible();
    const picture = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#cf222e' } })
      .png()
      .toBuffer();
    await avatarForm.getByLabel(text('en', 'security.avatar.file')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await expect(avatarForm.getByRole('img', { name: text('en', 'security.avatar.preview') })).toBeVisible();
    await expectAccessible(page);
    await avatarForm.getByRole('button', { name: text('en', 'security.avatar.upload') }).click();
    await confirmDone(page, 'en');

    const avatar = centre.getByRole('img', { name: text('en', 'security.profile.avatar') });
    await expect(avatar).toHaveAttribute('src', /\/cdn\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    // The header shows the same picture.
    const header = page.getByRole('banner').getByRole('link', { name: username });
    await expect(header.locator('img')).toHaveAttribute('src', (await avatar.getAttribute('src'))!);
    await expectAccessible(page);
  });
});
