import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireLogin, requireRealAccount } from '../../stores/account-gate.ts';
import { $dialog, closeDialog } from '../../stores/dialog.ts';
import { $session } from '../../stores/session.ts';

const openLogin = vi.fn(() => Promise.resolve());
vi.mock('./login/open-login.ts', () => ({ openLogin }));

const { answerAccountRequests, needsRealAccount } = await import('./account-requests.ts');

describe('account gates and their answers', () => {
  let stop: () => void;
  beforeEach(() => {
    openLogin.mockClear();
    vi.stubGlobal('location', { pathname: '/rng' });
    stop = answerAccountRequests();
  });
  afterEach(() => {
    stop();
    const open = $dialog.get();
    if (open) closeDialog(open.id, 'confirm');
    $session.set('visitor');
    vi.unstubAllGlobals();
  });

  it('asks a visitor to log in and stops the action', () => {
    expect(requireLogin()).toBe(false);
    expect(requireRealAccount()).toBe(false);
    expect(openLogin).toHaveBeenCalledTimes(2);
    expect(openLogin).toHaveBeenCalledWith({ agent: false });
    expect($dialog.get()).toBeNull();
  });

  it('opens the agent login on the agent page', () => {
    vi.stubGlobal('location', { pathname: '/agent' });
    requireLogin();
    expect(openLogin).toHaveBeenCalledWith({ agent: true });
  });

  it('lets a trial account look around but warns it off what needs a real account', () => {
    $session.set('trial');
    expect(requireLogin()).toBe(true);
    expect(requireRealAccount()).toBe(false);
    expect(openLogin).not.toHaveBeenCalled();
    expect($dialog.get()).toMatchObject({ icon: 'warning', role: 'alertdialog', buttons: [{ key: 'confirm' }] });
  });

  it('lets members and agents through', () => {
    for (const kind of ['member', 'agent'] as const) {
      $session.set(kind);
      expect([requireLogin(), requireRealAccount()]).toEqual([true, true]);
    }
    expect(openLogin).not.toHaveBeenCalled();
    expect($dialog.get()).toBeNull();
  });

  it('stops answering once told to', () => {
    stop();
    expect(requireLogin()).toBe(false);
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('knows which links lead to pages only real accounts open', () => {
    const origin = 'https://betplay.test';
    expect(['/member#deposit', '/member#withdraw', '/favorite', '/agentHome', `${origin}/recent`].map((h) => needsRealAccount(h, origin))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['/', '/rng?vassalage=PG', '/lottery', '/promotions', 'https://elsewhere.test/member', 'http://[bad'].map((h) => needsRealAccount(h, origin)),
    ).toEqual([false, false, false, false, false, false]);
  });
});
