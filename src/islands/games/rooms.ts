import { roomListSchema } from '../../../contract/centres.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { fill } from '../../../contract/fill.ts';
import { callApi } from '../../api-client/client.ts';
import { formatTimeOfDay } from '../../lib/dates.ts';
import { bindLaunchLinks } from './launch-links.ts';
import { roomRow, type RoomsWords } from './rooms-view.ts';

/*
 * The card rooms' updates (src/components/games/PvpRooms.astro): the list is asked for again every
 * few seconds while the tab is visible and the reader has not paused it (WCAG 2.2.2), and at once
 * when the tab comes back or the game filter changes. The time it was last answered is shown.
 */
const section = document.querySelector<HTMLElement>('[data-rooms]');
const body = section?.querySelector<HTMLElement>('[data-rooms-body]');

if (section && body) {
  bindLaunchLinks();
  const words = JSON.parse(section.dataset.roomsWords ?? '{}') as RoomsWords;
  const locale = section.dataset.roomsLocale ?? 'es-MX';
  const every = Number(section.dataset.roomsEvery) || 10_000;
  const updated = section.querySelector<HTMLElement>('[data-rooms-updated]')!;
  const failed = section.querySelector<HTMLElement>('[data-rooms-failed]')!;
  const pause = section.querySelector<HTMLButtonElement>('[data-rooms-pause]')!;
  const form = section.querySelector<HTMLFormElement>('[data-rooms-filter]')!;
  const select = form.querySelector<HTMLSelectElement>('select')!;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = 0;

  const refresh = async () => {
    clearTimeout(timer);
    if (paused || document.hidden) return;
    const ask = ++asking;
    const gameId = select.value;
    try {
      const rooms = await callApi(ENDPOINTS.pvpRooms, roomListSchema, gameId ? { query: { gameId } } : {});
      // A later question (a new filter) answers for the page.
      if (ask !== asking) return;
      body.replaceChildren(...rooms.list.map((room) => roomRow(room, words, locale)));
      updated.textContent = fill(words.updatedAt, { time: formatTimeOfDay(rooms.updatedAt, locale) });
      failed.textContent = '';
    } catch {
      if (ask === asking) failed.textContent = words.failed;
    }
    if (ask === asking && !paused && !document.hidden) timer = setTimeout(() => void refresh(), every);
  };

  pause.hidden = false;
  pause.addEventListener('click', () => {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    pause.textContent = paused ? words.resume : words.pause;
    if (paused) clearTimeout(timer);
    else void refresh();
  });
  // With script the filter applies in place; the address keeps it, so a reload or a copied link shows the same rooms.
  const applyFilter = (event?: Event) => {
    event?.preventDefault();
    const url = new URL(location.href);
    if (select.value) url.searchParams.set('room', select.value);
    else url.searchParams.delete('room');
    history.replaceState(history.state, '', url);
    void refresh();
  };
  form.addEventListener('submit', applyFilter);
  select.addEventListener('change', () => applyFilter());
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) clearTimeout(timer);
    else void refresh();
  });
  timer = setTimeout(() => void refresh(), every);
}
