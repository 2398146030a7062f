import type { GameState } from '../../modules/lottery/index.ts';
import type { LotteryPageData } from './page-data.ts';
import { formatAmount } from '../../../contract/money-format.ts';
import { fill } from '../../../contract/fill.ts';
import { byId } from './page.ts';

/** Writes a game state into the betting page: balance, draw, tickets and results. */
export const lotteryRenderer = (data: LotteryPageData) => {
  const amount = (wire: string) => formatAmount(wire, data.locale);
  const clock = new Intl.DateTimeFormat(data.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const words = data.words;

  /** Times are sent in UTC; the visitor reads them in their own zone. */
  const localTimes = (root: ParentNode) => {
    root.querySelectorAll('time[datetime]').forEach((time) => {
      const at = new Date(time.getAttribute('datetime') ?? '');
      if (!Number.isNaN(at.getTime())) time.textContent = clock.format(at);
    });
  };

  const row = (cells: readonly (string | Node)[], className?: { at: number; name: string }) => {
    const tr = document.createElement('tr');
    cells.forEach((value, i) => {
      const td = document.createElement('td');
      td.append(value);
      if (className?.at === i) td.className = className.name;
      tr.append(td);
    });
    return tr;
  };

  const fillTable = (id: string, rows: HTMLTableRowElement[]) => {
    const table = byId<HTMLTableElement>(id);
    table.tBodies[0]!.replaceChildren(...rows);
    table.parentElement!.hidden = rows.length === 0;
    byId(`${id}-empty`).hidden = rows.length > 0;
    return table;
  };

  const renderTickets = (state: GameState) => {
    const rows = state.tickets.map((k) => {
      const tr = row([k.drawNo, k.betType, k.pick, amount(k.stake), k.numbers || '\u2013', words[`status.${k.status}`] || k.status, amount(k.payout)]);
      tr.dataset.status = k.status;
      return tr;
    });
    fillTable('tickets', rows);
  };

  const renderOpened = (state: GameState) => {
    const rows = state.opened.map((o) => {
      const time = document.createElement('time');
      time.setAttribute('datetime', new Date(o.drawAt).toISOString());
      return row([o.drawNo, time, o.numbers ?? ''], { at: 2, name: 'numbers' });
    });
    localTimes(fillTable('opened', rows));
  };

  const renderDraw = (state: GameState) => {
    byId('draw-no').textContent = fill(words['draw.number'], { drawNo: state.draw.drawNo });
    const at = byId('draw-at');
    at.setAttribute('datetime', new Date(state.draw.drawAt).toISOString());
    at.textContent = clock.format(new Date(state.draw.drawAt));
    const pending = byId('pending');
    pending.hidden = !state.pending;
    pending.textContent = state.pending ? fill(words['draw.pending'], { drawNo: state.pending.drawNo }) : '';
  };

  const render = (state: GameState) => {
    byId('balance').textContent = amount(state.balance);
    renderDraw(state);
    renderTickets(state);
    renderOpened(state);
  };

  /** Announces to screen readers: emptied first, so the same words are read again. */
  const say = (message: string) => {
    const region = byId('announcer');
    region.textContent = '';
    window.setTimeout(() => {
      region.textContent = message;
    }, 60);
  };

  return { amount, localTimes, render, say };
};
