import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from '../contract/endpoint-schemas.ts';
import { ENDPOINTS, type EndpointName } from '../contract/endpoints.ts';
import { createApp } from './app.ts';
import { OPENAPI_PATH, openApiDocument } from './core/openapi.ts';
import { SEED_AGENT, SEED_PLAYER } from './db/seed/identities.ts';
import { postLogin, withToken } from './testing/session-fixtures.ts';
import { createTestPlatform, type TestPlatform } from './testing/test-platform.ts';

/** The platform API; `/gs` is the game server, which the registry does not describe. */
const PLATFORM_API = /^\/(?:wps|lgw|lotto)\//;
const entries = Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][];
const registered = new Set(entries.map(([, e]) => `${e.method} ${e.path}`));
const registryPaths = new Set(entries.map(([, e]) => e.path));

describe('endpoint registry and platform routes', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  const routes = () => t.app.routes.map((r) => ({ method: r.method, path: r.path }));

  it('gives every registry entry a route with its method', () => {
    const served = new Set(routes().map((r) => `${r.method} ${r.path}`));
    expect(entries.filter(([, e]) => !served.has(`${e.method} ${e.path}`)).map(([name]) => name)).toEqual([]);
  });

  it('serves no platform call that is not in the registry', () => {
    const api = routes().filter((r) => PLATFORM_API.test(r.path) && r.path !== OPENAPI_PATH);
    const handlers = api.filter((r) => r.method !== 'ALL');
    expect(handlers.filter((r) => !registered.has(`${r.method} ${r.path}`))).toEqual([]);
    // Guards on a path (`use`) are allowed, on registry paths only.
    expect(api.filter((r) => r.method === 'ALL' && !registryPaths.has(r.path))).toEqual([]);
  });

  it('answers every entry through the app, never with "not found"', async () => {
    for (const [name, e] of entries) {
      const res = await t.request(e.path, { method: e.method, headers: { Language: 'EN' } });
      // A social sign-in's callback answers a browser with a redirect to a page, not with JSON.
      const body = (res.status === 303 ? {} : await res.json()) as { errorCode?: string };
      expect({ name, errorCode: body.errorCode }).not.toEqual({ name, errorCode: 'api.not.found' });
    }
  });

  it('has schemas for every entry, and nothing else', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [name, e] of entries) {
      const schemas = ENDPOINT_SCHEMAS[name] as { query?: unknown; body?: unknown };
      // A body only where the method carries one; GET reads the query string.
      if (e.method === 'GET') expect({ name, body: schemas.body }).toEqual({ name, body: undefined });
    }
  });

  it('serves the OpenAPI document outside production only', async () => {
    const res = await t.request(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const production = createApp({ ...t.platform, env: { ...t.platform.env, NODE_ENV: 'production' } });
    const closed = await production.request(OPENAPI_PATH, {}, { clientIp: '203.0.113.10' });
    expect(closed.status).toBe(404);
    expect((await closed.json()).errorCode).toBe('api.not.found');
  });

  it('answers reads with values their registry schema accepts', async () => {
    // Reads that need more than the query below: a live invitation code, a game to launch.
    // A social sign-in's callback, pending sign-up and pending verification: a provider's answer, a
    // verified identity (identity/social.routes.test.ts, identity/social-verify.routes.test.ts).
    const needMore = new Set<EndpointName>(['affiliate', 'launchGame', 'downlineDetail', 'socialCallback', 'socialSignupInfo', 'socialVerifyInfo']);
    // Reads whose query has required fields: the announcement types, a statement's days, a live table, a post's slug.
    const queries: Partial<Record<EndpointName, string>> = {
      announcements: '?types=B,PL,PU,PR,H',
      personalLoss: '?startDate=2026-11-01&endDate=2026-11-07',
      launchChat: '?tableId=1',
      blogPost: '?slug=slots-rtp-explained',
    };
    const login = await postLogin(t, { username: SEED_PLAYER.account, password: SEED_PLAYER.password });
    const { value: session } = (await login.json()) as { value: { token: string } };
    expect(ENDPOINT_SCHEMAS.login.response.safeParse(session).success).toBe(true);
    const reads = entries.filter(([name, e]) => e.method === 'GET' && !needMore.has(name));
    expect(reads.length).toBeGreaterThan(25);
    // The agent centre's calls answer agents only: its own relays, and the contract relays.
    const agentReads = new Set<EndpointName>(['dividendContract', 'dailySalaryContract', 'hourlySalaryContract', 'realTimeSalaryContract']);
    const agentLogin = await postLogin(t, { username: SEED_AGENT.account, password: SEED_AGENT.password });
    const { value: agent } = (await agentLogin.json()) as { value: { token: string } };
    for (const [name, e] of reads) {
      const res = await t.request(e.path + (queries[name] ?? ''), withToken(e.path.includes('/ACSFE_') || agentReads.has(name) ? agent.token : session.token));
      const body = (await res.json()) as { success: boolean; value: unknown };
      const parsed = ENDPOINT_SCHEMAS[name].response.safeParse(body.value);
      expect({ name, success: body.success, issues: parsed.error?.issues ?? [] }).toEqual({ name, success: true, issues: [] });
    }
  });

  it('refuses the other methods of launchGame as the real platform does', async () => {
    const res = await t.request(ENDPOINTS.launchGame.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect((await res.json()).errorCode).toBe('http_method_not_support');
  });
});
