import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Platform messages: the operator sends messages with the CLI, the member reads them in the member
 * centre in the site's language, and the header's badge drops as they are read or deleted.
 */

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'inbox.section') });
const badge = (page: Page) => page.getByTestId('unread-count');

/** Writes a message's two HTML files; resolves with the CLI's arguments that name them. */
const htmlFiles = async (es: string, en: string) => {
  const folder = await mkdtemp(join(tmpdir(), 'inbox-spec-'));
  await writeFile(join(folder, 'es.html'), es);
  await writeFile(join(folder, 'en.html'), en);
  return ['--es', join(folder, 'es.html'), '--en', join(folder, 'en.html')];
};

/** A member of its own, logged in on this page in `lang`, with three messages from the operator. */
const memberWithMessages = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  const username = uniqueUsername('ib');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, { username, password: 'Mensajes2026', email: `${username}@example.com`, mobileNum: uniqueMobile() });
  for (const n of [1, 2, 3]) {
    const files = await htmlFiles(
      `<p>Aviso número ${n}: <strong>torneo</strong> el lunes.</p><script>document.title = 'hacked'</script>`,
      `<p>Notice number ${n}: <strong>tournament</strong> on Monday.</p><a href="javascript:document.title = 'hacked'">more</a>`,
    );
    await platformCli('messages', 'send', `member:${username}`, '--title-es', `Aviso ${n}`, '--title-en', `Notice ${n}`, ...files, '--by', 'e2e');
  }
  return username;
};

test.describe('platform messages', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  for (const lang of ['es', 'en'] as const) {
    const title = (n: number) => (lang === 'es' ? `Aviso ${n}` : `Notice ${n}`);

    test(`reads a message and sees the badge drop, then marks all read (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      await memberWithMessages(page, lang, baseURL);
      await page.goto('/member#platformMessages');
      const inbox = section(page, lang);
      await expect(badge(page)).toHaveText('3');
      const menu = page.getByRole('navigation', { name: text(lang, 'member.nav.label') });
      await expect(menu.getByRole('link', { name: `${text(lang, 'inbox.section')} 3 ${text(lang, 'inbox.menuUnread')}` })).toBeVisible();
      await expect(inbox.getByRole('status')).toHaveText(text(lang, 'inbox.summary', { unread: '3', total: '3' }));
      const items = inbox.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText(title(3));
      await expect(items.nth(2)).toContainText(title(1));
      await expectAccessible(page);

      // Opened with the keyboard: the message shows, cleaned, and counts as read.
      await items.nth(1).locator('summary').focus();
      await page.keyboard.press('Enter');
      const body = items.nth(1).locator('.inbox__content');
      await expect(body).toBeVisible();
      await expect(body.locator('strong')).toHaveText(lang === 'es' ? 'torneo' : 'tournament');
      await expect(badge(page)).toHaveText('2');
      await expect(menu.getByRole('link', { name: `${text(lang, 'inbox.section')} 2 ${text(lang, 'inbox.menuUnread')}` })).toBeVisible();
      await expect(inbox.getByRole('status')).toHaveText(text(lang, 'inbox.summary', { unread: '2', total: '3' }));
      await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
      expect(await page.title()).not.toBe('hacked');
      await expectAccessible(page);

      // The server remembers: a new page shows it read.
      await page.reload();
      await expect(section(page, lang).getByRole('listitem').nth(1)).toHaveAttribute('data-read', 'true');
      await expect(badge(page)).toHaveText('2');

      await section(page, lang)
        .getByRole('button', { name: text(lang, 'inbox.markAllRead') })
        .click();
      await expect(badge(page)).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: text(lang, 'member.nav.label') }).getByRole('link', { name: text(lang, 'inbox.section') }),
      ).toBeVisible();
      await expect(section(page, lang).getByRole('status')).toHaveText(text(lang, 'inbox.summary', { unread: '0', total: '3' }));
      await expect(section(page, lang).getByRole('button', { name: text(lang, 'inbox.markAllRead') })).toBeDisabled();
    });

    test(`deletes a message after asking, with the keyboard (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      await memberWithMessages(page, lang, baseURL);
      await page.goto('/member#platformMessages');
      const inbox = section(page, lang);
      const first = inbox.getByRole('listitem').first();
      await first.locator('summary').click();
      await expect(badge(page)).toHaveText('2');
      const remove = first.getByRole('button', { name: text(lang, 'inbox.delete') });
      await remove.press('Enter');
      const dialog = page.getByRole('dialog', { name: text(lang, 'inbox.deleteTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(title(3));
      await expectAccessible(page);
      // Escape keeps it, and focus returns to the button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();
      await expect(inbox.getByRole('listitem')).toHaveCount(3);

      await remove.press('Enter');
      await expect(dialog.getByRole('button', { name: text(lang, 'inbox.deleteCancel') })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: text(lang, 'inbox.deleteConfirm') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(inbox.getByRole('listitem')).toHaveCount(2);
      await expect(inbox.getByRole('listitem').filter({ hasText: title(3) })).toHaveCount(0);
      await expect(inbox.getByRole('status')).toHaveText(text(lang, 'inbox.summary', { unread: '2', total: '2' }));
      await expect(badge(page)).toHaveText('2');
      await page.reload();
      await expect(section(page, lang).getByRole('listitem')).toHaveCount(2);
    });
  }

  test('shows a system message when the operator pays a deposit', async ({ page, baseURL }) => {
    const username = uniqueUsername('ibd');
    await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await registerByApi(page.request, { username, password: 'Mensajes2026', email: `${username}@example.com`, mobileNum: uniqueMobile() });
    await page.goto('/member#deposit');
    const deposit = page.getByRole('region', { name: text('en', 'member.sections.deposit') });
    const form = deposit.getByRole('form', { name: text('en', 'deposit.form.label', { method: text('en', 'deposit.methods.spei') }) });
    await form.getByLabel(text('en', 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('250');
    await form.getByRole('button', { name: text('en', 'deposit.form.spei.submit') }).click();
    await expect(page).toHaveURL(/depTask=\d+.*#deposit$/);
    const reference = (await deposit.getByTestId('deposit-task-reference').textContent())!.trim();
    const pending = JSON.parse(await platformCli('deposits', 'list', '--status', 'pending', '--json')) as { id: number; reference: string }[];
    await platformCli('deposits', 'confirm', String(pending.find((d) => d.reference === reference)!.id), '--by', 'e2e');
    await page.goto('/member?section=platformMessages#platformMessages');
    const message = section(page, 'en').getByRole('listitem').first();
    await expect(message).toContainText(text('en', 'inbox.system.depositPaid.title'));
    await expect(message).toContainText(text('en', 'inbox.kind.system'));
    await message.locator('summary').click();
    await expect(message).toContainText(reference);
    await expect(badge(page)).toBeHidden();
  });
});
