import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitApiEvent } from '../api-client/events.ts';
import { memoryStorage } from '../lib/memory-storage.ts';
import { $dialog, closeDialog } from './dialog.ts';
import { $session, endSession, homeAfter, isSessionKind, watchPlatformEvents } from './session.ts';

const TEXT = { title: 'Session ended', message: 'You are not logged in, please login', confirm: 'Confirm' };

describe('session', () => {
  let location: { assign: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };
  let storage: Storage;
  let stop: () => void;

  beforeEach(() => {
    location = { assign: vi.fn(), reload: vi.fn() };
    storage = memoryStorage({ merchant: 'betplay', merchantCode: 'betplay', balanceHidden: '1', HOT_GAMES: '[]' });
    vi.stubGlobal('location', location);
    vi.stubGlobal('sessionStorage', storage);
    stop = watchPlatformEvents(TEXT);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    $session.set('visitor');
  });

  it('knows the kinds the server writes, and where each goes after the session', () => {
    expect(['visitor', 'member', 'trial', 'agent'].every(isSessionKind)).toBe(true);
    expect(isSessionKind('admin')).toBe(false);
    expect(homeAfter('agent')).toBe('/agent');
    expect(homeAfter('member')).toBe('/');
    expect(homeAfter('trial')).toBe('/');
  });

  it('ends the session keeping only the merchant keys', () => {
    $session.set('agent');
    endSession();
    expect(location.assign).toHaveBeenCalledWith('/agent');
    expect($session.get()).toBe('visitor');
    expect([storage.getItem('merchant'), storage.getItem('merchantCode'), storage.getItem('balanceHidden'), storage.length]).toEqual([
      'betplay',
      'betplay',
      null,
      2,
    ]);
  });

  it('tells a member whose session the platform ended, then signs the tab out', async () => {
    $session.set('member');
    emitApiEvent({ kind: 'session-ended', errorCode: 'login.not.session' });
    emitApiEvent({ kind: 'session-ended', errorCode: 'login.not.session' });
    const dialog = $dialog.get()!;
    expect(dialog).toMatchObject({ title: TEXT.title, body: { kind: 'text', text: TEXT.message }, icon: 'warning' });
    expect(location.assign).not.toHaveBeenCalled();
    closeDialog(dialog.id, 'confirm');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/'));
    expect($dialog.get()).toBeNull();
  });

  it('leaves a visitor alone, and reloads a page whose platform has closed', () => {
    emitApiEvent({ kind: 'session-ended', errorCode: 'login.not.session' });
    expect($dialog.get()).toBeNull();
    emitApiEvent({ kind: 'system-closed', errorCode: 'system.maintenance' });
    expect(location.reload).toHaveBeenCalledOnce();
  });
});
