import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { AFFILIATE_CHECK_IP_LIMIT } from './affiliate.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, randomIp, setModule, uniqueName } from '../../testing/session-fixtures.ts';

describe.each(TEST_DATABASES)('affiliate check on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const check = async (query: string, ip = randomIp()) => {
    const res = await t.request(`/wps/agent/affiliate${query}`, { ip, headers: { Language: 'EN' } });
    return { status: res.status, ...((await res.json()) as { success: boolean; errorCode?: string; value?: unknown }) };
  };
  const refused = { status: 422, success: false, errorCode: 'invitation_code_error' };

  it("accepts an agent's affiliate code in any case, and any member's referral code", async () => {
    for (const code of ['AG01', 'ag02', 'PLAYER01', 'player21', 'AGENT01']) {
      expect(await check(`?code=${code}&domain=betplay`), code).toEqual({ status: 200, success: true, value: null });
    }
  });

  it('refuses unknown, missing and over-long codes', async () => {
    for (const query of ['?code=NOPE99&domain=betplay', '?code=www', '?domain=betplay', '?code=', `?code=${'A'.repeat(33)}`]) {
      expect(await check(query), query).toMatchObject(refused);
    }
  });

  it('refuses the codes of locked accounts, and an affiliate code held by a non-agent', async () => {
    const locked = await createMember(t, { account: uniqueName('lockedag'), password: 'Secret2026', type: 1, status: 'locked' });
    await t.platform.db.update(members).set({ affiliateCode: 'LOCKED1', referralCode: 'LOCKREF1' }).where(eq(members.id, locked.id));
    const player = await createMember(t, { account: uniqueName('plainpl'), password: 'Secret2026' });
    await t.platform.db.update(members).set({ affiliateCode: 'PLAYAFF1', referralCode: 'PLAYREF1' }).where(eq(members.id, player.id));
    for (const code of ['LOCKED1', 'LOCKREF1', 'PLAYAFF1']) expect(await check(`?code=${code}`), code).toMatchObject(refused);
    expect(await check('?code=playref1')).toMatchObject({ status: 200, success: true });
  });

  it('answers function.not.available while AFFMAN3 is off', async () => {
    await setModule(t, 'AFFMAN3', false);
    try {
      expect(await check('?code=AG01')).toMatchObject({ status: 403, success: false, errorCode: 'function.not.available' });
    } finally {
      await setModule(t, 'AFFMAN3', true);
    }
  });

  it(`limits an address to ${AFFILIATE_CHECK_IP_LIMIT.limit} checks in five minutes`, async () => {
    const ip = randomIp();
    for (let n = 0; n < AFFILIATE_CHECK_IP_LIMIT.limit; n++) expect((await check('?code=NOPE99', ip)).status).toBe(422);
    expect(await check('?code=AG01', ip)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await check('?code=AG01')).status).toBe(200);
  });
});
