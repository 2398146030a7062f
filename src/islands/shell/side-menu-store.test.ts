import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $sideMenu, toggleSideMenu } from './side-menu-store.ts';

describe('side menu state', () => {
  let document: { cookie: string };
  beforeEach(() => {
    document = { cookie: '' };
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { protocol: 'http:' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $sideMenu.set('open');
  });

  it('remembers every toggle in the cookie the server renders from', () => {
    expect($sideMenu.get()).toBe('open');
    toggleSideMenu();
    expect($sideMenu.get()).toBe('collapsed');
    expect(document.cookie).toBe('side_menu=collapsed; Path=/; Max-Age=31536000; SameSite=Lax');
    vi.stubGlobal('location', { protocol: 'https:' });
    toggleSideMenu();
    expect($sideMenu.get()).toBe('open');
    expect(document.cookie).toBe('side_menu=open; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
