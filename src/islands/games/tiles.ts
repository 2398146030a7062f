import { launchTargetOf } from '../../lib/launch-target.ts';
import { $favourites, mergeFavourites, restoreFavourites, seedFavourites, toggleFavourite } from '../../stores/favourites.ts';
import { launchGame } from '../../stores/game-launch.ts';
import { $session } from '../../stores/session.ts';
import { pageFavouriteIds } from './favourite-ids.ts';
import { syncStar } from './tile-fill.ts';

/*
 * Every game tile of the page, by one listener: play and free trial launch the game (inside the
 * click, so a game's own window is not blocked), the star adds or removes a favourite. Every star
 * of a game follows the favourites store, wherever on the page it is.
 */

const stars = () => document.querySelectorAll<HTMLElement>('[data-tile-fav]');

const syncStars = (ids: ReadonlySet<number>) => {
  for (const star of stars()) syncStar(star, ids.has(Number(star.dataset.tileFav)));
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
  const list = pageFavouriteIds();
  if (list) seedFavourites(list);
  else mergeFavourites([...stars()].map((star) => [Number(star.dataset.tileFav), star.getAttribute('aria-pressed') === 'true'] as const));
  $favourites.listen(syncStars);
  // A page the browser kept and shows again (back, forward) is older than the tab's copy.
  addEventListener('pageshow', (event) => {
    if (event.persisted) restoreFavourites();
  });
};

start();
