import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { games } from '../../db/schema/index.ts';
import { createOperatorApp } from '../../operator/app.ts';
import { startOperatorApi, type OperatorApi } from '../../operator/server.ts';
import { runCli as cli } from '../../testing/cli.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { launch, newMember, pickGame, type TestMember } from '../../testing/slot-fixtures.ts';
import { isUnderMaintenance, maintenanceValue, setVendorMaintenance, windowTime } from './vendor-maintenance.ts';

const TOKEN = 'vendor-test-operator-token-0123456789abcdef';
// Direct mode must never be taken while a server answers; a database nobody can reach proves it.
const UNREACHABLE_DB = 'postgres://nobody@127.0.0.1:1/none';

describe('a vendor maintenance window', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2026-11-21T12:00:00Z');

  it('runs from its start, inclusive, to its end, exclusive, or until switched off', () => {
    const window = (from: string | null, until: string | null) => ({
      maintenanceFrom: from ? at(from) : null,
      maintenanceUntil: until ? at(until) : null,
    });
    expect(isUnderMaintenance(window('2026-11-21T12:00:00Z', '2026-11-21T13:00:00Z'), now)).toBe(true);
    expect(isUnderMaintenance(window('2026-11-21T11:00:00Z', '2026-11-21T12:00:00Z'), now)).toBe(false);
    expect(isUnderMaintenance(window('2026-11-21T12:00:01Z', '2026-11-21T13:00:00Z'), now)).toBe(false);
    expect(isUnderMaintenance(window('2026-11-20T00:00:00Z', null), now)).toBe(true);
    expect(isUnderMaintenance(window(null, '2026-11-22T00:00:00Z'), now)).toBe(false);
    expect(isUnderMaintenance(window(null, null), now)).toBe(false);
  });

  it('is told to the player as YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(windowTime(at('2026-01-02T03:04:05.678+02:00'))).toBe('2026-01-02 01:04:05');
    expect(maintenanceValue('PG', { maintenanceFrom: at('2026-11-21T06:00:00Z'), maintenanceUntil: null })).toEqual({
      content: { data: { vendor: 'PG', maintainTime: '2026-11-21 06:00:00', endTime: '' } },
    });
  });
});

describe.each(TEST_DATABASES)('vendor maintenance for operators on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  let player: TestMember;
  let game: Awaited<ReturnType<typeof pickGame>>;
  const launchStatus = async () => {
    const res = await launch(t, player.token, { launchMode: 'GLS', gameId: game.id });
    return [res.status, ((await res.json()) as { errorCode?: string }).errorCode ?? null];
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: UNREACHABLE_DB };
    vi.spyOn(console, 'log').mockImplementation(() => {});
    player = await newMember(t, { balance: 10_000n });
    game = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'JDB'));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await api.close();
    await t.close();
  });

  it('opens a window from now, refuses one that ends in the past or before it starts, or an unknown vendor', async () => {
    const now = t.platform.now().getTime();
    const until = new Date(now + 3_600_000).toISOString();
    const opened = await setVendorMaintenance(t.platform, { off: false, vendor: 'jdb', until });
    expect(opened).toEqual({ vendor: 'JDB', displayName: 'JDB Gaming', from: expect.any(String), until, active: true });
    expect(Date.parse(opened.from!)).toBeLessThanOrEqual(t.platform.now().getTime());
    expect(await launchStatus()).toEqual([503, 'vendor_under_maintenance']);

    const past = new Date(now - 1_000).toISOString();
    await expect(setVendorMaintenance(t.platform, { off: false, vendor: 'JDB', until: past })).rejects.toMatchObject({
      code: 'request_param_err',
    });
    await expect(setVendorMaintenance(t.platform, { off: false, vendor: 'JDB', from: until, until })).rejects.toMatchObject({
      code: 'request_param_err',
    });
    await expect(setVendorMaintenance(t.platform, { off: false, vendor: 'NOPE', until })).rejects.toMatchObject({
      code: 'request_param_err',
      value: { fields: { vendor: ['unknown_vendor'] } },
    });

    expect(await setVendorMaintenance(t.platform, { off: true, vendor: 'JDB' })).toMatchObject({ from: null, until: null, active: false });
    expect(await launchStatus()).toEqual([200, null]);
  });

  it('is set and cleared through the operator API', async () => {
    const app = createOperatorApp(t.platform, TOKEN);
    const put = (body: unknown) =>
      app.request('/vendors/JDB/maintenance', {
        method: 'PUT',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const from = new Date(t.platform.now().getTime() + 86_400_000).toISOString();
    const scheduled = await put({ off: false, from, until: '2099-01-01T00:00:00Z' });
    expect(await scheduled.json()).toMatchObject({ success: true, value: { vendor: 'JDB', from, active: false } });
    expect(await launchStatus()).toEqual([200, null]);
    expect((await put({ off: false, until: 'tomorrow' })).status).toBe(422);
    expect((await put({ off: true })).status).toBe(200);
  });

  it('is switched on and off with `npm run platform -- vendor maintenance`', { timeout: 60_000 }, async () => {
    const on = await cli(['vendor', 'maintenance', 'JDB', '--until', '2099-11-22T06:00:00Z'], env);
    expect(on.stderr).not.toContain('No server answers');
    expect([on.code, on.stdout]).toEqual([0, expect.stringContaining('JDB (JDB Gaming): IN MAINTENANCE from ')]);
    expect(await launchStatus()).toEqual([503, 'vendor_under_maintenance']);

    const json = await cli(['vendor', 'maintenance', 'JDB', '--off', '--json'], env);
    expect(JSON.parse(json.stdout)).toEqual({ vendor: 'JDB', displayName: 'JDB Gaming', from: null, until: null, active: false });
    expect(await launchStatus()).toEqual([200, null]);

    const [unknown, ...refused] = await Promise.all(
      [['NOPE', '--until', '2099-01-01T00:00:00Z'], ['JDB'], ['JDB', '--off', '--until', '2099-01-01T00:00:00Z'], ['JDB', '--until', 'tomorrow'], []].map(
        (args) => cli(['vendor', 'maintenance', ...args], env),
      ),
    );
    expect([unknown!.code, unknown!.stderr]).toEqual([1, expect.stringContaining('vendor: unknown_vendor')]);
    for (const run of refused) expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/^error: /)]);
  });
});
