import { describe, expect, it } from 'vitest';
import { sideMenuFromCookie } from './side-menu-cookie.ts';

describe('side menu cookie', () => {
  it('reads the two states and falls back to open', () => {
    expect(sideMenuFromCookie('collapsed')).toBe('collapsed');
    expect(sideMenuFromCookie('open')).toBe('open');
    for (const value of [undefined, '', 'COLLAPSED', '<x>']) expect(sideMenuFromCookie(value)).toBe('open');
  });
});
