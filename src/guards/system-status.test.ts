import { describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '../../contract/system.ts';
import { encodeCsPath } from '../../platform/modules/system/index.ts';
import { createSystemStatus } from './system-status.ts';
import { contextFor, renderer } from './test-context.ts';

const LIVECHAT = 'https://chat.example.com/betplay';
const NOW = Date.UTC(2026, 0, 10, 12, 0);

const statusWith = (overrides: Partial<SystemStatus> = {}, contacts = [LIVECHAT]): SystemStatus => ({
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  maintenanceMessage: null,
  test: false,
  location: { ip: '203.0.113.5', country: null },
  info: {
    merchantCode: 'betplay',
    whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] },
    whitelabelVal: {},
    register: {},
    resources: [],
    customerService: contacts.map((url) => ({ csType: 'LIVECHAT', path: encodeCsPath(url), title: 'Live chat' })),
    domainRoute: [],
    mainDomain: 'betplay.example',
    imageCDNs: [],
    launchGameCDNs: [],
    currency: 'MXN',
    currencySymbol: '$',
    locales: { ES: 'es-MX', EN: 'en-US' },
  },
  ...overrides,
});

const setup = (status: SystemStatus | null) => {
  let now = NOW;
  const readStatus = vi.fn(async () => status);
  const guard = createSystemStatus({ readStatus, resolveIp: (c) => c.clientAddress, now: () => now, ttlMs: 2_000 });
  const visit = async (path: string, clientAddress = '203.0.113.5') => {
    const context = contextFor(path, { clientAddress });
    const next = renderer();
    const response = (await guard(context, next)) as Response;
    return { context, next, response };
  };
  return { readStatus, visit, advance: (ms: number) => (now += ms) };
};

describe('system status guard', () => {
  it('lets pages render while the site is open', async () => {
    const { visit } = setup(statusWith());
    const { context, next, response } = await visit('/live');
    expect(next).toHaveBeenCalledWith();
    expect(response.status).toBe(200);
    expect(context.locals.screen).toBeNull();
    expect(context.locals.clientIp).toBe('203.0.113.5');
    // Pages read the site's settings from the same answer.
    expect(context.locals.status?.info.merchantCode).toBe('betplay');
  });

  it("gives pages the market's locale for the visitor's language, as the status tells it", async () => {
    const status = statusWith();
    const { visit } = setup({ ...status, info: { ...status.info, locales: { ES: 'es-AR', EN: 'en-GB' } } });
    expect((await visit('/')).context.locals.locale).toBe('es-AR');
    const english = contextFor('/', { locals: { lang: 'EN' } });
    await createSystemStatus({ readStatus: async () => statusWith(), resolveIp: () => '203.0.113.5', now: () => NOW, ttlMs: 0 })(english, renderer());
    expect(english.locals.locale).toBe('en-US');
    // Mexican Spanish, not the bare language: `8,157,235.39`, never `8.157.235,39`.
    const unknown = contextFor('/');
    await createSystemStatus({ readStatus: async () => null, resolveIp: () => '203.0.113.5', now: () => NOW, ttlMs: 0 })(unknown, renderer());
    expect(unknown.locals.locale).toBe('es-MX');
  });

  it('renders the maintenance screen with HTTP 503 on every page', async () => {
    const endsAt = NOW + 90 * 60_000;
    const { visit } = setup(statusWith({ maintenance: true, maintenanceEnd: endsAt, maintenanceMessage: 'Back soon' }));
    for (const path of ['/', '/member', '/no-such-page']) {
      const { context, next, response } = await visit(path);
      expect(next).toHaveBeenCalledWith('/screens/maintenance');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5400');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(context.locals.screen).toEqual({ kind: 'maintenance', endsAt, message: 'Back soon', customerServiceUrl: LIVECHAT });
    }
  });

  it('renders the region-block screen with HTTP 403 and the visitor address', async () => {
    const { visit } = setup(statusWith({ regionRestriction: true, location: { ip: '198.51.100.9', country: 'US' } }));
    const { context, next, response } = await visit('/promotions');
    expect(next).toHaveBeenCalledWith('/screens/blocked');
    expect(response.status).toBe(403);
    expect(context.locals.screen).toEqual({ kind: 'blocked', by: 'region', ip: '198.51.100.9', customerServiceUrl: LIVECHAT });
  });

  it('tells an address block from a region block, as the platform says which', async () => {
    for (const [blockedBy, by] of [
      ['ip', 'ip'],
      ['country', 'region'],
    ] as const) {
      const { visit } = setup(statusWith({ regionRestriction: true, location: { ip: '198.51.100.9', country: 'US', blockedBy } }));
      const { context, response } = await visit('/promotions');
      expect(response.status).toBe(403);
      expect(context.locals.screen).toEqual({ kind: 'blocked', by, ip: '198.51.100.9', customerServiceUrl: LIVECHAT });
    }
  });

  it('offers only a web link for customer service', async () => {
    const { visit } = setup(statusWith({ maintenance: true }, ['javascript:alert(1)', 'https://t.me/betplay']));
    const { context } = await visit('/');
    expect(context.locals.screen).toMatchObject({ customerServiceUrl: 'https://t.me/betplay' });
  });

  it('leaves API calls and the language form to pass', async () => {
    const { visit, readStatus } = setup(statusWith({ maintenance: true }));
    for (const path of ['/wps/system/status', '/lgw/games/game_menus', '/lotto/lgw/x', '/language', '/cdn/games/12.svg']) {
      const { next, response } = await visit(path);
      expect(next).toHaveBeenCalledWith();
      expect(response.status).toBe(200);
    }
    expect(readStatus).not.toHaveBeenCalled();
  });

  it('keeps the site open when the platform cannot say, and asks again next time', async () => {
    const { visit, readStatus } = setup(null);
    expect((await visit('/')).response.status).toBe(200);
    await visit('/');
    expect(readStatus).toHaveBeenCalledTimes(2);
  });

  it('caches the status per visitor address for a short time', async () => {
    const { visit, readStatus, advance } = setup(statusWith());
    await visit('/');
    await visit('/live');
    expect(readStatus).toHaveBeenCalledTimes(1);
    await visit('/', '198.51.100.1');
    expect(readStatus).toHaveBeenCalledTimes(2);
    advance(2_001);
    await visit('/');
    expect(readStatus).toHaveBeenCalledTimes(3);
  });
});
