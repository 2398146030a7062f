import type { Game } from '../../../contract/games.ts';
import { gameLaunchTarget, launchAttributes } from '../../lib/launch-target.ts';

/*
 * Game tiles the browser draws itself (later pages of a list) are copies of the tile the server
 * renders as a <template> (src/components/home/GameTile.astro with `template`), filled here, so
 * both look and behave the same.
 */

/** Where the pattern tile's words name its game; replaced by each game's name. */
export const TILE_NAME_SLOT = '{{name}}';

/** Presses or releases a star, with the label that says what pressing it again does. */
export const syncStar = (star: HTMLElement, pressed: boolean) => {
  if (star.getAttribute('aria-pressed') === String(pressed)) return;
  star.setAttribute('aria-pressed', String(pressed));
  const label = star.querySelector('[data-tile-fav-label]');
  const text = pressed ? star.dataset.labelRemove : star.dataset.labelAdd;
  if (label && text !== undefined) label.textContent = text;
};

const named = (text: string | undefined, name: string) => (text ?? '').split(TILE_NAME_SLOT).join(name);

/** A tile for `game` from the page's pattern; the star pressed when the game is a favourite. */
export const fillTile = (pattern: HTMLTemplateElement, game: Game, favourite: boolean): HTMLElement => {
  const tile = (pattern.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  for (const name of [...tile.classList]) if (name.startsWith('theme-')) tile.classList.remove(name);
  tile.classList.add(`theme-${game.theme}`);

  const art = tile.querySelector<HTMLImageElement>('img');
  if (art) {
    art.src = game.iconUrl;
    art.dataset.gameIcon = String(game.gameId);
  }
  if (game.isHot !== 1) tile.querySelector('[data-tile-hot]')?.remove();
  if (game.freeplay !== 1) tile.querySelector('[data-tile-trial]')?.remove();

  const name = game.gameName;
  const star = tile.querySelector<HTMLElement>('[data-tile-fav]');
  if (star) {
    star.dataset.tileFav = String(game.nodeId);
    star.dataset.labelAdd = named(star.dataset.labelAdd, name);
    star.dataset.labelRemove = named(star.dataset.labelRemove, name);
    // The pattern is released: set the label first, then press it if need be.
    const label = star.querySelector('[data-tile-fav-label]');
    if (label) label.textContent = star.dataset.labelAdd;
    syncStar(star, favourite);
  }
  const title = tile.querySelector('[data-tile-name]');
  if (title) title.textContent = name;
  for (const slot of tile.querySelectorAll('[data-tile-game]')) slot.textContent = ` ${name}`;

  const launch = launchAttributes(gameLaunchTarget(game));
  for (const button of tile.querySelectorAll<HTMLElement>('[data-tile-play], [data-tile-trial]')) {
    for (const [attribute, value] of Object.entries(launch)) button.setAttribute(attribute, value);
  }
  return tile;
};
