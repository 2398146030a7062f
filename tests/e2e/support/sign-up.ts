import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { solveHumanChallenge } from '../../../contract/human-proof.ts';
import { encryptPayload } from '../../../contract/hybrid-crypto.ts';
import { platformCli } from './platform-cli.ts';

/*
 * Helpers of the sign-up and password-recovery specs: fresh identities per run, keyboard moves,
 * the outbox of the SMS and e-mail stand-ins, and members made through the API.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** A username no run has used: a letter, then letters and digits, 6 to 16 long (the seed rule). */
export const uniqueUsername = (prefix = 'r') => `${prefix}${stamp()}`.slice(0, 16);

/** A national mobile number no seed account has (those start 55). */
export const uniqueMobile = () => `59${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

/** Moves the focus with Tab, as a keyboard user would, until `target` has it. */
export const tabTo = async (page: Page, target: Locator, max = 40) => {
  const element = await target.elementHandle();
  if (!element) throw new Error('Nothing to tab to');
  for (let i = 0; i < max; i++) {
    if (await element.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

/** Tabs to a field, clears it and types `value` key by key. */
export const typeInto = async (page: Page, field: Locator, value: string) => {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  if (value) await page.keyboard.type(value);
};

/**
 * Presses Enter on a send-code button until its countdown shows: the button ignores presses
 * within a second of the one before (SPEC section 9), as a person would simply press again.
 */
export const sendCode = async (page: Page, button: Locator, countdown: Locator) => {
  await tabTo(page, button);
  await expect(async () => {
    if (await button.isVisible()) await page.keyboard.press('Enter');
    await expect(countdown).toBeDisabled({ timeout: 1_000 });
  }).toPass();
};

interface OutboxMessage {
  recipient: string;
  purpose: string;
  body: string;
}

/** The newest message of a channel to `recipient`, as the operator reads it. */
export const latestMessageTo = async (channel: 'sms' | 'email', recipient: string): Promise<OutboxMessage> => {
  const rows = JSON.parse(await platformCli('outbox', '--channel', channel, '--limit', '20', '--json')) as OutboxMessage[];
  const message = rows.find((row) => row.recipient === recipient);
  if (!message) throw new Error(`No ${channel} to ${recipient} in the outbox`);
  return message;
};

/** The code of the newest SMS to `phone` (`+52…`). */
export const smsCodeSentTo = async (phone: string): Promise<string> => {
  const { body } = await latestMessageTo('sms', phone);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No code in the SMS: ${body}`);
  return code;
};

interface AccountRecord {
  account: string;
  parent: string | null;
  role: string;
}

/** An account as the operator lists it. */
export const accountRecord = async (account: string): Promise<AccountRecord | undefined> => {
  const rows = JSON.parse(await platformCli('accounts', 'list', '--limit', '1000', '--json')) as AccountRecord[];
  return rows.find((row) => row.account === account.toLowerCase());
};

/**
 * A payload sealed for the platform, with the headers of a same-origin call: once the context
 * holds a session cookie, the gateway wants to see where a state-changing call comes from.
 */
export const sealedFor = async (request: APIRequestContext, payload: Record<string, unknown>, extraHeaders: Record<string, string> = {}) => {
  const key = await request.get('/wps/session/key/rsa', { headers: extraHeaders });
  expect(key.ok()).toBe(true);
  const { value } = (await key.json()) as { value: string };
  const sealed = await encryptPayload(value, payload);
  return { data: sealed.body, headers: { ...extraHeaders, Encryption: sealed.encryptionHeader, Origin: new URL(key.url()).origin } };
};

/**
 * An address of the documentation range 198.51.100.0/24 for one sign-up: the platform allows a few
 * sign-ups an hour from one address, and the specs of a run sign up more members than that.
 */
const signUpAddress = () => ({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });

/**
 * A new member made through the API, as the register form does (human proof included), in a
 * request context of its own, so the browser under test stays logged out.
 */
export const registerByApi = async (
  request: APIRequestContext,
  member: { username: string; password: string; email: string; mobileNum: string; affiliateCode?: string; referralCode?: string },
) => {
  const address = signUpAddress();
  const challenge = await request.get('/wps/captcha/human', { headers: address });
  expect(challenge.ok(), await challenge.text()).toBe(true);
  // Node's synchronous SHA-256: WebCrypto's asynchronous one costs the test process three times the
  // CPU for the same 65,000 hashes, CPU the browser and the server under test then lack.
  const human = await solveHumanChallenge(((await challenge.json()) as { value: Parameters<typeof solveHumanChallenge>[0] }).value, (data) =>
    createHash('sha256').update(data).digest(),
  );
  const sealed = await sealedFor(
    request,
    {
      ...member,
      confirmPassword: member.password,
      countryDialingCode: '52',
      registerMethod: 'WEB',
      login: true,
      agreeTerms: true,
      human,
    },
    address,
  );
  const response = await request.put('/wps/member/register', sealed);
  expect(response.status(), await response.text()).toBe(200);
};

/** The HTTP status of a login attempt by name and password. */
export const loginStatus = async (request: APIRequestContext, username: string, password: string) => {
  const response = await request.post('/wps/session/login', await sealedFor(request, { username, password, type: 'username' }));
  return response.status();
};
