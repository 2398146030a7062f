import { expect, test, type Page } from '@playwright/test';
import { HANDOFF_CODE_PATTERN } from '../../contract/handoff.ts';
import { SEED_RESOURCES } from '../../platform/db/seed/site.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';

const IOS = SEED_RESOURCES.find((r) => r.resourceType === 'IOS')!.url;
const ANDROID = SEED_RESOURCES.find((r) => r.resourceType === 'Android')!.url;

const sideMenu = (page: Page) => page.getByRole('navigation', { name: text('es', 'common.sideMenu.label') });
const toggle = (page: Page) => page.getByRole('button', { name: text('es', 'shell.sideMenu.toggle') });
const appPanel = (page: Page) => sideMenu(page).getByRole('group', { name: text('es', 'shell.app.title') });
const appLink = (page: Page, platform: 'ios' | 'android') =>
  appPanel(page).getByRole('link', { name: text('es', 'shell.app.link', { platform: text('es', `shell.app.${platform}`) }) });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('the side menu collapses and stays as the reader left it', async ({ page, context }) => {
  await page.goto('/promotions');
  const html = page.locator('html');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const home = sideMenu(page).getByRole('link', { name: text('es', 'shell.category.HOME'), exact: true });
  const wide = (await home.boundingBox())!.width;
  await toggle(page).click();
  await expect(html).toHaveAttribute('data-side-menu', 'collapsed');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await home.boundingBox())!.width).toBeLessThan(wide / 2);
  expect((await context.cookies()).find((c) => c.name === 'side_menu')).toMatchObject({ value: 'collapsed', sameSite: 'Lax' });

  await page.goto('/live');
  await expect(html).toHaveAttribute('data-side-menu', 'collapsed');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-side-menu', 'open');
});

test('the side menu goes home from its logo and lists the in-house games', async ({ page }) => {
  await page.goto('/rng?vassalage=INHOUSE');
  const inHouse = sideMenu(page).getByRole('link', { name: text('es', 'shell.category.INHOUSE') });
  await expect(inHouse).toHaveAttribute('href', '/rng?vassalage=INHOUSE');
  await expect(inHouse).toHaveAttribute('aria-current', 'page');
  await expect(sideMenu(page).getByRole('link', { name: text('es', 'shell.category.RNG') })).not.toHaveAttribute('aria-current');
  await expect(sideMenu(page).getByRole('link', { name: /BetPlay/ })).toHaveAttribute('href', '/');
});

/** The side menu's banners (group `w_leftmenu`) as the content CLI lists them. */
const leftMenuBanners = async () =>
  (JSON.parse(await platformCli('content', 'list', '--type', 'B', '--json')) as { id: string; audience: string }[]).filter((b) => b.audience === 'w_leftmenu');

