import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, games, recentGames } from '../../platform/db/schema/index.ts';
import { newMember, pickGame, type TestMember } from '../../platform/testing/slot-fixtures.ts';
import { createTestPlatform, type TestPlatform } from '../../platform/testing/test-platform.ts';
import { createGateway, type Gateway } from './gateway.ts';
import { embeddedAccessTo } from './platform-access.ts';

const SITE = 'http://127.0.0.1:4390';
const EVIL = 'https://evil.example';

/*
 * A GET that changes state (a game launch opens a game session and moves the game up the recent
 * list) rides on the SameSite=Lax cookie when another site links or navigates to it. The gateway
 * answers it only for a page of this site.
 */
describe('state-changing GETs through the gateway, on a real platform', () => {
  let platform: TestPlatform;
  let gateway: Gateway;
  let member: TestMember;
  let launchPath: string;

  const launch = (headers: Record<string, string>, path = launchPath, method = 'GET') =>
    gateway(new Request(`${SITE}${path}`, { method, headers: { language: 'EN', cookie: `session=${member.token}`, ...headers } }), {
      clientIp: '198.51.100.9',
    });
  const sessions = async () => (await platform.platform.db.select().from(gameSessions).where(eq(gameSessions.memberId, member.id))).length;
  const recent = () => platform.platform.db.select().from(recentGames).where(eq(recentGames.memberId, member.id));

  beforeAll(async () => {
    platform = await createTestPlatform('pglite');
    gateway = createGateway({ access: embeddedAccessTo(Promise.resolve(platform)), secureCookies: false });
    member = await newMember(platform, { balance: 50_000n });
    const slot = await pickGame(platform, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
    launchPath = `/wps/game/launchGame?launchMode=GLS&gameId=${slot.id}&nodeId=${slot.nodeId}&accountType=1&platform=html5-desktop&language=EN`;
  });
  afterAll(() => platform.close());

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a typed address or bookmark', { 'sec-fetch-site': 'none' }],
    ['a browser that names another Origin', { origin: EVIL }],
    ['a browser that names another Referer', { referer: `${EVIL}/page` }],
    ['a request that proves nothing', {}],
    ['another site that says it is this one by Referer', { 'sec-fetch-site': 'cross-site', referer: `${SITE}/rng` }],
  ])('refuses a launch from %s with 403 and opens no game session', async (_from, headers) => {
    const before = { sessions: await sessions(), recent: await recent() };
    const response = await launch(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      errorCode: 'request.origin.denied',
      message: 'The request did not come from this site',
      value: null,
    });
    expect({ sessions: await sessions(), recent: await recent() }).toEqual(before);
  });

  it('refuses the same call spelled otherwise, and asked with HEAD', async () => {
    const before = await sessions();
    const spelled = launchPath.replace('launchGame', 'launch%47ame');
    expect((await launch({ 'sec-fetch-site': 'cross-site' }, spelled)).status).toBe(403);
    expect((await launch({ 'sec-fetch-site': 'cross-site' }, launchPath, 'HEAD')).status).toBe(403);
    expect(await sessions()).toBe(before);
  });

  it.each([
    ['with Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['by Origin, from a browser without Sec-Fetch-Site', { origin: SITE }],
    ['by Referer, from a browser without Sec-Fetch-Site', { referer: `${SITE}/rng?vassalage=PG` }],
  ])('launches for a page of this site %s', async (_how, headers) => {
    const before = await sessions();
    const response = await launch(headers);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; value: { content?: { game_url?: string } } };
    expect(body.success).toBe(true);
    expect(body.value.content?.game_url).toMatch(/^\/gs\/slot\//);
    expect(await sessions()).toBe(before + 1);
    expect(await recent()).toHaveLength(1);
  });

  it("says why in the caller's language", async () => {
    const response = await launch({ 'sec-fetch-site': 'cross-site', language: 'ES' });
    expect(await response.json()).toMatchObject({ errorCode: 'request.origin.denied', message: 'La solicitud no procede de este sitio' });
  });

  it('still lets a cross-site read through', async () => {
    const response = await gateway(new Request(`${SITE}/wps/system/status`, { headers: { language: 'EN', 'sec-fetch-site': 'cross-site' } }), {
      clientIp: '198.51.100.9',
    });
    expect(response.status).toBe(200);
  });
});
