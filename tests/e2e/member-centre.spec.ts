import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { skipPopups } from './support/shell.ts';

const DEPOSIT_PARTIAL = /\/partials\/member\/deposit(\?|$)/;

test.describe('the member centre', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('loads a section, its calls and its code on first use, and keeps it for back and forward', async ({ page, baseURL }) => {
    await skipPopups(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/member');
    const security = page.getByRole('region', { name: text('es', 'member.sections.securityCenter') });
    await expect(security.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: text('es', 'member.sections.securityCenter') })).toHaveAttribute('aria-current', 'true');
    expect(asked.filter((url) => DEPOSIT_PARTIAL.test(url))).toEqual([]);
    const pageScripts = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));

    const partial = page.waitForResponse((response) => DEPOSIT_PARTIAL.test(response.url()));
    await page
      .getByRole('navigation', { name: text('es', 'member.nav.label') })
      .getByRole('link', { name: text('es', 'member.sections.deposit') })
      .click();
    await expect(page).toHaveURL(/\/member#deposit$/);
    const deposit = page.getByRole('region', { name: text('es', 'member.sections.deposit') });
    await expect(deposit.getByRole('heading', { level: 2, name: text('es', 'member.sections.deposit') })).toBeVisible();
    await expect(security).toBeHidden();
    // The section's own scripts are those its fragment names and the page did not have: each is asked for once, after the fragment.
    const sectionScripts = [...(await (await partial).text()).matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
      .map((match) => new URL(match[1]!, baseURL).href)
      .filter((src) => !pageScripts.includes(src));
    expect(sectionScripts.length).toBeGreaterThan(0);
    for (const src of sectionScripts) await expect.poll(() => asked.filter((url) => url === src).length).toBe(1);
    const partialAt = asked.findIndex((url) => DEPOSIT_PARTIAL.test(url));
    for (const src of sectionScripts) expect(asked.indexOf(src)).toBeGreaterThan(partialAt);
    expect(asked.filter((url) => DEPOSIT_PARTIAL.test(url))).toHaveLength(1);
    await expectAccessible(page);

    await page.goBack();
    await expect(security.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(deposit).toBeHidden();
    await page.goForward();
    await expect(deposit.getByRole('heading', { level: 2, name: text('es', 'member.sections.deposit') })).toBeVisible();
    expect(asked.filter((url) => DEPOSIT_PARTIAL.test(url))).toHaveLength(1);
  });

  test('writes the section its address names, in English too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await skipPopups(page);
    await page.goto('/member?section=withdraw#withdraw');
    const withdraw = page.getByRole('region', { name: text('en', 'member.sections.withdraw') });
    await expect(withdraw.getByRole('heading', { level: 2, name: text('en', 'member.sections.withdraw') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'member.sections.withdraw') })).toHaveAttribute('aria-current', 'true');
  });
});

test('a section fragment is a member’s alone', async ({ request }) => {
  expect((await request.get('/partials/member/deposit')).status()).toBe(401);
  expect((await request.get('/partials/member/agentHome')).status()).toBe(404);
});
