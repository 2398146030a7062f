import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, memberMessages } from '../../db/schema/index.ts';
import { SEED_MESSAGES } from '../../db/seed/messages.ts';
import { SEED_PLAYER } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

describe.each(TEST_DATABASES)('inbox relays on %s', (kind) => {
  let t: TestPlatform;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const [member] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account));
    memberId = member!.id;
    ({ token } = await issueSession(t.platform, { memberId, loginType: 'username', ip: '203.0.113.10' }));
  });
  afterAll(() => t.close());

  const unread = async (auth?: string) => t.request('/wps/relay/CSP_unreadCount', auth ? { headers: { Authorization: auth } } : {});

  it('counts the unread messages of the member behind the session', async () => {
    const res = await unread(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, value: SEED_MESSAGES.length });
  });

  it('leaves out messages once read', async () => {
    await t.platform.db.update(memberMessages).set({ readAt: new Date() }).where(eq(memberMessages.memberId, memberId));
    expect(await (await unread(token)).json()).toMatchObject({ value: 0 });
  });

  it('needs a session', async () => {
    const res = await unread();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errorCode: 'login.not.session' });
  });
});
