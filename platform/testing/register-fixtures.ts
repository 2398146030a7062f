import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { HumanProof } from '../../contract/accounts.ts';
import { encryptPayload } from '../../contract/hybrid-crypto.ts';
import { solveHumanChallenge } from '../../contract/human-proof.ts';
import { loginResultSchema } from '../../contract/session.ts';
import type { RegisterField, RegisterRule } from '../../contract/system.ts';
import { members, registerRules } from '../db/schema/index.ts';
import { SEED_REGISTER_RULES } from '../db/seed/site.ts';
import { issueHumanChallenge } from '../modules/identity/index.ts';
import { invalidateSite } from '../modules/system/index.ts';
import { publicKeyOf, randomIp, randomMobile, sendSealed, setModule, uniqueName } from './session-fixtures.ts';
import type { TestPlatform } from './test-platform.ts';

export type RegisterMethod = 'username' | 'mobile';
type Body = Record<string, unknown>;
export interface RegisterCall {
  method?: RegisterMethod;
  ip?: string;
  cookie?: string;
}

/** The password every test registration uses. */
export const REGISTER_PASSWORD = 'Secret2026';

/**
 * The registration calls, as the browser makes them, bound to a test platform that `beforeAll`
 * opens (hence the getter), with the answers read the way the tests check them. Rules and modules a
 * test changes go back to the seed with `restoreSite` (call it after each test).
 */
export const registerCalls = (platform: () => TestPlatform) => {
  const t = () => platform();
  const memberByAccount = async (account: string) => (await t().platform.db.select().from(members).where(eq(members.account, account)))[0];
  const proof = async (): Promise<HumanProof> =>
    solveHumanChallenge(await issueHumanChallenge(t().platform, randomIp()), (data) => createHash('sha256').update(data).digest());

  const seal = async (body: Body) => encryptPayload(await publicKeyOf(t()), body, t().platform.now().getTime());
  const send = (sealed: Awaited<ReturnType<typeof seal>>, call: RegisterCall = {}) =>
    sendSealed(t(), call.method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', sealed, { verb: 'PUT', ...call });
  /** A complete request of the method; `over` replaces or (with undefined) drops fields. */
  const bodyOf = async (method: RegisterMethod, over: Body = {}): Promise<Body> => {
    const base: Body =
      method === 'mobile'
        ? { mobileNum: randomMobile(), countryDialingCode: '+52', password: REGISTER_PASSWORD, confirmPassword: REGISTER_PASSWORD, agreeTerms: true }
        : { username: uniqueName('New'), password: REGISTER_PASSWORD, confirmPassword: REGISTER_PASSWORD, agreeTerms: true };
    return { ...base, human: await proof(), registerUrl: 'https://www.betplay.example/register', registerMethod: 'WEB', login: true, ...over };
  };
  const register = async (over: Body = {}, call: RegisterCall = {}) => send(await seal(await bodyOf(call.method ?? 'username', over)), call);
  const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { errorCode: string; message: string; value: unknown }) });
  const fieldsOf = async (res: Response) => {
    const body = await refusal(res);
    expect(body).toMatchObject({ status: 422, errorCode: 'request_param_err' });
    return (body.value as { fields: Record<string, string[]> }).fields;
  };
  const registered = async (res: Response) => {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    return loginResultSchema.parse((await res.json()).value);
  };

  const changedRules: RegisterField[] = [];
  const setRule = async (field: RegisterField, patch: Partial<RegisterRule>) => {
    changedRules.push(field);
    await t().platform.db.update(registerRules).set(patch).where(eq(registerRules.field, field));
    invalidateSite(t().platform);
  };
  const restoreSite = async () => {
    for (const field of changedRules.splice(0))
      await t().platform.db.update(registerRules).set(SEED_REGISTER_RULES[field]).where(eq(registerRules.field, field));
    invalidateSite(t().platform);
    for (const modId of ['REG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'MOBILEVERCODELOGIN3']) await setModule(t(), modId, true);
    await setModule(t(), 'REGMOBVERF3', false);
  };

  return { memberByAccount, proof, seal, send, bodyOf, register, refusal, fieldsOf, registered, setRule, restoreSite };
};
