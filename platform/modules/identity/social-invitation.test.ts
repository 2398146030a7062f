import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../contract/session.ts';
import { members } from '../../db/schema/index.ts';
import { randomIp, uniqueName } from '../../testing/session-fixtures.ts';
import { setUpStandIn, socialFlow } from '../../testing/social-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

/*
 * A social sign-up started on a page with an invitation (a referral link, an affiliate code) puts
 * the new member where the normal sign-up would: the codes ride with the sign-in's state on the
 * platform, are checked by the same rules, and nothing in the callback's query can add one.
 */
describe.each(TEST_DATABASES)('social sign-up with an invitation on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    await setUpStandIn(t);
  });
  afterAll(() => t.close());

  const { authorize, callback, signUp, ticketFor } = socialFlow(() => t);
  const memberOf = async (account: string) => (await t.platform.db.select().from(members).where(eq(members.account, account.toLowerCase())))[0]!;
  const start = (codes: Record<string, string>) =>
    t.request('/wps/social/start', {
      method: 'POST',
      ip: randomIp(),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'standin', ...codes }),
    });
  /** A whole social sign-up from a page with `codes`: the new member's row. */
  const signedUpWith = async (codes: Record<string, string>) => {
    const username = uniqueName('inv');
    const made = await signUp(await ticketFor(`${username}@example.com`, codes), { username });
    expect(made.status).toBe(200);
    expect(loginResultSchema.parse((await made.json()).value).userName).toBe(username);
    return memberOf(username);
  };

  it("places the invitee of a player's referral link under the player's agent, and remembers the player", async () => {
    const [agent01, player01] = await Promise.all([memberOf('agent01'), memberOf('player01')]);
    expect(await signedUpWith({ referralCode: 'player01' })).toMatchObject({ parentId: agent01.id, referredBy: player01.id });
  });

  it("places the invitee of an agent's affiliate code under that agent", async () => {
    const agent02 = await memberOf('agent02');
    expect(await signedUpWith({ affiliateCode: 'ag02' })).toMatchObject({ parentId: agent02.id, referredBy: null });
  });

  it('refuses an unknown code as the normal sign-up does, before the provider is asked', async () => {
    for (const codes of [{ referralCode: 'NOPE1234' }, { affiliateCode: 'ZZZZ99' }]) {
      const res = await start(codes);
      expect([res.status, (await res.json()).errorCode], JSON.stringify(codes)).toEqual([422, 'invitation_code_error']);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('social_state='))).toBe(false);
    }
  });

  it('ignores a code added to the callback, and re-checks the kept one at the sign-up', async () => {
    const flow = await authorize(`${uniqueName('plain')}@example.com`);
    const forged = new URL(flow.location);
    forged.searchParams.set('referralCode', 'PLAYER01');
    const back = await callback(forged.toString(), flow.stateCookie);
    const ticket = back.headers
      .getSetCookie()
      .find((c) => c.startsWith('social_signup='))!
      .split(';')[0]!;
    const username = uniqueName('inv');
    expect((await signUp(ticket, { username })).status).toBe(200);
    expect(await memberOf(username)).toMatchObject({ parentId: null, referredBy: null });

    // The referrer was locked between the start and the sign-up: the normal sign-up's refusal.
    const referrer = await memberOf('player02');
    const waiting = await ticketFor(`${uniqueName('late')}@example.com`, { referralCode: referrer.referralCode! });
    await t.platform.db.update(members).set({ status: 'locked' }).where(eq(members.id, referrer.id));
    try {
      const refused = await signUp(waiting, { username: uniqueName('inv') });
      expect([refused.status, (await refused.json()).errorCode]).toEqual([422, 'invitation_code_error']);
    } finally {
      await t.platform.db.update(members).set({ status: 'active' }).where(eq(members.id, referrer.id));
    }
  });
});