for (const lang of ['es', 'en'] as const) {
  test(`the side menu shows the banners editors put in its group, and drops one they switch off (${lang.toUpperCase()})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
    const menu = page.getByRole('navigation', { name: text(lang, 'common.sideMenu.label') });
    const title = lang === 'es' ? 'Centro de recompensas' : 'Reward centre';
    await page.goto('/promotions');
    const banner = menu.getByRole('link', { name: title });
    await expect(banner).toHaveAttribute('href', '/member#rewardCenter');
    const image = banner.getByRole('img', { name: title });
    await expect(image).toHaveAttribute('src', `/cdn/content/rewards.${lang}.svg`);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await expectAccessible(page);
    // Collapsed, the menu keeps its marks only.
    const fold = page.getByRole('button', { name: text(lang, 'shell.sideMenu.toggle') });
    await fold.click();
    await expect(banner).toBeHidden();
    await fold.click();
    await expect(banner).toBeVisible();

    if (lang !== 'es') return;
    // An editor switches the banner off: the menu drops it within the content and page caches' 5 s.
    const [entry] = await leftMenuBanners();
    expect(entry).toBeDefined();
    try {
      await platformCli('content', 'set-active', entry!.id, 'off');
      await expect(async () => {
        await page.reload();
        await expect(menu.getByRole('link', { name: title })).toHaveCount(0);
      }).toPass({ timeout: 15_000 });
    } finally {
      await platformCli('content', 'set-active', entry!.id, 'on');
    }
    await expect(async () => {
      await page.reload();
      await expect(menu.getByRole('link', { name: title })).toBeVisible();
    }).toPass({ timeout: 15_000 });
  });
}

test("a visitor's app QR codes open on focus, with the language and no code", async ({ page }) => {
  await page.goto('/');
  await expect(appPanel(page)).toBeHidden();
  await sideMenu(page)
    .getByRole('button', { name: text('es', 'shell.app.title') })
    .focus();
  await expect(appPanel(page)).toBeVisible();
  await expect(appPanel(page).getByRole('img')).toHaveCount(2);
  const ios = new URL((await appLink(page, 'ios').getAttribute('href'))!);
  expect(`${ios.origin}${ios.pathname}`).toBe(IOS);
  expect(Object.fromEntries(ios.searchParams)).toEqual({ language: 'ES' });
  await expect(appLink(page, 'android')).toHaveAttribute('href', ANDROID);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(appPanel(page)).toBeHidden();
});

test.describe('a member', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('gets an iOS QR code with a single-use code, never the session token', async ({ page, context }) => {
    await page.goto('/');
    const issued = page.waitForResponse((r) => r.url().endsWith('/wps/session/handoff') && r.request().method() === 'POST');
    await sideMenu(page)
      .getByRole('button', { name: text('es', 'shell.app.title') })
      .focus();
    expect((await issued).ok()).toBe(true);
    await expect(appLink(page, 'ios')).toBeVisible();
    const ios = new URL((await appLink(page, 'ios').getAttribute('href'))!);
    const code = ios.searchParams.get('code') ?? '';
    expect(code).toMatch(HANDOFF_CODE_PATTERN);
    expect(ios.searchParams.get('language')).toBe('ES');
    const session = (await context.cookies()).find((c) => c.name === 'session')!.value;
    expect(ios.href).not.toContain(session);
    await expect(appPanel(page).getByRole('img', { name: text('es', 'shell.app.qr', { platform: text('es', 'shell.app.ios') }) })).toBeVisible();
    await expectAccessible(page);
  });

  for (const lang of ['es', 'en'] as const) {
    test(`finds its lottery entry marked on the lottery page it opens (${lang.toUpperCase()})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await page.goto('/promotions');
      const menu = page.getByRole('navigation', { name: text(lang, 'common.sideMenu.label') });
      for (const key of ['LOTT', 'ELOTT']) {
        const entry = menu.getByRole('link', { name: text(lang, `shell.category.${key}`), exact: true });
        const href = (await entry.getAttribute('href'))!;
        expect(href).toMatch(/^\/(lottery|vnLottery|seaLottery)(\?|$)/);
        await page.goto(href);
        await expect(entry).toHaveAttribute('aria-current', 'page');
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      }
    });
  }

  for (const path of ['/seamless', '/lottery', '/vnLottery', '/seaLottery']) {
    test(`finds the side menu collapsed on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-side-menu', 'collapsed');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test('the language switch re-renders the shell in the new language and drops cached lists', async ({ page }) => {
  await page.goto('/promotions');
  await page.evaluate(() => sessionStorage.setItem('HOT_GAMES', '[]'));
  await page.getByLabel('Idioma').selectOption('EN');
  await page.getByRole('button', { name: text('es', 'common.language.submit') }).click();
  await expect(page.getByRole('navigation', { name: text('en', 'shell.nav.label') })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: text('en', 'common.sideMenu.label') }).getByRole('link', { name: text('en', 'shell.category.LIVE') }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: text('en', 'shell.auth.login') })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('HOT_GAMES'))).toBeNull();

  await page.evaluate(() => sessionStorage.setItem('HOT_GAMES', '[]'));
  await page.getByLabel('Language').selectOption('ES');
  await page.getByRole('button', { name: text('en', 'common.language.submit') }).click();
  await expect(page.getByRole('navigation', { name: text('es', 'shell.nav.label') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: text('es', 'shell.auth.login') })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('HOT_GAMES'))).toBeNull();
});

test.describe('invite friends', () => {
  const inviteIn = (page: Page) => page.getByRole('link', { name: text('es', 'shell.sideMenu.invite') });

  test('is offered in the side menu and the floating bar while the referral promotion is on', async ({ page }) => {
    await page.goto('/promotions');
    await expect(sideMenu(page).getByRole('link', { name: text('es', 'shell.sideMenu.invite') })).toHaveAttribute('href', '/member#inviteFriends');
    await expect(
      page.getByRole('complementary', { name: text('es', 'shell.floating.label') }).getByRole('link', { name: text('es', 'shell.sideMenu.invite') }),
    ).toBeVisible();
  });

  test('disappears when an operator switches the promotion off', async ({ page }) => {
    try {
      await platformCli('flags', 'set', 'REFERRAL3', 'off');
      await expect(async () => {
        await page.goto('/promotions');
        await expect(inviteIn(page)).toHaveCount(0);
      }).toPass({ timeout: 15_000 });
    } finally {
      await platformCli('flags', 'set', 'REFERRAL3', 'on');
    }
  });
});
