import { randomBytes, randomInt } from 'node:crypto';
import { encryptPayload } from '../../contract/hybrid-crypto.ts';
import { members, settings, siteModules } from '../db/schema/index.ts';
import { hashPassword } from '../services/passwords.ts';
import type { TestPlatform } from '../test-utils.ts';

/*
 * Helpers for the session, member and captcha tests. Names and addresses are random so runs
 * sharing one Redis (and its 15-minute counters) never see each other's attempts.
 */
export const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
export const randomIp = () => `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface NewMember {
  account: string;
  password: string;
  type?: number;
  status?: 'active' | 'locked';
  parentId?: number | null;
  mobileNum?: string | null;
  email?: string | null;
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
      email: input.email ?? null,
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

/** Sends an encrypted login, as the real client does. */
export const postLogin = async (t: TestPlatform, payload: Record<string, unknown>, call: LoginCall = {}) => {
  const sealed = await encryptPayload(await publicKeyOf(t), payload, call.now ?? t.platform.now().getTime());
  return t.request('/wps/session/login', {
    method: 'POST',
    ip: call.ip ?? randomIp(),
    headers: {
      'Content-Type': 'application/json',
      Language: 'EN',
      Encryption: sealed.encryptionHeader,
      ...(call.cookie ? { Cookie: call.cookie } : {}),
    },
    body: JSON.stringify(sealed.body),
  });
};

export const withToken = (token: string, init: RequestInit & { ip?: string } = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), Authorization: token, Language: 'EN' },
});
