import { expect, test, type Page } from '@playwright/test';
import { CHAT_MESSAGE_MAX, ROOM_REFRESH_MS } from '../../contract/centres.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { fromAddress, loginDialog } from './support/login.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * The card-games centre's rooms (GLS2_roomList) and the live centre's tables and chat
 * (CBS_modelList, CBS_launchChat): in Spanish and in English, with axe on each new part.
 */

const rooms = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'games.rooms.heading') });
const roomRows = (page: Page, lang: Lang) =>
  rooms(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: text(lang, 'games.rooms.join') }) });
const isRoomList = (url: string) => url.includes('/wps/relay/GLS2_roomList');

for (const lang of ['es', 'en'] as const) {
  test.describe(`in ${lang.toUpperCase()}`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await skipPopups(page);
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
    });

    test('the card rooms are listed, filtered by game, refreshed, and pause on request', async ({ page }) => {
      await page.clock.install();
      await page.goto('/pvp');
      const region = rooms(page, lang);
      await expect(roomRows(page, lang)).toHaveCount(16);
      await expect(region.getByRole('columnheader', { name: text(lang, 'games.rooms.seats') })).toBeVisible();
      await expect(region.getByText(new RegExp(text(lang, 'games.rooms.updatedAt', { time: '' })))).toBeVisible();
      await expectAccessible(page);

      // Each refresh draws the rows again from the platform's answer, and shows when it answered.
      const answered = page.waitForResponse((r) => isRoomList(r.url()));
      await page.clock.runFor(ROOM_REFRESH_MS);
      const answer = (await (await answered).json()) as { value: { list: { gameName: string; seatsTaken: number; seatsTotal: number }[] } };
      const first = answer.value.list[0]!;
      await expect(roomRows(page, lang).first()).toContainText(
        text(lang, 'games.rooms.seatsValue', { taken: String(first.seatsTaken), total: String(first.seatsTotal) }),
      );

      // The filter narrows to one game's rooms in place, and the address keeps it.
      const game = region.getByLabel(text(lang, 'games.rooms.filter'));
      const name = (await game.locator('option').nth(2).textContent())!.trim();
      await game.selectOption({ label: name });
      await expect(roomRows(page, lang)).toHaveCount(2);
      for (const row of await roomRows(page, lang).all()) await expect(row.getByRole('rowheader')).toHaveText(name);
      await expect(page).toHaveURL(/[?&]room=\d+/);

      // Paused, nothing is asked again; resumed, it asks at once.
      let asked = 0;
      page.on('request', (r) => {
        if (isRoomList(r.url())) asked++;
      });
      const pause = region.getByRole('button', { name: text(lang, 'games.rooms.pause') });
      await pause.click();
      await expect(region.getByRole('button', { name: text(lang, 'games.rooms.resume') })).toHaveAttribute('aria-pressed', 'true');
      await page.clock.runFor(ROOM_REFRESH_MS * 3);
      expect(asked).toBe(0);
      const resumed = page.waitForResponse((r) => isRoomList(r.url()));
      await region.getByRole('button', { name: text(lang, 'games.rooms.resume') }).click();
      await resumed;
      await expect(pause).toHaveAttribute('aria-pressed', 'false');

      // Join goes through the site's launch flow: a visitor is asked to log in first.
      await page.clock.resume();
      await roomRows(page, lang).getByRole('button', { disabled: false }).first().click();
      await expect(loginDialog(page, lang)).toBeVisible();
    });

    test.describe('a new member', () => {
      test.use({ extraHTTPHeaders: fromAddress(lang === 'es' ? 91 : 92) });

      test('opens a table chat, posts, sees markup as text and the rate limit; visitors read along', async ({ page, browser, baseURL }) => {
        const username = uniqueUsername('ch');
        await registerByApi(page.request, { username, password: 'Player2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
        await page.goto('/live');
        const tables = page.getByRole('region', { name: text(lang, 'games.live.heading') });
        const first = tables.getByRole('listitem').first();
        await expect(first).toContainText(text(lang, 'games.live.open'));
        // The dealer's picture is a real image (drawn lazily, once it scrolls into view).
        const picture = first.locator('img');
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        await expectAccessible(page);

        const tableName = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
        // A visitor has the table's chat open beforehand: new messages reach it without a reload.
        const visitorContext = await browser.newContext({ baseURL: baseURL!, reducedMotion: 'reduce' });
        await visitorContext.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
        const visitor = await visitorContext.newPage();

        const popup = page.waitForEvent('popup');
        await first.getByRole('button', { name: `${text(lang, 'games.live.chat')} ${tableName}` }).click();
        const chat = await popup;
        await expect(chat).toHaveURL(/\/gs\/chat\/[A-Za-z0-9_-]{43}$/);
        await expect(chat.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'chat-server.heading', { table: tableName }));
        const tableId = await first.getByRole('button').getAttribute('data-chat-table');
        await visitor.goto(`/gs/chat/table-${tableId}`);
        await expect(visitor.getByRole('link', { name: text(lang, 'chat-server.loginToPost') })).toBeVisible();
        await expect(visitor.getByRole('textbox')).toHaveCount(0);

        const box = chat.getByRole('textbox', { name: text(lang, 'chat-server.label') });
        const send = chat.getByRole('button', { name: text(lang, 'chat-server.send') });
        const log = chat.getByRole('log');
        const hello = `Hola ${username}`;
        await box.fill(hello);
        await send.click();
        await expect(log.getByText(hello)).toBeVisible();
        await expect(box).toHaveValue('');
        const script = `<script>alert('${username}')</script>`;
        await box.fill(script);
        await send.click();
        await expect(log.getByText(script, { exact: true })).toBeVisible();
        await expect(box).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX));
        await expect(visitor.getByRole('log').getByText(hello)).toBeVisible({ timeout: 10_000 });
        await expect(visitor.getByRole('log').getByText(script, { exact: true })).toBeVisible();
        await expectAccessible(chat);
        await expectAccessible(visitor);

        for (let i = 3; i <= 5; i++) {
          await box.fill(`${username} ${i}`);
          await send.click();
          await expect(log.getByText(`${username} ${i}`, { exact: true })).toBeVisible();
        }
        await box.fill('one too many');
        await send.click();
        await expect(chat.getByRole('alert')).toHaveText(text(lang, 'errors.TOO_MANY_REQUESTS.1m'));
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(log.getByText('one too many')).toHaveCount(0);
        await visitorContext.close();
      });
    });
  });
}
