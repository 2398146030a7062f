import type { SlotSession } from '../../../contract/game-play.ts';
import { formatAmount } from '../../../contract/money-format.ts';
import { byId } from './page.ts';
import type { SlotPageData } from './page-data.ts';

/** The parts of the slot page that show the session: totals, reels and the time played. */
export const slotView = (data: SlotPageData) => {
  const format = (wire: string) => formatAmount(wire, data.locale);
  const amount = (wire: string) => `${format(wire)} ${data.currency}`;
  const signed = (wire: string) => `${wire.startsWith('-') || /^0+\.00$/.test(wire) ? '' : '+'}${amount(wire)}`;
  const reels = byId('slot-reels');
  const clock = byId('slot-clock');

  // The server's clock at render time, so the time played does not depend on the visitor's clock.
  const offset = data.serverNow - Date.now();
  const two = (n: number) => String(n).padStart(2, '0');
  const tick = () => {
    const seconds = Math.max(0, Math.floor((Date.now() + offset - data.startedAt) / 1000));
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    clock.textContent = h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
    clock.setAttribute('datetime', `PT${seconds}S`);
  };

  const showTotals = (v: Pick<SlotSession, 'balance' | 'net' | 'rounds'>) => {
    byId('slot-balance').textContent = amount(v.balance);
    byId('slot-net').textContent = signed(v.net);
    byId('slot-rounds').textContent = String(v.rounds);
  };

  const showReels = (columns: readonly (readonly string[])[], multiplier: number) => {
    reels.querySelectorAll<HTMLElement>('.reel').forEach((reel, r) => {
      reel.querySelectorAll('.cell').forEach((cell, c) => {
        const symbol = columns[r]?.[c] ?? '';
        cell.setAttribute('aria-label', data.symbols[symbol] ?? symbol);
        cell.querySelector('use')?.setAttribute('href', `#slot-symbol-${symbol}`);
      });
      reel.classList.remove('landed');
      // Reading the layout restarts the landing animation, which runs once.
      void reel.offsetWidth;
      reel.classList.add('landed');
    });
    reels.classList.toggle('is-win', multiplier > 0);
  };

  const setBusy = (busy: boolean) => reels.setAttribute('aria-busy', busy ? 'true' : 'false');

  return { amount, signed, tick, showTotals, showReels, setBusy };
};
