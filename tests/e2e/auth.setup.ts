import { test as setup } from '@playwright/test';
import { SEED_AGENT, SEED_PLAYER } from '../../platform/db/seed/identities.ts';
import { ROLE_STATE } from './support/roles.ts';
import { loginAs } from './support/session.ts';

// One login per role for the whole run; specs that end their session (logout) log in on their own.
setup('log in as the seeded member', async ({ page }) => {
  await loginAs(page, SEED_PLAYER.account, SEED_PLAYER.password);
  await page.context().storageState({ path: ROLE_STATE.player });
});

setup('log in as the seeded agent', async ({ page }) => {
  await loginAs(page, SEED_AGENT.account, SEED_AGENT.password);
  await page.context().storageState({ path: ROLE_STATE.agent });
});
