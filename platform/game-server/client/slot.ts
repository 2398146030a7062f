import type { SlotRound, SlotSession } from '../../../contract/game-play.ts';
import { fill } from '../../../contract/fill.ts';
import { byId, callApi, randomId, readPageData, tellSiteBalanceChanged } from './page.ts';
import { SLOT_DATA_ID, type SlotPageData } from './page-data.ts';
import { slotView } from './slot-view.ts';
import { followPlayClock, PLAY_OVER } from './play-clock.ts';

/*
 * The slot page's script. The page is complete HTML; this makes Spin play. A spin keeps its round
 * id until the platform answers: a network failure offers Try again, which sends the very same
 * round, so a lost answer is never charged twice. After each settled round the site around the
 * game is told to refresh its balance. In real money the play clock pings the platform, which
 * keeps the session's playing time and its reality check.
 */

const play = (data: SlotPageData) => {
  const view = slotView(data);
  const button = byId<HTMLButtonElement>('slot-spin');
  const stake = byId<HTMLSelectElement>('slot-stake');
  const result = byId('slot-result');
  const problem = byId('slot-problem');
  let pending: { roundId: string; stake: string } | null = null;
  let busy = false;
  let over = false;

  const setBusy = (on: boolean) => {
    busy = on;
    button.setAttribute('aria-disabled', on || over ? 'true' : 'false');
    button.textContent = on ? data.text.spinning : pending ? data.text.retry : data.text.spin;
    view.setBusy(on);
    stake.disabled = on || !!pending || over;
  };

  const say = (message: string) => {
    problem.textContent = message;
    problem.hidden = !message;
  };

  const settle = (round: SlotRound) => {
    pending = null;
    view.showReels(round.reels, round.multiplier);
    const line = round.reels.map((column) => data.symbols[column[1] ?? ''] ?? column[1]).join(', ');
    result.textContent = round.multiplier > 0 ? fill(data.text.win, { line, amount: view.amount(round.win) }) : fill(data.text.loss, { line });
    byId('slot-win').textContent = view.amount(round.win);
    view.showTotals(round);
    tellSiteBalanceChanged();
  };

  const spin = async () => {
    if (busy || over) return;
    pending ??= { roundId: randomId(), stake: stake.value };
    say('');
    setBusy(true);
    try {
      const { status, body } = await callApi<SlotRound>(data.roundUrl, data.lang, pending);
      if (!body || status >= 500) {
        // Not settled for sure: keep the round, so Try again sends the same one.
        say(data.text.network);
      } else if (body.success && body.value) {
        settle(body.value);
      } else {
        pending = null;
        say(body.message || data.text.failed);
        if (PLAY_OVER.has(body.errorCode ?? '')) over = true;
        // The notice itself, with the time and result, comes with the ping.
        if (body.errorCode === 'rg.reality.check') clock?.ping();
      }
    } catch {
      say(data.text.network);
    }
    setBusy(false);
  };

  byId<HTMLFormElement>('slot-controls').addEventListener('submit', (event) => {
    event.preventDefault();
    void spin();
  });

  // A deposit made in the site while the game waited shows when the player comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || busy || over) return;
    callApi<SlotSession>(data.viewUrl, data.lang).then(
      ({ body }) => {
        if (body?.success && body.value && !busy) view.showTotals(body.value);
      },
      () => undefined, // keep what is shown
    );
  });

  const clock = data.clock
    ? followPlayClock(data.clock, {
        lang: data.lang,
        signed: view.signed,
        say,
        stop: (message) => {
          over = true;
          say(message);
          setBusy(false);
        },
        failed: data.text.failed,
        network: data.text.network,
      })
    : null;

  view.tick();
  setInterval(view.tick, 1000);
  setBusy(false);
};

const data = readPageData<SlotPageData>(SLOT_DATA_ID);
if (data) play(data);
