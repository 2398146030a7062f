import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { $handoffQr, loadHandoffQr, RENEW_MARGIN_MS, watchHandoffQr } from './app-handoff.ts';

const BASE = 'https://apps.betplay.example/ios';
const codeOf = (n: number) => `code${String(n).padStart(18, '0')}`;

describe('app hand-off QR code', () => {
  let issued: number;

  beforeEach(() => {
    issued = 0;
    $handoffQr.set({ kind: 'idle' });
    routeFetchTo(
      new Hono().post('/wps/session/handoff', (c) => {
        issued += 1;
        return c.json({ success: true, value: { code: codeOf(issued), expiresIn: 60 } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('links to the iOS app with the language and a single-use code, and draws it', async () => {
    await Promise.all([loadHandoffQr(BASE, 'EN'), loadHandoffQr(BASE, 'EN')]);
    const state = $handoffQr.get();
    expect(issued).toBe(1);
    expect(state.kind).toBe('ready');
    if (state.kind !== 'ready') return;
    const link = new URL(state.link);
    expect(`${link.origin}${link.pathname}`).toBe(BASE);
    expect(Object.fromEntries(link.searchParams)).toEqual({ language: 'EN', code: codeOf(1) });
    expect(state.image).toMatch(/^data:image\/svg\+xml,/);
    await loadHandoffQr(BASE, 'EN');
    expect(issued).toBe(1);
  });

  it('renews the code before it expires while watched, and stops when the popover closes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const stop = watchHandoffQr(BASE, 'ES');
    await vi.waitFor(() => expect($handoffQr.get().kind).toBe('ready'));
    await vi.advanceTimersByTimeAsync(60_000 - RENEW_MARGIN_MS);
    await vi.waitFor(() => expect(issued).toBe(2));
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(issued).toBe(2);
  });

  it('waits for a retry after a failure', async () => {
    routeFetchTo(new Hono().post('/wps/session/handoff', (c) => c.json({ success: false, errorCode: 'system.error' }, 500)));
    await loadHandoffQr(BASE, 'ES');
    expect($handoffQr.get()).toEqual({ kind: 'failed' });
  });
});
