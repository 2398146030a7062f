import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';

const entries = Object.values(ENDPOINTS);

describe('endpoint registry', () => {
  it('imports nothing, so a page that reads it loads no schema library', () => {
    const source = readFileSync(new URL('./endpoints.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bimport\(/);
  });

  it('names each call once, under the platform API', () => {
    const calls = entries.map((e) => `${e.method} ${e.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    for (const e of entries) expect(e.path).toMatch(/^\/(?:wps|lgw|lotto)\/[\w/]+$/);
  });

  it('flags as credential only calls a visitor makes without a session', () => {
    for (const e of entries.filter((entry) => entry.credential)) expect({ path: e.path, token: e.token }).toEqual({ path: e.path, token: false });
  });
});
