import { expect } from 'vitest';
import { loginResultSchema } from '../../contract/session.ts';
import { issueSession } from '../modules/identity/index.ts';
import { createMember, postEncrypted, postLogin, randomIp, solvedCaptcha, uniqueName, withToken } from './session-fixtures.ts';
import type { TestPlatform } from './test-platform.ts';

/** The password a test member starts with, and the one it changes or resets to. */
export const PASSWORD_BEFORE = 'Before2026';
export const PASSWORD_AFTER = 'After2027x';

/**
 * The calls the password tests make, bound to a test platform that `beforeAll` opens (hence the
 * getter): logins that answer status and body, a session's token, and the change itself.
 */
export const passwordCalls = (platform: () => TestPlatform) => {
  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
  const login = async (username: string, secret: string) => answer(await postLogin(platform(), { username, password: secret }));
  /** After a refused login the guard asks for a captcha: this login solves it. */
  const loginSolved = async (username: string, secret: string) => {
    const { cookie, captcha } = await solvedCaptcha(platform());
    return answer(await postLogin(platform(), { username, password: secret, captcha }, { cookie }));
  };
  const tokenOf = async (username: string, secret: string, solve = false) => {
    const res = await (solve ? loginSolved : login)(username, secret);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return loginResultSchema.parse(res.body.value).token;
  };
  const infoStatus = async (token: string) => (await platform().request('/wps/member/info', withToken(token))).status;
  const change = async (token: string, payload: Record<string, unknown>) => answer(await postEncrypted(platform(), '/wps/member/password', payload, { token }));
  const player = (extra: { mobileNum?: string; email?: string } = {}) =>
    createMember(platform(), { account: uniqueName('pw'), password: PASSWORD_BEFORE, ...extra });
  const trialToken = async () => {
    const trial = await createMember(platform(), { account: uniqueName('trial'), password: PASSWORD_BEFORE, type: 4 });
    return (await issueSession(platform().platform, { memberId: trial.id, loginType: 'freeplay', ip: randomIp() })).token;
  };
  return { answer, login, loginSolved, tokenOf, infoStatus, change, player, trialToken };
};
