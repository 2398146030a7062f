import { test as setup } from '@playwright/test';
import { SEED_AGENT, SEED_PLAYER } from '../../platform/db/seed/identities.ts';
import { roleStateFile } from './support/roles.ts';
import { loginAs } from './support/session.ts';

// One login per role and server for the whole run; specs that end their session (logout) log in on their own.
setup('log in as the seeded member', async ({ page, baseURL }) => {
  await loginAs(page, SEED_PLAYER.account, SEED_PLAYER.password);
  await page.context().storageState({ path: roleStateFile('player', baseURL) });
});

setup('log in as the seeded agent', async ({ page, baseURL }) => {
  await loginAs(page, SEED_AGENT.account, SEED_AGENT.password);
  await page.context().storageState({ path: roleStateFile('agent', baseURL) });
});
