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

  it('flags as writing only GETs: other verbs change state by definition', () => {
    for (const e of entries.filter((entry) => entry.writes)) expect(`${e.method} ${e.path}`).toMatch(/^GET /);
    expect(ENDPOINTS.launchGame.writes).toBe(true);
  });

  it('flags as credential only calls a visitor makes without a session', () => {
    for (const e of entries.filter((entry) => entry.credential)) expect({ path: e.path, token: e.token }).toEqual({ path: e.path, token: false });
  });
});
