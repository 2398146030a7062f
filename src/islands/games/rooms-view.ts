import type { Room } from '../../../contract/centres.ts';
import { fill } from '../../../contract/fill.ts';
import { formatMoney } from '../../../contract/money-format.ts';
import { launchAttributes } from './launch-target.ts';

/** The words the rooms' script writes, as the page wrote them (`seats` and `updatedAt` unfilled). */
export interface RoomsWords {
  waiting: string;
  playing: string;
  full: string;
  join: string;
  seats: string;
  updatedAt: string;
  pause: string;
  resume: string;
  failed: string;
}

const cell = (tag: 'td' | 'th', text: string) => {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
};

/** One room's row, as src/components/games/PvpRooms.astro renders it on the server; every text is set as text. */
export const roomRow = (room: Room, words: RoomsWords, locale: string): HTMLTableRowElement => {
  const row = document.createElement('tr');
  row.dataset.room = String(room.roomId);
  const name = cell('th', room.gameName);
  name.scope = 'row';
  const stake = formatMoney(room.stakeText, { locale, currency: room.currency });
  const status = cell('td', words[room.status]);
  status.dataset.roomStatus = room.status;
  const join = document.createElement('button');
  join.type = 'button';
  join.className = 'button';
  join.disabled = room.status === 'full';
  join.setAttribute('data-launch', 'real');
  const target = {
    gameId: room.gameId,
    nodeId: room.nodeId,
    vendor: room.vassalage,
    gameType: 'PVP',
    platform: 'html5-desktop',
    newWindow: false,
    name: room.gameName,
  };
  for (const [key, value] of Object.entries(launchAttributes(target))) join.setAttribute(key, value);
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = ` ${room.gameName} · ${stake}`;
  join.append(words.join, hidden);
  const action = document.createElement('td');
  action.append(join);
  row.append(name, cell('td', stake), cell('td', fill(words.seats, { taken: room.seatsTaken, total: room.seatsTotal })), status, action);
  return row;
};
