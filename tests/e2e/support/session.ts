import { expect, type Page } from '@playwright/test';
import { encryptPayload } from '../../../contract/hybrid-crypto.ts';

/*
 * Logging in through the API, as the login form will: the page's own request context shares the
 * browser's cookie jar, so the gateway's session cookie lands where the pages read it.
 */
export const loginAs = async (page: Page, username: string, password: string) => {
  const key = await page.request.get('/wps/session/key/rsa');
  expect(key.ok()).toBe(true);
  const { value: modulus } = (await key.json()) as { value: string };
  const sealed = await encryptPayload(modulus, { username, password, type: 'username' });
  const response = await page.request.post('/wps/session/login', {
    data: sealed.body,
    headers: { Encryption: sealed.encryptionHeader },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { value: Record<string, unknown> };
};

/** A fresh trial (free-play) account in this browser. */
export const startTrial = async (page: Page) => {
  const response = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { value: Record<string, unknown> };
};
