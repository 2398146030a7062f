import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { humanChallengeSchema } from '../../../contract/accounts.ts';
import { solveHumanChallenge } from '../../../contract/human-proof.ts';
import { members } from '../../db/schema/index.ts';
import { storeCaptcha } from './captcha.ts';
import { DIFFICULTY_SETTING, HUMAN_CHALLENGE_TTL_MS, issueHumanChallenge } from './human-check.ts';
import { REGISTER_LIMIT } from './registration.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { registerCalls, REGISTER_PASSWORD as PASSWORD } from '../../testing/register-fixtures.ts';
import { createMember, randomIp, setModule, setSetting, uniqueName } from '../../testing/session-fixtures.ts';

describe.each(TEST_DATABASES)('registration: invitations, proofs, captcha, modules and limits on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    // Proofs stay cheap here; the 16-bit default is covered by the solver's and the service's own tests.
    await setSetting(t, DIFFICULTY_SETTING, 8);
  });
  afterAll(() => t.close());

  const { memberByAccount, proof, seal, send, bodyOf, register, refusal, fieldsOf, registered, setRule, restoreSite } = registerCalls(() => t);
  afterEach(() => restoreSite());

  it('places a member under the agent of an affiliate code, in any case', async () => {
    const agent = (await memberByAccount('agent01'))!;
    const username = uniqueName('Aff');
    await registered(await register({ username, affiliateCode: 'ag01' }));
    expect(await memberByAccount(username.toLowerCase())).toMatchObject({ parentId: agent.id, referredBy: null });
  });

  it("places a player's invitee under the player's agent and remembers who invited it", async () => {
    const [agent01, agent02, player01] = await Promise.all(['agent01', 'agent02', 'player01'].map(memberByAccount));
    const invited = uniqueName('Ref');
    await registered(await register({ username: invited, referralCode: 'player01' }));
    expect(await memberByAccount(invited.toLowerCase())).toMatchObject({ parentId: agent01!.id, referredBy: player01!.id });
    const byAgent = uniqueName('Ref');
    await registered(await register({ username: byAgent, referralCode: 'AGENT02' }));
    expect(await memberByAccount(byAgent.toLowerCase())).toMatchObject({ parentId: agent02!.id, referredBy: agent02!.id });
  });

  it('refuses an invitation code that names no active member', async () => {
    const locked = await createMember(t, { account: uniqueName('lockedag'), password: PASSWORD, type: 1, status: 'locked' });
    await t.platform.db.update(members).set({ affiliateCode: 'LOCK99' }).where(eq(members.id, locked.id));
    for (const over of [{ affiliateCode: 'ZZZZ99' }, { referralCode: 'NOPE1234' }, { affiliateCode: 'lock99' }]) {
      expect(await refusal(await register(over)), JSON.stringify(over)).toMatchObject({ status: 422, errorCode: 'invitation_code_error' });
    }
  });

  it('refuses a missing, wrong, replayed or expired human proof', async () => {
    const failed = { status: 400, errorCode: 'human.verification.failed' };
    expect(await refusal(await register({ human: undefined }))).toMatchObject(failed);
    const challenge = await issueHumanChallenge(t.platform, randomIp());
    expect(await refusal(await register({ human: { challenge: challenge.challenge, nonce: '0' } }))).toMatchObject(
      // 1 in 256 that nonce 0 happens to solve an 8-bit challenge: then it is a valid proof.
      createHash('sha256').update(`${challenge.challenge}:0`).digest()[0] === 0 ? { status: 200 } : failed,
    );
    const used = await proof();
    await registered(await register({ human: used }));
    expect(await refusal(await register({ human: used }))).toMatchObject(failed);
    const stale = await proof();
    clock += HUMAN_CHALLENGE_TTL_MS + 1;
    expect(await refusal(await register({ human: stale }))).toMatchObject(failed);
  });

  it('takes the challenge from GET /wps/captcha/human, solved as the browser does', async () => {
    const res = await t.request('/wps/captcha/human', { ip: randomIp() });
    const human = await solveHumanChallenge(humanChallengeSchema.parse((await res.json()).value));
    await registered(await register({ human }));
  });

  it('refuses a replayed encrypted payload', async () => {
    const sealed = await seal(await bodyOf('username'));
    await registered(await send(sealed));
    expect(await refusal(await send(sealed))).toMatchObject({ status: 409, errorCode: 'encryption.replayed' });
  });

  it('checks the image captcha when its rule is enabled and required', async () => {
    await setRule('captcha', { required: true });
    expect(await fieldsOf(await register())).toEqual({ captcha: ['register.required'] });
    const wrongId = await storeCaptcha(t.platform, 'HK3W');
    expect(await refusal(await register({ captcha: 'ABCD' }, { cookie: `captchaId=${wrongId}` }))).toMatchObject({
      status: 400,
      errorCode: 'captcha.invalid',
    });
    const id = await storeCaptcha(t.platform, 'HK3W');
    await registered(await register({ captcha: 'hk3w' }, { cookie: `captchaId=${id}` }));
  });

  it('refuses a method whose module is off', async () => {
    const off = { status: 403, errorCode: 'function.not.available' };
    await setModule(t, 'USERNAMEREG3', false);
    expect(await refusal(await register())).toMatchObject(off);
    await registered(await register({}, { method: 'mobile' }));
    await setModule(t, 'MOBILENUMREG3', false);
    expect(await refusal(await register({}, { method: 'mobile' }))).toMatchObject(off);
    await setModule(t, 'USERNAMEREG3', true);
    await setModule(t, 'REG3', false);
    expect(await refusal(await register())).toMatchObject(off);
  });

  it(`lets one address create ${REGISTER_LIMIT.limit} accounts an hour`, async () => {
    const ip = randomIp();
    for (let n = 0; n < REGISTER_LIMIT.limit; n++) await registered(await register({}, { ip }));
    expect(await refusal(await register({}, { ip }))).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please try again after 1 hour',
      value: { windowMs: REGISTER_LIMIT.windowMs },
    });
    // The budget is the address's own.
    await registered(await register({}, { ip: randomIp() }));
  });
});
