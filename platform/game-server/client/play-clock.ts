import type { PlayClock } from '../../../contract/responsible-gambling.ts';
import { fill } from '../../../contract/fill.ts';
import { byId, callApi } from './page.ts';
import type { PlayClockData } from './page-data.ts';

/*
 * A real-money game page's play clock, shared by the slot and the lottery. While the page is in
 * view it pings the platform, which counts the time as play and answers whether a reality check
 * is due or today's time limit is reached. A due check opens the page's notice (RealityDialog),
 * which stays until the player continues or leaves; Escape alone does not dismiss it. The check
 * lives on the platform, so a reload shows it again.
 */

/** Refusals after which the page takes no more bets. */
export const PLAY_OVER = new Set(['game.session.expired', 'game.session.invalid', 'rg.time.limit', 'rg.timed.out', 'rg.self.excluded']);

export interface PlayClockHooks {
  lang: string;
  /** The session's net result as the page writes money, with its sign. */
  signed: (wire: string) => string;
  /** Shows a problem on the page (empty clears it). */
  say: (message: string) => void;
  /** The page stops taking bets, and says why. */
  stop: (message: string) => void;
  failed: string;
  network: string;
  /** Each answer of the platform: the session's playing time (as words) and net result. */
  onClock?: (state: PlayClock, played: string) => void;
}

export const followPlayClock = (clock: PlayClockData, hooks: PlayClockHooks) => {
  const dialog = document.getElementById('reality') as HTMLDialogElement | null;
  let stopped = false;

  const played = (ms: number) => {
    const minutes = Math.floor(ms / 60_000);
    return minutes >= 60 ? fill(clock.words.hours, { h: Math.floor(minutes / 60), m: minutes % 60 }) : fill(clock.words.minutes, { m: minutes });
  };

  const open = (state: PlayClock) => {
    if (!dialog || dialog.open) return;
    byId('reality-body').textContent = fill(clock.words.body, { time: played(state.playedMs), net: hooks.signed(state.net) });
    dialog.showModal();
    byId('reality-continue').focus();
  };

  const learn = (state: PlayClock) => {
    hooks.onClock?.(state, played(state.playedMs));
    if (state.stopped) {
      stopped = true;
      hooks.stop(clock.words.stopped);
    } else if (state.realityDue) open(state);
  };

  const ping = () => {
    if (document.visibilityState !== 'visible' || stopped) return;
    callApi<PlayClock>(clock.pingUrl, hooks.lang, {}).then(
      ({ body }) => {
        if (body?.success && body.value) learn(body.value);
        else if (PLAY_OVER.has(body?.errorCode ?? '')) {
          stopped = true;
          hooks.stop(body?.message || hooks.failed);
        }
      },
      () => undefined, // the next ping tries again
    );
  };

  dialog?.addEventListener('cancel', (event) => event.preventDefault());
  document.getElementById('reality-continue')?.addEventListener('click', () => {
    callApi<PlayClock>(clock.realityUrl, hooks.lang, {}).then(
      ({ body }) => {
        if (body?.success) {
          dialog?.close();
          hooks.say('');
          if (body.value) hooks.onClock?.(body.value, played(body.value.playedMs));
        } else hooks.say(body?.message || hooks.failed);
      },
      () => hooks.say(hooks.network),
    );
  });
  document.addEventListener('visibilitychange', ping);
  window.setInterval(ping, clock.pingMs);
  ping();
  return { ping };
};
