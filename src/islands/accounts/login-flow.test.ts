import { Hono } from 'hono';
import type { Consolidated } from '../../../contract/agent-contracts.ts';
import { contractFixture, EMPTY_CONSOLIDATED } from '../../../contract/agent-contracts.fixtures.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { loginAnswer } from './test-answers.ts';
import { contractKeysOf } from '../../lib/contract-keys.ts';
import { memoryStorage } from '../../lib/memory-storage.ts';
import { $session } from '../../stores/session.ts';

const openChangePassword = vi.fn(() => Promise.resolve());
vi.mock('./login/open-login.ts', () => ({ openChangePassword }));
const flags = { smsLogin: true, freePlay: true, expiredPasswordChange: true, agentPolicy: true };
vi.mock('../../lib/page-data.ts', () => ({ accountPageData: () => ({ flags }) }));

const { afterLogin, destinationAfterLogin, destinationAfterPasswordChange, nextAfterLogin, passwordMustChange, startFreePlay } =
  await import('./login-flow.ts');

const RESULT = loginAnswer({ id: 3 });
const ON = { expiredPasswordChange: true, agentPolicy: true };
const OFF = { expiredPasswordChange: false, agentPolicy: false };
const MEMBER_INFO = {
  id: 3,
  account: 'player01',
  nickname: 'Player 01',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MXN',
  currencySymbol: '$',
};
const [view, EMPTY] = [contractFixture, EMPTY_CONSOLIDATED];
const CONSOLIDATED: Consolidated = {
  ...EMPTY,
  divtypereq: { 7: { ...view('dividend', 'P'), current: null } },
  divtypeinfo: { agent: [view('dividend', 'P')] },
};

describe('what follows a login', () => {
  it('forces a change for the default, temporary or (when enforced) expired password, never after an SMS login', () => {
    expect(passwordMustChange({ ...RESULT, passwordIsDefault: true }, 'username', OFF)).toBe(true);
    expect(passwordMustChange({ ...RESULT, mustChangePassword: true }, 'verification', OFF)).toBe(true);
    expect(passwordMustChange({ ...RESULT, passwordExpired: true }, 'username', ON)).toBe(true);
    expect(passwordMustChange({ ...RESULT, passwordExpired: true }, 'username', OFF)).toBe(false);
    expect(passwordMustChange({ ...RESULT, passwordIsDefault: true, passwordExpired: true }, 'sms', ON)).toBe(false);
    expect(passwordMustChange(RESULT, 'register', ON)).toBe(false);
    // A social sign-in has no password to change, verified from a new address or not.
    expect(passwordMustChange({ ...RESULT, passwordExpired: true }, 'social', ON)).toBe(false);
  });

  it('sends agents to their centre, pop-up pages and new accounts home, and reloads any other page', () => {
    expect(destinationAfterLogin({ loginType: 'username', agentPage: true }, '/agent')).toEqual({ kind: 'go', path: '/agentHome' });
    expect(destinationAfterLogin({ loginType: 'register' }, '/rng')).toEqual({ kind: 'go', path: '/' });
    expect(destinationAfterLogin({ loginType: 'reset' }, '/rng')).toEqual({ kind: 'go', path: '/' });
    expect(destinationAfterLogin({ loginType: 'username' }, '/login')).toEqual({ kind: 'go', path: '/' });
    expect(destinationAfterLogin({ loginType: 'sms' }, '/register/')).toEqual({ kind: 'go', path: '/' });
    expect(destinationAfterLogin({ loginType: 'username' }, '/rng')).toEqual({ kind: 'reload' });
    expect(destinationAfterPasswordChange('/agent')).toBe('/agentHome');
    expect(destinationAfterPasswordChange('/promotions')).toBe('/');
  });

  it('loads the contract data for real accounts on sites with the agent policy', () => {
    const site = { flags: ON, path: '/' };
    expect(nextAfterLogin(RESULT, { loginType: 'username' }, site)).toEqual({
      kind: 'enter',
      loadConsolidated: true,
      destination: { kind: 'reload' },
    });
    expect(nextAfterLogin({ ...RESULT, customerType: 4 }, { loginType: 'username' }, site)).toMatchObject({ loadConsolidated: false });
    expect(nextAfterLogin(RESULT, { loginType: 'username' }, { flags: OFF, path: '/' })).toMatchObject({ loadConsolidated: false });
    expect(nextAfterLogin({ ...RESULT, passwordIsDefault: true }, { loginType: 'username' }, site)).toEqual({ kind: 'changePassword' });
  });

  it('turns the contract maps into the salary and contract switches', () => {
    expect(contractKeysOf(CONSOLIDATED)).toEqual({ consolidated: JSON.stringify(CONSOLIDATED), enableSalary: '0', enableContract: '1' });
    // A salary held (in force or offered) enables the salary menus; only a request makes the pop-up.
    expect(contractKeysOf({ ...EMPTY, realtimesalinfotype: { agent: [view('realTimeSalary', 'A')] } })).toMatchObject({
      enableSalary: '1',
      enableContract: '0',
    });
    expect(contractKeysOf(EMPTY)).toMatchObject({ enableSalary: '0', enableContract: '0' });
  });
});

