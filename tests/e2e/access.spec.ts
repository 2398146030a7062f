import { expect, test } from '@playwright/test';
import { SEED_PLAYER } from '../../platform/db/seed/identities.ts';
import { headingOf } from './support/catalogue.ts';
import { loginDialog } from './support/login.ts';
import { ROLE_STATE } from './support/roles.ts';
import { loginAs, startTrial } from './support/session.ts';

const MEMBER_PAGES = ['/member', '/favorite', '/recent', '/seamless', '/pointMall'];
const LOTTERY_PAGES = ['/lottery', '/seaLottery', '/vnLottery'];

test.describe('a visitor without a session', () => {
  test('goes from each lottery and member page to /login', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of [...LOTTERY_PAGES, ...MEMBER_PAGES]) {
      await test.step(`from ${path}`, async () => {
        const response = await page.goto(path);
        expect(new URL(response!.url()).pathname).toBe('/login');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'login'));
        // The login pop-up opens over the home page, whose address it shows (SPEC section 2).
        await expect(loginDialog(page)).toBeVisible();
        await expect(page).toHaveURL('/');
      });
    }
  });

  test('goes from the agent centre to the agent login', async ({ page }) => {
    await page.goto('/agentHome');
    await expect(page).toHaveURL('/agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'agent'));
  });
});

test.describe('a member with a saved session', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('opens member and lottery pages but not the agent centre', async ({ page }) => {
    await page.goto('/member');
    await expect(page).toHaveURL('/member');
    await page.goto('/vnLottery');
    await expect(page).toHaveURL('/vnLottery');
    await page.goto('/agentHome');
    await expect(page).toHaveURL('/agent');
  });
});

test.describe('a member who logs in', () => {
  test('is a visitor again after logging out', async ({ page, baseURL }) => {
    await loginAs(page, SEED_PLAYER.account, SEED_PLAYER.password);
    const logout = await page.request.delete('/wps/session/logout', { headers: { 'Content-Type': 'application/json', Origin: baseURL! } });
    expect(logout.status()).toBe(200);
    const response = await page.goto('/member');
    expect(new URL(response!.url()).pathname).toBe('/login');
    await expect(loginDialog(page)).toBeVisible();
  });

  test('cannot change state from another origin', async ({ page }) => {
    await loginAs(page, SEED_PLAYER.account, SEED_PLAYER.password);
    const refused = await page.request.delete('/wps/session/logout', {
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'request.origin.denied' });
    await page.goto('/member');
    await expect(page).toHaveURL('/member');
  });

  test('never sees the session token', async ({ page, context }) => {
    const login = await loginAs(page, SEED_PLAYER.account, SEED_PLAYER.password);
    expect(login.value).not.toHaveProperty('token');
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(JSON.stringify(login)).not.toContain(cookie!.value);
  });
});

test.describe('an agent with a saved session', () => {
  test.use({ storageState: ROLE_STATE.agent });

  test('opens the agent centre', async ({ page }) => {
    await page.goto('/agentHome');
    await expect(page).toHaveURL('/agentHome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'agentHome'));
  });
});

test('a trial account looks around but opens no member or agent page', async ({ page }) => {
  const trial = await startTrial(page);
  expect(trial.value).toMatchObject({ customerType: 4 });
  expect(trial.value).not.toHaveProperty('token');
  for (const path of [...MEMBER_PAGES, '/agentHome']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/');
  }
  await page.goto('/lottery');
  await expect(page).toHaveURL('/lottery');
});
