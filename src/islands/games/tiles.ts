import { launchTargetOf } from './launch-target.ts';
import { $favourites, mergeFavourites, restoreFavourites, seedFavourites, toggleFavourite } from './favourites.ts';
import { launchGame } from './game-launch.ts';
import { $session } from '../../stores/session.ts';
import { pageFavouriteIds } from './favourite-ids.ts';
import { starLabelledBy, TILE_WORDS } from './tile-labels.ts';

/*
 * Every game tile of the page, by one listener: play and free trial launch the game (inside the
 * click, so a game's own window is not blocked), the star adds or removes a favourite. Every star
 * of a game follows the favourites store, wherever on the page it is, tiles shown later included.
 */

/** Whether the page's stars follow the tab's favourites: only a member's and an agent's have any. */
let following = false;

/** Whether the page wrote one of the tiles' words (a language leaves some out). */
const pageHasWord = (key: keyof typeof TILE_WORDS) => document.getElementById(TILE_WORDS[key]) !== null;

/** Presses or releases a star, with the label (the page's words and the tile's heading) that says what pressing it again does. */
const syncStar = (star: HTMLElement, pressed: boolean) => {
  if (star.getAttribute('aria-pressed') === String(pressed)) return;
  star.setAttribute('aria-pressed', String(pressed));
  const heading = star.closest('[data-tile]')?.querySelector('h3')?.id;
  if (heading) star.setAttribute('aria-labelledby', starLabelledBy(pageHasWord, heading, pressed));
};

const stars = (root: ParentNode = document) => root.querySelectorAll<HTMLElement>('[data-tile-fav]');

const syncStars = (ids: ReadonlySet<number>, root?: ParentNode) => {
  for (const star of stars(root)) syncStar(star, ids.has(Number(star.dataset.tileFav)));
};

/** Tiles put on the page after it loaded take the tab's favourites, which may be newer than the server's answer. */
export const followStars = (root: ParentNode) => {
  if (following) syncStars($favourites.get(), root);
};

const pressStar = (star: HTMLElement) => {
  const target = launchTargetOf(star.closest('[data-tile]')?.querySelector<HTMLElement>('[data-tile-play]') ?? star);
  if (!target) return;
  void toggleFavourite({ nodeId: target.nodeId, vendor: target.vendor, gameType: target.gameType });
};

const onClick = (event: MouseEvent) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>('[data-tile-play], [data-tile-trial], [data-tile-fav]');
  if (!button) return;
  if (button.dataset.tileFav !== undefined) {
    pressStar(button);
    return;
  }
  const target = launchTargetOf(button);
  if (target) launchGame(target, { free: button.dataset.tileTrial !== undefined });
};

const start = () => {
  document.addEventListener('click', onClick);
  const kind = $session.get();
  if (kind !== 'member' && kind !== 'agent') return;
  following = true;
  const list = pageFavouriteIds();
  if (list) {
    // A page shared by members sends its stars released, with the member's list: the stars are pressed here.
    seedFavourites(list);
    syncStars($favourites.get());
  } else mergeFavourites([...stars()].map((star) => [Number(star.dataset.tileFav), star.getAttribute('aria-pressed') === 'true'] as const));
  $favourites.listen((ids) => syncStars(ids));
  // A page the browser kept and shows again (back, forward) is older than the tab's copy.
  addEventListener('pageshow', (event) => {
    if (event.persisted) restoreFavourites();
  });
};

start();
