import { atom } from 'nanostores';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { requestHandoff } from './handoff-api.ts';
import { iosAppLink } from '../../lib/web-url.ts';

/**
 * The iOS QR code of a logged-in member (SPEC section 2 "app download"): a link with a single-use
 * hand-off code, drawn only while a QR popover is open and renewed before the code expires.
 */
export type HandoffQr = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; link: string; image: string; expiresAt: number } | { kind: 'failed' };

export const $handoffQr = atom<HandoffQr>({ kind: 'idle' });

/** A code is replaced this long before it expires, so nobody scans one that is about to die. */
export const RENEW_MARGIN_MS = 5_000;

let pending: Promise<void> | null = null;

const fresh = (state: HandoffQr, now: number) => state.kind === 'ready' && state.expiresAt - RENEW_MARGIN_MS > now;

/** Gets a code and draws it, unless a fresh one is on screen or one is on its way. */
export const loadHandoffQr = (base: string, lang: ShippedLanguage): Promise<void> => {
  if (pending) return pending;
  if (fresh($handoffQr.get(), Date.now())) return Promise.resolve();
  $handoffQr.set({ kind: 'loading' });
  pending = (async () => {
    try {
      const { code, expiresIn } = await requestHandoff();
      const link = iosAppLink(base, lang, code);
      // The QR library loads with the first code: pages that never show one never fetch it.
      const { qrDataUrl } = await import('../ui/qr.ts');
      $handoffQr.set({ kind: 'ready', link, image: await qrDataUrl(link), expiresAt: Date.now() + expiresIn * 1000 });
    } catch {
      $handoffQr.set({ kind: 'failed' });
    } finally {
      pending = null;
    }
  })();
  return pending;
};

/**
 * Keeps a fresh code while a QR popover shows it; the returned function stops renewing when the
 * popover closes. A failed request waits for the reader's retry.
 */
export const watchHandoffQr = (base: string, lang: ShippedLanguage): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watching = true;
  const renew = async () => {
    await loadHandoffQr(base, lang);
    const state = $handoffQr.get();
    if (watching && state.kind === 'ready') timer = setTimeout(() => void renew(), Math.max(0, state.expiresAt - RENEW_MARGIN_MS - Date.now()));
  };
  void renew();
  return () => {
    watching = false;
    clearTimeout(timer);
  };
};
