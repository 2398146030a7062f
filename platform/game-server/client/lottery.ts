import type { GameState, TicketView } from '../../modules/lottery/index.ts';
import { ticketForm } from './lottery-form.ts';
import { lotteryRenderer } from './lottery-render.ts';
import { fill } from '../../../contract/fill.ts';
import { byId, callApi, readPageData, tellSiteBalanceChanged } from './page.ts';
import { LOTTERY_DATA_ID, type LotteryPageData } from './page-data.ts';
import { followPlayClock, PLAY_OVER } from './play-clock.ts';

/*
 * The lottery betting page's script. It counts down to the close of sales against the platform's
 * clock, polls the page state around draw times, announces results politely, and tells the
 * framing site to refresh its balance when a ticket settles. The lobby has no script.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const spaced = (numbers: string | null) => (numbers ?? '').split('').join(' ');

const follow = (data: LotteryPageData) => {
  const view = lotteryRenderer(data);
  const words = data.words;
  const announced = new Set<string>();
  let state: GameState = data.state;
  let offset = state.serverTime - Date.now();
  let lastResult = state.opened[0]?.drawNo ?? null;
  let nextFetchAt = 0;
  let fetching = false;
  const now = () => Date.now() + offset;

  const schedule = () => {
    const t = now();
    let at = Math.min(t + 15_000, state.draw.closesAt + 300);
    if (state.pending) at = Math.min(at, state.pending.drawAt + 1200);
    nextFetchAt = Math.max(at, t + 1000);
  };

  const adopt = (next: GameState) => {
    const before = new Map(state.tickets.map((k) => [k.id, k.status]));
    const settled = next.tickets.filter((k) => before.get(k.id) === 'open' && k.status !== 'open');
    offset = next.serverTime - Date.now();
    state = next;
    view.render(state);
    schedule();
    const messages: string[] = [];
    const latest = state.opened[0];
    if (latest && latest.drawNo !== lastResult) {
      lastResult = latest.drawNo;
      messages.push(fill(words['draw.result'], { drawNo: latest.drawNo, numbers: spaced(latest.numbers) }));
    }
    for (const k of settled) {
      if (k.status === 'won') messages.push(fill(words['tickets.won'], { pick: k.pick, drawNo: k.drawNo, payout: view.amount(k.payout) }));
    }
    if (messages.length) view.say(messages.join(' '));
    if (settled.length) tellSiteBalanceChanged();
  };

  const gamePath = (path: string) => `${data.api}${path}?game=${encodeURIComponent(state.game.code)}`;

  const refresh = () => {
    if (fetching) return;
    fetching = true;
    // Until an answer comes, the next try waits a little; a hidden page asks less often.
    nextFetchAt = now() + (document.hidden ? 30_000 : 5000);
    callApi<GameState>(gamePath('/state'), data.lang)
      .then(({ status, body }) => {
        if (status < 400 && body?.success && body.value) adopt(body.value);
      })
      .catch(() => undefined) // the next tick tries again
      .finally(() => {
        fetching = false;
      });
  };

  const announceOnce = (key: string, message: string) => {
    if (announced.has(key)) return;
    announced.add(key);
    view.say(message);
  };

  const tick = () => {
    const t = now();
    const left = Math.max(0, state.draw.closesAt - t);
    const seconds = Math.ceil(left / 1000);
    byId('countdown').textContent = `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
    const drawNo = state.draw.drawNo;
    if (left <= 60_000 && left > 50_000) announceOnce(`minute:${drawNo}`, fill(words['draw.oneMinute'], { drawNo }));
    if (left === 0) announceOnce(`closed:${drawNo}`, fill(words['draw.closed'], { drawNo }));
    if (t >= nextFetchAt) refresh();
  };

  const keepTicket = (ticket: TicketView, balance: string) => {
    state = { ...state, balance, tickets: [ticket, ...state.tickets.filter((k) => k.id !== ticket.id)] };
    view.render(state);
    // The session's net result moves with the ticket.
    clock.ping();
  };

  // The play clock: a due reality check pauses the page; today's time limit ends its betting.
  const alert = byId('form-alert');
  const signed = (wire: string) => `${wire.startsWith('-') || /^0+\.00$/.test(wire) ? '' : '+'}${view.amount(wire)}`;
  const clock = followPlayClock(data.clock, {
    lang: data.lang,
    signed,
    say: (message) => (alert.textContent = message),
    stop: (message) => {
      alert.textContent = message;
      byId<HTMLButtonElement>('buy').setAttribute('aria-disabled', 'true');
    },
    failed: words['form.network'],
    network: words['form.network'],
    onClock: (clockState, played) => {
      byId('session-time').textContent = played;
      byId('session-net').textContent = signed(clockState.net);
      byId('session').hidden = false;
    },
  });
  const refused = (errorCode: string | undefined) => {
    if (errorCode === 'rg.reality.check' || PLAY_OVER.has(errorCode ?? '')) clock.ping();
  };

  ticketForm(data, {
    get state() {
      return state;
    },
    amount: view.amount,
    gamePath,
    refresh,
    keepTicket,
    refused,
  });
  view.localTimes(document);
  schedule();
  tick();
  window.setInterval(tick, 1000);
};

const data = readPageData<LotteryPageData>(LOTTERY_DATA_ID);
if (data) follow(data);
