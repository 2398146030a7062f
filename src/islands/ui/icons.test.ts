import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icons.ts';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol\s[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);

describe('the icon sprite', () => {
  it('has exactly one symbol for every icon name', () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws every symbol on the 24-unit grid', () => {
    for (const symbol of sprite.matchAll(/<symbol\s[^>]*>/g)) expect(symbol[0]).toContain('viewBox="0 0 24 24"');
  });
});
