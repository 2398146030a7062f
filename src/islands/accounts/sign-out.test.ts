import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { memoryStorage } from '../../lib/memory-storage.ts';
import { $loader } from '../../stores/loader.ts';
import { $dialog } from '../../stores/dialog.ts';
import { $session, watchPlatformEvents } from '../../stores/session.ts';
import { signOut } from './sign-out.ts';

describe('sign out', () => {
  let assign: ReturnType<typeof vi.fn>;
  let storage: Storage;

  beforeEach(() => {
    assign = vi.fn();
    storage = memoryStorage({ merchantCode: 'betplay', wallet: '{}' });
    vi.stubGlobal('location', { assign });
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $loader.set(false);
    $session.set('visitor');
  });

  it('ends the session on the platform, then in the tab, and goes home', async () => {
    const calls = routeFetchTo(new Hono().delete('/wps/session/logout', (c) => c.json({ success: true })));
    $session.set('member');
    await expect(signOut()).resolves.toBeNull();
    expect(calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['DELETE /wps/session/logout']);
    expect(assign).toHaveBeenCalledWith('/');
    expect([storage.getItem('merchantCode'), storage.getItem('wallet')]).toEqual(['betplay', null]);
    expect($loader.get()).toBe(true);
  });

  it('sends an agent to the agent login, even when the session had already ended', async () => {
    routeFetchTo(new Hono().delete('/wps/session/logout', (c) => c.json({ success: false, errorCode: 'login.not.session' }, 401)));
    const stop = watchPlatformEvents({ title: 'Session ended', message: 'Log in again', confirm: 'OK' });
    $session.set('agent');
    await expect(signOut()).resolves.toBeNull();
    stop();
    expect(assign).toHaveBeenCalledWith('/agent');
    // Signing out on purpose is no surprise: no session-ended warning.
    expect($dialog.get()).toBeNull();
  });

  it('stays signed in and says why when the platform cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    $session.set('member');
    await expect(signOut()).resolves.toEqual({ failed: 'errors.network' });
    expect(assign).not.toHaveBeenCalled();
    expect($session.get()).toBe('member');
    expect($loader.get()).toBe(false);
    expect(storage.getItem('wallet')).toBe('{}');
  });
});
