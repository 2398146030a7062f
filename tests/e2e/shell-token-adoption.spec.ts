import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { HANDOFF_CODE_PATTERN } from '../../contract/handoff.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { roleStateFile } from './support/roles.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

/** A single-use code from the seeded player's own session, as the app hand-off asks for one. */
const issueCode = async (browser: Browser, baseURL: string): Promise<string> => {
  const member = await browser.newContext({ baseURL, storageState: roleStateFile('player', baseURL) });
  try {
    const response = await member.request.post('/wps/session/handoff', { data: {}, headers: { Origin: new URL(baseURL).origin } });
    expect(response.status(), await response.text()).toBe(200);
    const { code } = ((await response.json()) as { value: { code: string } }).value;
    expect(code).toMatch(HANDOFF_CODE_PATTERN);
    return code;
  } finally {
    await member.close();
  }
};

/** A browser of nobody, reading the site in `lang`. */
const visitor = async (browser: Browser, baseURL: string, lang: 'ES' | 'EN'): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context;
};

for (const lang of ['es', 'en'] as const) {
  test(`a sign-in link logs in once, and its code stays out of the address, history and referrers (${lang.toUpperCase()})`, async ({ browser, baseURL }) => {
    const code = await issueCode(browser, baseURL!);

    const first = await visitor(browser, baseURL!, lang === 'es' ? 'ES' : 'EN');
    const page = await first.newPage();
    await skipPopups(page);
    const seen: { url: string; referer: string | undefined; status: number | undefined }[] = [];
    page.on('requestfinished', async (request) => {
      seen.push({ url: request.url(), referer: request.headers()['referer'], status: (await request.response())?.status() });
    });
    const entries = await page.evaluate(() => history.length);
    await page.goto(`/promotions?view=all&token=${code}`, { waitUntil: 'load' });
    await expect(page).toHaveURL(/\/promotions\?view=all$/);
    await expect(memberMenuTrigger(page, 'player01')).toBeVisible();
    // One new entry in the history, the clean address: going back leaves the site.
    expect(await page.evaluate(() => ({ length: history.length, href: location.href }))).toEqual({
      length: entries + 1,
      href: `${baseURL}/promotions?view=all`,
    });
    // The address with the code was asked for once, and answered with the redirect alone.
    expect(seen.filter((s) => s.url.includes(code)).map((s) => s.status)).toEqual([303]);
    expect(seen.filter((s) => s.referer?.includes(code))).toEqual([]);
    expect(seen.length).toBeGreaterThan(2);
    await expect(page.locator('html')).not.toContainText(code);
    await page.goBack();
    expect(page.url()).toBe('about:blank');

    // The same link a second time, in another browser: refused, and the login pop-up says why.
    const second = await visitor(browser, baseURL!, lang === 'es' ? 'ES' : 'EN');
    const again = await second.newPage();
    await skipPopups(again);
    await again.goto(`/?token=${code}`);
    const dialog = again.getByRole('dialog', { name: text(lang, 'login.title') });
    await expect(dialog.getByRole('alert')).toHaveText(text(lang, 'login.linkSpent'));
    await expect(again).toHaveURL(`${baseURL}/`);
    await expect(memberMenuTrigger(again, 'player01')).toHaveCount(0);
    expect((await second.cookies()).some((c) => c.name === 'session')).toBe(false);
    await expectAccessible(again);
    await Promise.all([first.close(), second.close()]);
  });
}
