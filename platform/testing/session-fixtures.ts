import { randomBytes, randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { encryptPayload, type EncryptedRequest } from '../../contract/hybrid-crypto.ts';
import { members, outbox, settings, siteModules } from '../db/schema/index.ts';
import { storeCaptcha } from '../modules/identity/index.ts';
import { hashPassword } from '../modules/identity/index.ts';
import type { TestPlatform } from './test-platform.ts';

/*
 * Helpers for the session, member and captcha tests. Names and addresses are random so runs
 * sharing one Redis (and its 15-minute counters) never see each other's attempts.
 */
export const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
/** A national number no seed account has (seed numbers start 55 or 5530…). */
export const randomMobile = () => `77${randomInt(10_000_000, 100_000_000)}`;
export const randomIp = () => `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface NewMember {
  account: string;
  password: string;
  type?: number;
  status?: 'active' | 'locked';
  parentId?: number | null;
  mobileNum?: string | null;
  /** Defaults to the site's own (52) when a mobile number is given. */
  countryDialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  passwordChangedAt?: Date;
}

export const createMember = async (t: TestPlatform, input: NewMember) => {
  const [row] = await t.platform.db
    .insert(members)
    .values({
      account: input.account.toLowerCase(),
      nickname: `Nick ${input.account}`,
      type: input.type ?? 0,
      status: input.status ?? 'active',
      passwordHash: await hashPassword(input.password),
      parentId: input.parentId ?? null,
      mobileNum: input.mobileNum ?? null,
      countryDialingCode: input.countryDialingCode ?? (input.mobileNum ? '52' : null),
      email: input.email ?? null,
      payeeName: input.payeeName ?? null,
      passwordChangedAt: input.passwordChangedAt ?? t.platform.now(),
    })
    .returning();
  return row!;
};

export const setModule = async (t: TestPlatform, modId: string, enabled: boolean) => {
  await t.platform.db.insert(siteModules).values({ modId, enabled }).onConflictDoUpdate({ target: siteModules.modId, set: { enabled } });
};

export const setSetting = async (t: TestPlatform, key: string, value: unknown) => {
  await t.platform.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
};

export const publicKeyOf = async (t: TestPlatform): Promise<string> => {
  const res = await t.request('/wps/session/key/rsa');
  return ((await res.json()) as { value: string }).value;
};

export interface LoginCall {
  ip?: string;
  cookie?: string;
  /** The client's clock; the platform's own by default. */
  now?: number;
}

export interface EncryptedCall extends LoginCall {
  /** A session token for the `Authorization` header. */
  token?: string;
  /** POST unless the call is a PUT (registration). */
  verb?: 'POST' | 'PUT';
}

/** Sends an already sealed body, as the real client does; tests that replay a body seal it once. */
export const sendSealed = (t: TestPlatform, path: string, sealed: EncryptedRequest, call: EncryptedCall = {}) =>
  t.request(path, {
    method: call.verb ?? 'POST',
    ip: call.ip ?? randomIp(),
    headers: {
      'Content-Type': 'application/json',
      Language: 'EN',
      Encryption: sealed.encryptionHeader,
      ...(call.cookie ? { Cookie: call.cookie } : {}),
      ...(call.token ? { Authorization: call.token } : {}),
    },
    body: JSON.stringify(sealed.body),
  });

/** Sends an encrypted call, as the real client does. */
export const postEncrypted = async (t: TestPlatform, path: string, payload: Record<string, unknown>, call: EncryptedCall = {}) =>
  sendSealed(t, path, await encryptPayload(await publicKeyOf(t), payload, call.now ?? t.platform.now().getTime()), call);

/** Sends an encrypted login, as the real client does. */
export const postLogin = (t: TestPlatform, payload: Record<string, unknown>, call: LoginCall = {}) => postEncrypted(t, '/wps/session/login', payload, call);

/** A password login from an address, with a solved captcha when `solve`; answers its status and error code (`ok` when none). */
export const loginAttempt = async (t: TestPlatform, username: string, secret: string, ip: string, solve = false) => {
  const captcha = solve ? await solvedCaptcha(t) : undefined;
  const res = await postLogin(
    t,
    { username, password: secret, ...(captcha ? { captcha: captcha.captcha } : {}) },
    { ip, ...(captcha ? { cookie: captcha.cookie } : {}) },
  );
  return { status: res.status, code: ((await res.json()) as { errorCode?: string }).errorCode ?? 'ok' };
};

/** Sends a plain JSON POST. */
export const postJson = (t: TestPlatform, path: string, body: unknown, ip: string = randomIp()) =>
  t.request(path, { method: 'POST', ip, headers: { 'Content-Type': 'application/json', Language: 'EN' }, body: JSON.stringify(body) });

/** A solved captcha: the cookie to send and its answer. */
export const solvedCaptcha = async (t: TestPlatform) => {
  const id = await storeCaptcha(t.platform, 'HK3W');
  return { cookie: `captchaId=${id}`, captcha: 'hk3w' };
};

/** The messages the outbox holds for a recipient, oldest first. */
export const outboxFor = (t: TestPlatform, recipient: string) =>
  t.platform.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(asc(outbox.id));

/** The code of the latest SMS to `+<code><number>`. */
export const lastSmsCode = async (t: TestPlatform, phone: string): Promise<string> => {
  const messages = await outboxFor(t, phone);
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`No SMS code for ${phone}`);
  return code;
};

export const withToken = (token: string, init: RequestInit & { ip?: string } = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), Authorization: token, Language: 'EN' },
});
