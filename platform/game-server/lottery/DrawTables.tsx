/** @jsxImportSource hono/jsx */
import type { LotteryPagePlay } from './page-play.ts';
import type { Child } from 'hono/jsx';
import type { GameState } from '../../modules/lottery/index.ts';
import { amountsIn, type LotteryWord, type Translate } from '../pages/words.ts';
import { UtcTime } from './LotteryBar.tsx';

interface TableProps {
  t: Translate<LotteryWord>;
  /** `tickets` or `opened`: the ids the script fills (`#tickets`, `#tickets-empty`, …). */
  id: 'tickets' | 'opened';
  columns: readonly LotteryWord[];
  rows: Child[];
}

/** A list of the page as a scrollable table, or a line saying it is empty; the script keeps both. */
const Table = ({ t, id, columns, rows }: TableProps) => (
  <section class={id}>
    <h2 id={`${id}-heading`}>{t(`${id}.heading`)}</h2>
    <p id={`${id}-empty`} hidden={rows.length > 0}>
      {t(`${id}.empty`)}
    </p>
    <div class="scroll" tabindex={0} role="region" aria-labelledby={`${id}-heading`} hidden={rows.length === 0}>
      <table id={id}>
        <thead>
          <tr>
            {columns.map((word) => (
              <th scope="col">{t(word)}</th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  </section>
);

/** The member's tickets of this game, newest first. */
export const TicketTable = ({ t, play, state }: { t: Translate<LotteryWord>; play: LotteryPagePlay; state: GameState }) => {
  const amount = amountsIn(play.locale);
  const rows = state.tickets.map((k) => (
    <tr data-status={k.status}>
      <td>{k.drawNo}</td>
      <td>{k.betType}</td>
      <td>{k.pick}</td>
      <td>{amount(k.stake)}</td>
      <td>{k.numbers ?? '–'}</td>
      <td>{t(`status.${k.status}`)}</td>
      <td>{amount(k.payout)}</td>
    </tr>
  ));
  const columns = ['tickets.draw', 'tickets.bet', 'tickets.pick', 'tickets.stake', 'tickets.result', 'tickets.status', 'tickets.payout'] as const;
  return <Table t={t} id="tickets" columns={columns} rows={rows} />;
};

/** The game's latest results. */
export const OpenedTable = ({ t, state }: { t: Translate<LotteryWord>; state: GameState }) => {
  const rows = state.opened.map((o) => (
    <tr>
      <td>{o.drawNo}</td>
      <td>
        <UtcTime at={o.drawAt} />
      </td>
      <td class="numbers">{o.numbers ?? ''}</td>
    </tr>
  ));
  return <Table t={t} id="opened" columns={['opened.draw', 'opened.time', 'opened.numbers']} rows={rows} />;
};