describe('afterLogin', () => {
  let storage: Storage;
  let location: { pathname: string; assign: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };

  beforeEach(() => {
    storage = memoryStorage({ merchantCode: 'betplay' });
    location = { pathname: '/rng', assign: vi.fn(), reload: vi.fn() };
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('location', location);
    openChangePassword.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $session.set('visitor');
  });

  it('keeps the non-secret session keys and the contract data, marks a first login, then reloads the page', async () => {
    const calls = routeFetchTo(
      new Hono()
        .get('/wps/member/info', (c) =>
          c.json({
            success: true,
            value: { ...MEMBER_INFO, regDate: 0, mobile: null, email: null, parentAccount: null, lastLoginTime: null },
          }),
        )
        .get('/wps/member/info/funds/consolidated', (c) => c.json({ success: true, value: CONSOLIDATED })),
    );
    await afterLogin({ ...RESULT, firstTimeLogin: true }, { loginType: 'username', password: 'Player2026' });
    expect(calls.map((r) => new URL(r.url).pathname).sort()).toEqual(['/wps/member/info', '/wps/member/info/funds/consolidated']);
    expect(
      Object.fromEntries(['firstTimeLogin', 'customerId', 'account', 'username', 'nickname', 'isAgent', 'enableContract'].map((k) => [k, storage.getItem(k)])),
    ).toEqual({
      firstTimeLogin: '1',
      customerId: '3',
      account: 'player01',
      username: 'player01',
      nickname: 'Player 01',
      isAgent: '0',
      enableContract: '1',
    });
    // Nothing secret in the tab's storage.
    expect(Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!)).join(' ')).not.toContain('Player2026');
    expect($session.get()).toBe('member');
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('opens the forced change with the typed password instead of entering', async () => {
    const calls = routeFetchTo(new Hono());
    await afterLogin({ ...RESULT, passwordIsDefault: true }, { loginType: 'username', password: 'Welcome1' });
    expect(openChangePassword).toHaveBeenCalledWith({ forced: true, knownOldPassword: 'Welcome1' });
    expect(calls).toHaveLength(0);
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('enters even when the account details cannot be read, and sends an agent to the agent centre', async () => {
    routeFetchTo(new Hono().get('*', (c) => c.json({ success: false, errorCode: 'system.error' }, 500)));
    await afterLogin({ ...RESULT, userName: 'agent01', customerType: 1 }, { loginType: 'username', agentPage: true });
    expect([storage.getItem('account'), storage.getItem('isAgent'), storage.getItem('consolidated')]).toEqual(['agent01', '1', null]);
    expect($session.get()).toBe('agent');
    expect(location.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('starts free play as a trial account and shows the page as that account', async () => {
    routeFetchTo(new Hono().post('/wps/session/login/freeplay', (c) => c.json({ success: true, value: { ...RESULT, userName: 'trial8x2', customerType: 4 } })));
    await startFreePlay();
    expect([$session.get(), storage.getItem('isAgent')]).toEqual(['trial', '4']);
    expect(location.reload).toHaveBeenCalledOnce();
  });
});
